import './content.css';

/** A footer page's HTML as the server rendered and sanitised it (the server alone decides what stays). */
export function ContentHtml({ html }: { html: string }) {
  return <div className="content-page__body" dangerouslySetInnerHTML={{ __html: html }} />;
}
