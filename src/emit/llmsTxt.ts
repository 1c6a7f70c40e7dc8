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

/**
 * What llms.txt says of a doc itself (none when it lists it not: unlisted, or a draft); the rest
 * of its line is its route's. A rebuild compares it to know whether llms.txt may change.
 */
export function llmsEntryOf(doc: DocSource): { title: string; description?: string } | undefined {
  if (doc.unlisted || doc.draft) return undefined;
  return { title: doc.title, description: doc.frontMatter.description };
}

export function renderLlmsTxt(config: ResolvedConfig, tagline: string, table: RouteTable): string {
  const lines = [`# ${config.title}`, '', `> ${tagline}`, '', '## Docs', ''];
  // Of a versioned section, the last version only: the one readers are sent to.
  const latest = new Set(table.docs.filter((g) => g.version.isLast).map((g) => g.key));
  for (const route of table.routes) {
    const entry = route.kind === 'doc' ? llmsEntryOf(route.doc) : undefined;
    if (route.kind !== 'doc' || !entry || !latest.has(route.doc.group)) continue;
    const description = entry.description ? `: ${entry.description}` : '';
    // An MDX doc publishes no Markdown of its own: its page is the link.
    const link = absoluteOf(config, route.twin?.url ?? route.url);
    lines.push(`- [${entry.title}](${link})${description}`);
  }
  return `${lines.join('\n')}\n`;
}
