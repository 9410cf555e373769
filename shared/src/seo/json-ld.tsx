/**
 * Writes schema.org data into the page as <script type="application/ld+json">. A
 * data block is not run, so the Content-Security-Policy does not apply to it; "<"
 * is escaped so that no text in the data can close the script element.
 */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
