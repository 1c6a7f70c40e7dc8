/**
 * `llms.txt` at each locale's root: every listed doc of each docs section's last version, with
 * its title, description and a link to its Markdown source, which is published beside its page
 * (`/docs/intro.md`), so AI assistants can read the docs without parsing HTML (an MDX doc, which
 * has none, links to its page).
 */
import type { ResolvedConfig } from '../config/index.js';
import type { DocSource } from '../content/index.js';
import { absoluteOf, type RouteTable } from '../routes/index.js';

/** The Markdown published for a doc: its title as a heading, then the body as written. */
export function docMarkdown(doc: DocSource): string {
  const body = doc.body.replace(/^\n+/, '').replace(/^#\s+.*\n+/, '');
  const description = doc.frontMatter.description ? `\n> ${doc.frontMatter.description}\n` : '';
  return `# ${doc.title}\n${description}\n${body.trimEnd()}\n`;
}

export function renderLlmsTxt(config: ResolvedConfig, tagline: string, table: RouteTable): string {
  const lines = [`# ${config.title}`, '', `> ${tagline}`, '', '## Docs', ''];
  // Of a versioned section, the last version only: the one readers are sent to.
  const latest = new Set(table.docs.filter((g) => g.version.isLast).map((g) => g.key));
  for (const route of table.routes) {
    if (route.kind !== 'doc' || route.doc.unlisted || route.doc.draft) continue;
    if (!latest.has(route.doc.group)) continue;
    const description = route.doc.frontMatter.description
      ? `: ${route.doc.frontMatter.description}`
      : '';
    // An MDX doc publishes no Markdown of its own: its page is the link.
    const link = absoluteOf(config, route.twin?.url ?? route.url);
    lines.push(`- [${route.doc.title}](${link})${description}`);
  }
  return `${lines.join('\n')}\n`;
}
