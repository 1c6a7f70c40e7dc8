/**
 * The HTML document shell (`templates/page.html`): `{{name}}` slots filled per page. Read once per
 * build; a template missing a required slot is an error naming the template. One without the
 * plugins' body slots (`{{preBody}}`, `{{postBody}}`) gets them right after `<body>` and right
 * before `</body>`, where Docusaurus writes its plugins' body tags.
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

export type TemplateValues = Record<(typeof TEMPLATE_SLOTS)[number], string>;

export interface Template {
  file: string;
  fill(values: TemplateValues): string;
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
      return parts
        .map((part, i) => (i % 2 === 1 ? (values[part as keyof TemplateValues] ?? '') : part))
        .join('');
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
