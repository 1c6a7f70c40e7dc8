/**
 * The HTML document shell (`templates/page.html`): `{{name}}` slots filled per page. Read once per
 * build; a template missing a required slot is an error naming the template. One without the
 * plugins' body slots (`{{preBody}}`, `{{postBody}}`) gets them right after `<body>` and right
 * before `</body>`, where Docusaurus writes its plugins' body tags. A filled page is a list of
 * pieces, not one string (render/pieces.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/index.js';
import { BuildFailed } from '../errors.js';
import { packageRoot } from '../packageRoot.js';

export const TEMPLATE_SLOTS = [
  'lang',
  'dir',
  'theme',
  'htmlAttrs',
  'head',
  'body',
  'scripts',
  'preBody',
  'postBody',
] as const;
const REQUIRED: Array<(typeof TEMPLATE_SLOTS)[number]> = ['lang', 'head', 'body'];

type Slot = (typeof TEMPLATE_SLOTS)[number];
/** Each slot's HTML: one string, or pieces that follow one another. */
export type TemplateValues = Record<Slot, string | readonly string[]>;

export interface Template {
  file: string;
  /** The page in pieces, and where the pieces of `body` start among them. */
  fill(values: TemplateValues): { pieces: string[]; bodyAt: number };
}

/** The template `loadTemplate` reads: the config's, else sitegen's own (`serve --watch` watches it). */
export function templateFile(config: ResolvedConfig): string {
  return config.template ? config.template : path.join(packageRoot(), 'templates', 'page.html');
}

export function loadTemplate(config: ResolvedConfig): Template {
  const file = templateFile(config);
  const text = fs.readFileSync(file, 'utf8');
  const missing = REQUIRED.filter((slot) => !text.includes(`{{${slot}}}`));
  if (missing.length > 0) {
    throw new BuildFailed([
      {
        file,
        message: `the template has no ${missing.map((m) => `{{${m}}}`).join(', ')} slot`,
        hint: 'add the missing slots to the HTML shell',
      },
    ]);
  }
  // Split once so filling is a join, not a search per page.
  const parts = withBodySlots(text).split(/\{\{(\w+)\}\}/);
  return {
    file,
    fill(values) {
      const pieces: string[] = [];
      let bodyAt = 0;
      parts.forEach((part, i) => {
        if (i % 2 === 0) return void pieces.push(part);
        if (part === 'body') bodyAt = pieces.length;
        const value = values[part as Slot] ?? '';
        if (typeof value === 'string') pieces.push(value);
        else pieces.push(...value);
      });
      return { pieces, bodyAt };
    },
  };
}

/** The template with `{{preBody}}` after its `<body>` tag and `{{postBody}}` before `</body>`. */
function withBodySlots(text: string): string {
  let out = text;
  if (!out.includes('{{preBody}}'))
    out = out.replace(/<body\b[^>]*>/i, (body) => `${body}{{preBody}}`);
  if (!out.includes('{{postBody}}')) {
    const end = out.toLowerCase().lastIndexOf('</body>');
    if (end >= 0) out = `${out.slice(0, end)}{{postBody}}${out.slice(end)}`;
  }
  return out;
}
