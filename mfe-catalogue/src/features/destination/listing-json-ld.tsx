import { breadcrumbListJsonLd, JsonLd } from '@safarnama/shared';
import { faqPageJsonLd, itemListJsonLd, type FaqEntry, type ListedPackage } from '../../lib/structured-data';

export interface ListingJsonLdProps {
  /** "Goa Tour Packages" */
  title: string;
  /** The listing's own path: /goa-tour-packages */
  path: string;
  /** The packages of the page on screen, in their order. */
  packages: readonly ListedPackage[];
  firstPosition: number;
  origin: string;
  /** The destination's questions and answers (a FAQPage). */
  faqs: readonly FaqEntry[];
}

/**
 * The listing's structured data: an ItemList of the page's packages, its questions
 * and answers as a FAQPage, and the trail Home > {Destination} Tour Packages. Loaded after the first paint, so its
 * builders are not part of the JavaScript the page waits for.
 */
export default function ListingJsonLd({ title, path, packages, firstPosition, origin, faqs }: ListingJsonLdProps) {
  const faqPage = faqPageJsonLd(faqs);
  return (
    <>
      {faqPage && <JsonLd data={faqPage} />}
      <JsonLd data={itemListJsonLd(title, packages, origin, firstPosition)} />
      <JsonLd
        data={breadcrumbListJsonLd(
          [
            { name: 'Home', path: '/' },
            { name: title, path },
          ],
          origin,
        )}
      />
    </>
  );
}
