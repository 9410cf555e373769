import { renderHook, waitFor } from '@testing-library/react';
import { setOnServerRenderedPage } from '../ui/hooks/use-started-on-server';
import { firstWords, sanitizeHtml, splitBullets, stripHtml, truncateText, useSanitizedHtml } from './html';

describe('sanitizeHtml', () => {
  it('keeps formatting and drops scripts and handlers', async () => {
    const dirty = '<h2>Goa</h2><p onclick="steal()">Beaches <strong>and</strong> forts</p><script>alert(1)</script><img src="/media/a.svg" onerror="x()">';
    const clean = await sanitizeHtml(dirty);
    expect(clean).toContain('<h2>Goa</h2>');
    expect(clean).toContain('<strong>and</strong>');
    expect(clean).not.toMatch(/script|onclick|onerror/);
  });

  it('removes javascript: links and protects new-tab links', async () => {
    expect(await sanitizeHtml('<a href="javascript:alert(1)">x</a>')).not.toContain('javascript:');
    expect(await sanitizeHtml('<a href="https://example.in" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });
});

describe('useSanitizedHtml', () => {
  const article = '<h2>Coorg</h2><p>Coffee <a href="https://example.in" target="_blank">estates</a></p>';
  afterEach(() => setOnServerRenderedPage(false));

  it("on the page the server rendered, starts with the API's HTML (what that page holds), then DOMPurify's copy", async () => {
    setOnServerRenderedPage(true);
    const { result, rerender } = renderHook(({ html }) => useSanitizedHtml(html), { initialProps: { html: article } });
    expect(result.current).toBe(article);
    await waitFor(() => expect(result.current).toContain('rel="noopener noreferrer"'));
    // another article shown later in the same place waits for DOMPurify
    rerender({ html: '<p onclick="steal()">Goa</p>' });
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toBe('<p>Goa</p>'));
  });

  it('on a page reached inside the site, shows nothing until DOMPurify has cleaned it', async () => {
    const { result } = renderHook(() => useSanitizedHtml('<p onclick="steal()">Goa</p>'));
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toBe('<p>Goa</p>'));
  });
});

describe('text helpers', () => {
  it.each([
    ['<p>Kerala   backwaters</p>\n<p>and <em>houseboats</em></p>', 'Kerala backwaters and houseboats'],
    ['<p>One</p><p>Two</p>', 'One Two'],
    ['Fish &amp; chips', 'Fish & chips'],
  ])('strips tags and collapses whitespace: %p', (html, text) => {
    expect(stripHtml(html)).toBe(text);
  });

  // Cut at a word boundary with an ellipsis: to a length (truncateText) or a number of words (firstWords).
  it.each([
    { helper: truncateText, text: 'Short text', max: 500, to: 'Short text' },
    { helper: truncateText, text: 'The quick brown fox jumps over the lazy dog', max: 20, to: 'The quick brown fox...' },
    { helper: truncateText, text: 'Here is what to do, and where to stay.', max: 22, to: 'Here is what to do...' },
    { helper: truncateText, text: 'One great experience. Then another one follows.', max: 24, to: 'One great experience...' },
    { helper: firstWords, text: 'one two three four', max: 10, to: 'one two three four' },
    { helper: firstWords, text: 'a b c d e f g h i j k l', max: 10, to: 'a b c d e f g h i j...' },
  ])('$helper.name($text, $max) is $to', ({ helper, text, max, to }) => {
    expect(helper(text, max)).toBe(to);
  });

  it('splits bullet lists on new lines and bullet characters', () => {
    expect(splitBullets('Hotel stay\n• Breakfast • Airport transfers\n\n- Sightseeing')).toEqual([
      'Hotel stay',
      'Breakfast',
      'Airport transfers',
      'Sightseeing',
    ]);
  });
});
