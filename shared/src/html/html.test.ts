import { firstWords, sanitizeHtml, splitBullets, stripHtml, truncateText } from './html';

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

describe('text helpers', () => {
  it('strips tags and collapses whitespace', () => {
    expect(stripHtml('<p>Kerala   backwaters</p>\n<p>and <em>houseboats</em></p>')).toBe('Kerala backwaters and houseboats');
    expect(stripHtml('<p>One</p><p>Two</p>')).toBe('One Two');
    expect(stripHtml('Fish &amp; chips')).toBe('Fish & chips');
  });

  it('truncates at a word boundary with an ellipsis', () => {
    expect(truncateText('Short text', 500)).toBe('Short text');
    expect(truncateText('The quick brown fox jumps over the lazy dog', 20)).toBe('The quick brown fox...');
  });

  it('takes the first words', () => {
    expect(firstWords('one two three four', 10)).toBe('one two three four');
    expect(firstWords('a b c d e f g h i j k l', 10)).toBe('a b c d e f g h i j...');
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
