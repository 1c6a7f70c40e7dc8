/**
 * Pre-rendered content HTML (from our Markdown pipeline or a rendered page module). A doc's also
 * carries Docusaurus's `theme-doc-markdown`, for a site's CSS.
 */
export function Markdown({ html, doc = false }: { html: string; doc?: boolean }) {
  return (
    <div
      className={doc ? 'markdown theme-doc-markdown' : 'markdown'}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
