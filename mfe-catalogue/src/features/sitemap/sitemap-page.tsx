// Page frame only: the full page arrives with its own issue.
export default function SitemapPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Sitemap</h1>
    </section>
  );
}
