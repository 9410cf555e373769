// The head a server-rendered page is sent with: what the page asked for while it
// rendered, on the configured origin, with a raster share image chat apps can show.
import { pageHead, shareImageFor, withNoScriptLine, withPageHead } from '../../src/rendering/page-head';

const ORIGIN = 'https://www.safarnamaholidays.in';
const TEMPLATE =
  '<!doctype html><html><head><meta name="description" content="Generic."><title>Safarnama Holidays</title></head><body><noscript>Old line with +91 93112 23344.</noscript><div id="root"></div></body></html>';

describe('page head', () => {
  it("writes the page's title, description, canonical URL and share card, escaped, on SITE_ORIGIN", () => {
    const head = pageHead(
      { title: 'Goa "Beach" & Forts | Safarnama Holidays', description: 'Sun <and> sand', canonical: '/goa-tour-packages', image: '/media/art/banner/goa.svg', type: 'website', ready: true },
      '/goa-tour-packages',
      ORIGIN,
    );
    const html = withPageHead(TEMPLATE, head);
    expect(html).toContain('<title>Goa &quot;Beach&quot; &amp; Forts | Safarnama Holidays</title>');
    expect(html).toContain('<meta name="description" content="Sun &lt;and&gt; sand">');
    expect(html).not.toContain('Generic.');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/goa-tour-packages">`);
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/goa-tour-packages">`);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${ORIGIN}/media/share/destination/goa\\.[0-9a-f]{12}\\.png">`));
    expect(html).toContain('<meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('uses the path answered when the page names no canonical, and the site image for a page without artwork', () => {
    const head = pageHead({ title: 'About us | Safarnama Holidays', type: 'website', ready: true }, '/about-us', ORIGIN);
    expect(head.tags).toContain(`<link rel="canonical" href="${ORIGIN}/about-us">`);
    expect(head.tags).toMatch(/og:image" content="https:\/\/www\.safarnamaholidays\.in\/media\/share\/site\/safarnama-holidays\.[0-9a-f]{12}\.png"/);
    expect(head.tags).not.toContain('og:description');
  });

  it('maps each kind of artwork to its share image', () => {
    expect(shareImageFor('/media/art/package/kashmir-paradise-tour.svg')).toMatch(/^\/media\/share\/package\/kashmir-paradise-tour\.[0-9a-f]{12}\.png$/);
    expect(shareImageFor('/media/art/blog/nainital-with-kids.svg')).toMatch(/^\/media\/share\/blog\//);
    expect(shareImageFor('https://elsewhere.example/picture.jpg')).toMatch(/^\/media\/share\/site\//);
  });

  it('says in one line that the forms need JavaScript, with the live number when there is one', () => {
    expect(withNoScriptLine(TEMPLATE, '8069254000')).toContain(
      '<noscript><p>Our enquiry and booking forms need JavaScript: turn it on to send us a request or call us 24/7 on +91 8069254000.</p></noscript>',
    );
    expect(withNoScriptLine(TEMPLATE, null)).toContain('<noscript><p>Our enquiry and booking forms need JavaScript: turn it on to send us a request.</p></noscript>');
  });
});
