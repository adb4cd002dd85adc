import { renderPageMarkdown } from './page-markdown';

describe('renderPageMarkdown', () => {
  it('renders headings, lists, emphasis and links', () => {
    const html = renderPageMarkdown(
      '## Ordering\n\n1. **Log in**\n2. Add to [cart](https://example.com/cart)',
    );
    expect(html).toContain('<h2>Ordering</h2>');
    expect(html).toContain('<li><strong>Log in</strong></li>');
    expect(html).toContain('href="https://example.com/cart"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('turns a top-level heading into h2 (the page title is the h1)', () => {
    expect(renderPageMarkdown('# Terms')).toBe('<h2>Terms</h2>');
  });

  it('removes scripts, event handlers and javascript links', () => {
    const html = renderPageMarkdown(
      '<script>alert(1)</script>\n\n<img src="https://x.test/a.png" onerror="alert(2)">\n\n[x](javascript:alert(3))\n\n<iframe src="https://x.test"></iframe>',
    );
    expect(html).not.toMatch(/<script|alert\(1\)|onerror|href="javascript|<iframe/i);
    expect(html).toContain('<img src="https://x.test/a.png" />');
  });

  it('keeps mail, phone and own-site links but drops plain http and protocol-relative ones', () => {
    const html = renderPageMarkdown(
      '[mail](mailto:a@b.test) [call](tel:+441) [faq](/faq) [old](http://x.test) [other](//x.test)',
    );
    expect(html).toContain('href="mailto:a@b.test"');
    expect(html).toContain('href="tel:+441"');
    expect(html).toContain('href="/faq"');
    expect(html).not.toContain('x.test');
  });
});
