/**
 * Compiles every content source of one locale: `.md` to HTML (cached on disk by content hash),
 * `.mdx` and `.tsx` through the module bundler, then rendered to HTML with React.
 */
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hashOf, openCache } from '../cache/cache.js';
import type { ResolvedConfig } from '../config/types.js';
import { translationDir } from '../content/files.js';
import type { SourceFile } from '../content/types.js';
import type { ErrorList } from '../errors.js';
import { compileMd } from '../markdown/compileMd.js';
import type { CompileContext, ContentLabels } from '../markdown/context.js';
import { PIPELINE_VERSION } from '../markdown/plugins.js';
import type { CompiledContent } from '../markdown/types.js';
import { bundlePageModules, type LoadedModule } from '../render/pageModules.js';
import type { RouteTable } from '../routes/routeTable.js';
import { localeBase, localizeLink } from '../routes/urls.js';
import { format } from '../theme/i18n.js';

export interface CompiledSource extends CompiledContent {
  /** Exports of a `.tsx`/`.mdx` module besides the component (e.g. `frontMatter`). */
  exports?: Record<string, unknown>;
  css?: string;
}

/** Props every `.tsx` page component receives. */
export interface PageComponentProps {
  locale: string;
  localeBase: string;
  url: string;
  t: (key: string, vars?: Record<string, string | number>) => string;
}

export interface CompileInputs {
  config: ResolvedConfig;
  locale: string;
  strings: Record<string, string>;
  table: RouteTable;
  sources: SourceFile[];
  errors: ErrorList;
}

export function contentLabels(strings: Record<string, string>): ContentLabels {
  const kinds = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important'];
  return {
    footnotes: format(strings, 'markdown.footnotes'),
    backToReference: format(strings, 'markdown.backToReference'),
    admonitions: Object.fromEntries(kinds.map((kind) => [kind, format(strings, `admonition.${kind}`)])),
  };
}

export async function compileSources(inputs: CompileInputs): Promise<Map<string, CompiledSource>> {
  const { config, locale, strings, table, sources, errors } = inputs;
  const labels = contentLabels(strings);
  const base = localeBase(config, locale);
  const folders = [config.content.docs, config.content.pages, ...(config.content.blog ? [config.content.blog] : [])].map((folder) => ({
    from: translationDir(config.root, folder, locale),
    to: path.resolve(config.root, folder.dir),
  }));
  const contextFor = (source: SourceFile): CompileContext => ({
    file: source.file,
    defaultFile: source.defaultFile,
    toDefaultPath: (abs) => {
      const folder = folders.find((f) => abs.startsWith(f.from + path.sep));
      return folder ? folder.to + abs.slice(folder.from.length) : abs;
    },
    urlOfSource: (abs) => table.urlOfSource.get(abs),
    localize: (href) => localizeLink(config, locale, href),
    assetBase: base,
    labels,
  });

  const compiled = new Map<string, CompiledSource>();
  const cache = openCache<CompiledContent>(config.root, 'md');
  const contextHash = hashOf(PIPELINE_VERSION, locale, base, JSON.stringify([...table.urlOfSource]), JSON.stringify(labels));
  for (const source of sources) {
    if (source.format !== 'md') continue;
    const key = hashOf(contextHash, source.file, source.body);
    let result = cache.get(key);
    if (!result) {
      result = compileMd(source.body, contextFor(source));
      if (result.problems.length === 0) cache.set(key, result);
    }
    result.problems.forEach((p) => errors.add(p));
    compiled.set(source.file, result);
  }

  const moduleSources = sources.filter((s) => s.format !== 'md');
  const bundle = await bundlePageModules(
    config.root,
    locale,
    moduleSources.map((source) => ({ file: source.file, body: source.body, ctx: source.format === 'mdx' ? contextFor(source) : undefined })),
  );
  bundle.problems.forEach((p) => errors.add(p));
  for (const source of moduleSources) {
    const loaded = bundle.modules.get(path.resolve(source.file));
    if (!loaded) continue;
    const url = table.routes.find((r) => r.sourceFile === source.file)?.url ?? base;
    const html = renderModule(loaded, source, { locale, localeBase: base, url, t: (key, vars) => format(strings, key, vars) }, errors);
    compiled.set(source.file, {
      html,
      toc: loaded.mdx?.toc ?? [],
      assets: loaded.mdx?.assets ?? [],
      problems: loaded.mdx?.problems ?? [],
      exports: loaded.exports,
      css: loaded.css,
    });
  }
  return compiled;
}

function renderModule(loaded: LoadedModule, source: SourceFile, props: PageComponentProps, errors: ErrorList): string {
  try {
    return renderToString(createElement(loaded.component, source.format === 'mdx' ? {} : { ...props }));
  } catch (thrown) {
    errors.add({ file: source.file, message: `rendering failed: ${(thrown as Error).message}`, hint: 'fix the component so it renders on the server (no window/document at render time)' });
    return '';
  }
}
