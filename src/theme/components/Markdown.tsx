/** Pre-rendered content HTML (from our Markdown pipeline or a rendered page module). */
export function Markdown({ html }: { html: string }) {
  return <div className="markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
