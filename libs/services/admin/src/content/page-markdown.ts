import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// CommonMark with tables, line breaks kept as typed (staff see what they wrote) and raw HTML passed on
// to the sanitiser, which alone decides what stays.
const markdown = new MarkdownIt({ html: true, breaks: true, linkify: true });

/** What a footer page may contain: text structure, links, tables, images and links to our own pages; no scripts, styles or frames. */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'del',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title'],
    th: ['align'],
    td: ['align'],
  },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // A page's own title is its h1; headings inside the text start one level lower.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https:/i.test(attribs.href ?? '')
        ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' }
        : attribs,
    }),
  },
};

/** A page's markdown as the HTML the storefront shows: rendered, then sanitised against the list above. */
export function renderPageMarkdown(source: string): string {
  const html = markdown.render(source);
  return sanitizeHtml(html, ALLOWED).trim();
}
