/**
 * `llms.txt` at each locale's root, so AI assistants can find what to read without parsing HTML:
 * the site's title and tagline, then a section of each content plugin that has one (the docs list
 * every listed doc with a link to its Markdown source: plugins/docs/llms.ts).
 */
import type { ResolvedConfig } from '../config/index.js';

/**
 * The file: the site's title and its tagline as the summary (a site without one has no summary:
 * an empty `> ` line would be a summary of nothing), then each content plugin's section (`llms`).
 */
export function renderLlmsTxt(
  config: ResolvedConfig,
  tagline: string,
  sections: Array<{ heading: string; lines: string[] }>,
): string {
  const summary = tagline.trim();
  const lines = [`# ${config.title}`, ...(summary ? ['', `> ${summary}`] : [])];
  for (const section of sections) lines.push('', `## ${section.heading}`, '', ...section.lines);
  return `${lines.join('\n')}\n`;
}
