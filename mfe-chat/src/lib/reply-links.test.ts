import { ownPath, parseReply, parseReplyLine } from './reply-links';

const ORIGIN = 'https://www.safarnama.example';

describe('ownPath: which links stay on our site', () => {
  it.each([
    ['/kerala-tour-packages', '/kerala-tour-packages'],
    ['/blogs?x=1#top', '/blogs?x=1#top'],
    [`${ORIGIN}/themes/wildlife?page=2#faq`, '/themes/wildlife?page=2#faq'],
  ])('%s -> %s', (href, path) => {
    expect(ownPath(href, ORIGIN)).toBe(path);
  });

  it.each([
    'https://evil.example/kerala',
    '//evil.example/kerala',
    '/\\evil.example',
    'javascript:alert(1)',
    'mailto:someone@example.in',
    'kerala-tour-packages',
    'http://www.safarnama.example/kerala', // another origin: the scheme differs
  ])('%s leaves the site', (href) => {
    expect(ownPath(href, ORIGIN)).toBeNull();
  });

  it("uses the page's own origin by default", () => {
    expect(ownPath(`${window.location.origin}/sitemap`)).toBe('/sitemap');
  });
});

describe('parseReplyLine', () => {
  it('turns a link to one of our pages into a link part between the text', () => {
    expect(parseReplyLine('See [Kerala packages](/kerala-tour-packages) for prices.', ORIGIN)).toEqual([
      { type: 'text', text: 'See ' },
      { type: 'link', label: 'Kerala packages', to: '/kerala-tour-packages' },
      { type: 'text', text: ' for prices.' },
    ]);
  });

  it("writes any other link as the spec's 'label: url' text", () => {
    expect(parseReplyLine('Weather: [IMD](https://mausam.imd.gov.in) today', ORIGIN)).toEqual([
      { type: 'text', text: 'Weather: IMD: https://mausam.imd.gov.in today' },
    ]);
    expect(parseReplyLine('[click](javascript:alert(1))', ORIGIN)).toEqual([{ type: 'text', text: 'click: javascript:alert(1)' }]);
  });

  it('keeps HTML as text', () => {
    expect(parseReplyLine('<img src=x onerror=alert(1)> <b>hi</b>', ORIGIN)).toEqual([
      { type: 'text', text: '<img src=x onerror=alert(1)> <b>hi</b>' },
    ]);
  });

  it('handles several links, and links at either end', () => {
    expect(parseReplyLine(`[Goa](/goa-tour-packages) or [Ladakh](${ORIGIN}/ladakh-tour-packages)`, ORIGIN)).toEqual([
      { type: 'link', label: 'Goa', to: '/goa-tour-packages' },
      { type: 'text', text: ' or ' },
      { type: 'link', label: 'Ladakh', to: '/ladakh-tour-packages' },
    ]);
  });

  it('leaves brackets that are not a link alone', () => {
    expect(parseReplyLine('[not a link] (/x) and [empty]()', ORIGIN)).toEqual([{ type: 'text', text: '[not a link] (/x) and [empty]()' }]);
  });
});

describe('parseReply', () => {
  it('splits lines on \\n (and \\r\\n), keeping empty ones', () => {
    expect(parseReply('One\n\nTwo\r\nThree', ORIGIN)).toEqual([
      [{ type: 'text', text: 'One' }],
      [],
      [{ type: 'text', text: 'Two' }],
      [{ type: 'text', text: 'Three' }],
    ]);
  });
});
