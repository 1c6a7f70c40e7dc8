/**
 * A site's replacements of theme components: `src/theme/<Name>.tsx` (or `.jsx`, `.ts`, `.js`, or
 * `<Name>/index.tsx`) for each replaceable name (theme/overridable.tsx). Each is bundled and loaded
 * for the server like a React page (sharing sitegen's React; the CSS it imports joins the page
 * stylesheet), and those rendered in the shell are bundled for the browser too, where the runtime
 * loads them before hydrating. A file in `src/theme/` that replaces nothing is a warning.
 */
import fs from 'node:fs';
import path from 'node:path';
import { hashOf } from '../cache/index.js';
import { walkFolder } from '../content/index.js';
import type { SiteError } from '../errors.js';
import {
  isThemeComponentName,
  SHELL_COMPONENTS,
  THEME_COMPONENT_NAMES,
  type ThemeComponentName,
  type ThemeOverrides,
} from '../theme/index.js';
import { DOCUSAURUS_THEME_NAMES } from './docusaurusModules.js';
import {
  OVERRIDES_DIR,
  overridesDir,
  replacedName,
  replacementFiles,
  themeFolders,
  type ThemeFolder,
} from './siteTheme.js';

export { OVERRIDES_DIR, overridesDir };
export { setPluginThemes } from './siteTheme.js';

export interface LoadedOverrides {
  /** What the server renders in place of each replaced component. */
  components: ThemeOverrides;
  /** The replacement file of each replaced component. */
  files: ReadonlyMap<ThemeComponentName, string>;
  /** CSS the replacements imported. */
  css: string;
  /** The stylesheets of sitegen's Docusaurus modules they use (texts, each once per page stylesheet). */
  themeCss: string[];
  /** The browser module of each replaced shell component, relative to a locale folder. */
  scripts: Record<string, string>;
  /** Those modules' files. */
  scriptFiles: Array<{ file: string; text: string }>;
  /** Changes whenever a replacement (or anything it imports) does. */
  key: string;
  problems: SiteError[];
  warnings: SiteError[];
}

const NONE: LoadedOverrides = {
  components: {},
  files: new Map(),
  css: '',
  themeCss: [],
  scripts: {},
  scriptFiles: [],
  key: '',
  problems: [],
  warnings: [],
};

export async function loadThemeOverrides(root: string, baseUrl: string): Promise<LoadedOverrides> {
  const folders = themeFolders(root);
  if (folders.length === 0) return NONE;
  const files = new Map<ThemeComponentName, string>();
  const warnings: SiteError[] = [];
  for (const folder of folders) collectReplacements(folder, files, warnings);
  if (files.size === 0) return { ...NONE, warnings };

  const { bundlePageModules } = await import('./pageModules.js');
  const { bundlePageScripts } = await import('./pageScripts.js');
  const server = await bundlePageModules(
    root,
    'theme',
    [...files.values()].map((file) => ({ file })),
    // Docusaurus's modules too (a DocRoot/Layout/Main reading useDocsSidebar, an MDXContent
    // giving MDXComponents), told of the locale each page renders in.
    { overrides: files, baseUrl, docusaurus: 'live' },
  );
  const shell = [...files].filter(([name]) =>
    (SHELL_COMPONENTS as readonly string[]).includes(name),
  );
  // A replacement that does not build is reported once, from the server's bundle.
  if (server.problems.length > 0) return { ...NONE, files, problems: server.problems, warnings };
  const browser = await bundlePageScripts(
    root,
    shell.map(([, file]) => file),
    { overrides: files, baseUrl },
    'theme',
  );
  const problems = browser.problems;
  const components: ThemeOverrides = {};
  let css = '';
  const themeCss = new Set<string>();
  for (const [name, file] of files) {
    const loaded = server.modules.get(path.resolve(file));
    if (!loaded) continue;
    components[name] = loaded.component;
    css += loaded.css;
    for (const sheet of loaded.themeCss) themeCss.add(fs.readFileSync(sheet, 'utf8'));
  }
  const scripts: Record<string, string> = {};
  for (const [name, file] of shell) {
    const script = browser.entries.get(path.resolve(file));
    if (script) scripts[name] = script;
  }
  return {
    components,
    files,
    css,
    themeCss: [...themeCss],
    scripts,
    scriptFiles: browser.files,
    // The replacements and the files beside them they may import.
    key: hashOf(
      ...folders.flatMap(({ dir }) =>
        walkFolder(dir, { skip: (rel) => /(^|\/)\./.test(rel) }).files.flatMap((rel) => [
          path.join(dir, rel),
          readText(path.join(dir, rel)),
        ]),
      ),
    ),
    problems,
    warnings,
  };
}

/**
 * The replacements of one folder, added to `files` unless an earlier folder replaced the same
 * component. A file of the site's own folder that replaces nothing is warned about; a plugin's
 * theme folder may hold components of its own (`@theme/<Name>` imports find them).
 */
function collectReplacements(
  { dir, plugin }: ThemeFolder,
  files: Map<ThemeComponentName, string>,
  warnings: SiteError[],
): void {
  const candidates = replacementFiles(dir).map((rel) => ({ rel, name: replacedName(rel) }));
  // What a replacement's folder holds beside it (its parts, helpers) is its own business.
  const replaced = candidates
    .map(({ name }) => name)
    .filter((name) => DOCUSAURUS_THEME_NAMES.includes(name) || isThemeComponentName(name));
  const insideReplaced = (name: string) =>
    replaced.some((owner) => name !== owner && name.startsWith(`${owner}/`));
  const warned = new Set<string>();
  const ownFiles = new Map<ThemeComponentName, string>();
  for (const { rel, name } of candidates) {
    const file = path.join(dir, rel);
    // sitegen's versions of Docusaurus's theme modules (Tabs, MDXComponents…): replaced where
    // they are imported (docusaurusModules.ts).
    if (DOCUSAURUS_THEME_NAMES.includes(name)) continue;
    if (!isThemeComponentName(name)) {
      if (plugin || insideReplaced(name) || warned.has(name)) continue;
      warned.add(name);
      warnings.push(
        name.includes('/')
          ? {
              file,
              message: `replaces @theme/${name}, a part of Docusaurus's theme sitegen does not have (ignored)`,
              hint: `sitegen draws that part itself; the parts a site may replace are ${[...THEME_COMPONENT_NAMES, ...DOCUSAURUS_THEME_NAMES].join(', ')} (start a helper's name with _ to keep it out of this list)`,
            }
          : {
              file,
              message: `src/theme/${rel} replaces no theme component (ignored)`,
              hint: `name it after one of ${[...THEME_COMPONENT_NAMES, ...DOCUSAURUS_THEME_NAMES].join(', ')}, or start its name with _ if other replacements import it`,
            },
      );
      continue;
    }
    if (ownFiles.has(name)) {
      if (!plugin)
        warnings.push({
          file,
          message: `${name} is replaced twice; src/theme/${path.relative(dir, ownFiles.get(name)!)} is used`,
          hint: 'keep one of the two files',
        });
      continue;
    }
    ownFiles.set(name, file);
    // The site's own replacement wins over a plugin's.
    if (!files.has(name)) files.set(name, file);
  }
}

const readText = (file: string) => fs.readFileSync(file, 'latin1');
