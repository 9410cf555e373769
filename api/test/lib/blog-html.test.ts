import { cleanBlogHtml } from '../../src/lib/blog-html';

describe('cleanBlogHtml', () => {
  // void elements come back self-closed (<br />), as sanitize-html writes them
  it('keeps what an article is made of', () => {
    const article =
      '<h2>When to go</h2><p>October to March, <strong>before</strong> the <em>heat</em>.</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>quoted</p></blockquote>' +
      '<figure><img src="/media/art/blog/goa.svg" alt="Goa" width="800" height="450" loading="lazy" /><figcaption>Goa</figcaption></figure>' +
      '<table><thead><tr><th>Month</th></tr></thead><tbody><tr><td>May</td></tr></tbody></table>' +
      '<p><a href="https://example.in/x" title="x">out</a> <a href="/goa-tour-packages">in</a> <a href="mailto:a@example.in">mail</a> <a href="tel:+919311223344">call</a></p>' +
      '<pre><code>code</code></pre><hr /><h3>a</h3><h4>b</h4><p>line<br />break <span>span</span> <b>b</b> <i>i</i></p>';
    expect(cleanBlogHtml(article)).toBe(article);
  });

  it('drops scripts with their text, event handlers and javascript: or data: URLs, and keeps the text around them', () => {
    const cleaned = cleanBlogHtml(
      '<p>Safe text</p><script>window.__pwned=1</script><img src=x onerror="window.__pwned=1">' +
        '<a href="javascript:window.__pwned=1">click me</a><a href="JaVaScRiPt&colon;alert(1)">again</a>' +
        '<img src="data:image/svg+xml;base64,PHN2Zz4="><p style="color:red" class="x" onclick="x()">styled</p><iframe src="https://evil.example"></iframe>',
    );
    expect(cleaned).not.toMatch(/<script|onerror|onclick|javascript:|data:|style=|class=|iframe|__pwned/i);
    expect(cleaned).toBe('<p>Safe text</p><img src="x" /><a>click me</a><a>again</a><img /><p>styled</p>');
  });

  it('gives a link that opens a new tab rel="noopener noreferrer", whatever rel it had', () => {
    expect(cleanBlogHtml('<a href="https://example.in" target="_blank" rel="opener">out</a>')).toBe(
      '<a href="https://example.in" target="_blank" rel="noopener noreferrer">out</a>',
    );
    expect(cleanBlogHtml('<a href="/x" rel="nofollow">in</a>')).toBe('<a href="/x" rel="nofollow">in</a>');
  });
});
