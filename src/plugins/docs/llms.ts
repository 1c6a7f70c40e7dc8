/**
 * The docs for readers and AI assistants: each Markdown doc's source is published beside its page
 * (`/docs/intro.md`), and llms.txt lists every listed doc of each section's last version with its
 * title, description and a link to that source (an MDX doc, which has none, links to its page).
 */
import type { ResolvedConfig } from '../../config/index.js';
import type { DocSource } from '../../content/index.js';
import { absoluteOf, type RouteTable } from '../../routes/index.js';

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

/** The docs' section of llms.txt. */
export function docsLlms(
  config: ResolvedConfig,
  table: RouteTable,
): { heading: string; lines: string[] } {
  const lines: string[] = [];
  // Of a versioned section, the last version only: the one readers are sent to.
  const latest = new Set(table.docs.filter((g) => g.version.isLast).map((g) => g.key));
  for (const route of table.routes) {
    const entry = route.kind === 'doc' ? llmsEntryOf(route.doc) : undefined;
    if (route.kind !== 'doc' || !entry || !latest.has(route.doc.group)) continue;
    const description = entry.description ? `: ${entry.description}` : '';
    const link = absoluteOf(config, route.twin?.url ?? route.url);
    lines.push(`- [${entry.title}](${link})${description}`);
  }
  return { heading: 'Docs', lines };
}
