/**
 * The end of a locale's emit (emitLocale.ts), once its pages are written: its other files
 * (stylesheets, sitemap, llms.txt, the plugins' files), each written when it may have changed and
 * its text did, and the files copied as they are (the static folder, content assets).
 */
import { hashOf } from '../cache/index.js';
import {
  copyContentAssets,
  copyStatic,
  copyStaticFile,
  type SitemapEntry,
  type Writer,
} from '../emit/index.js';
import { isHashedAssetFile } from '../routes/index.js';
import { localeFilesToRender, pluginEdit } from './affected.js';
import type { LocaleLayout, RenderedRoute } from './localeState.js';
import type { PreparedLocale } from './prepareLocale.js';
import { ALL_LOCALE_FILES, renderLocaleFiles, type RouteRenderer } from './renderRoutes.js';
import { timed } from './timings.js';

/** Whether one of these pages has a Mermaid diagram. */
export const hasDiagrams = (pages: Map<string, RenderedRoute>) =>
  [...pages.values()].some((page) => page.diagram);

export interface LocaleFilesInput {
  prepared: PreparedLocale;
  renderer: RouteRenderer;
  /** The locale's layout (the renderer's may carry the social cards' hook). */
  layout: LocaleLayout;
  writer: Writer;
  /** Every route's sitemap entry, in route order. */
  sitemap: SitemapEntry[];
  /** For a rebuild: whether an entry of the sitemap changed. */
  sitemapChanged: boolean;
  /** Whether a page of the locale has a Mermaid diagram (its stylesheet and script then). */
  diagrams: boolean;
  /** Keep the hash of each file written, for the next rebuild (`serve --watch`). */
  keepState: boolean;
  /** An output folder whose copies of the static and content files are taken rather than copied again. */
  copyFrom?: string;
}

/** Writes the locale's other files and copies; the bytes written, and each file's hash kept. */
export async function writeLocaleFiles(
  input: LocaleFilesInput,
): Promise<{ bytes: number; extras: Map<string, string> }> {
  const { prepared, renderer, layout, writer, sitemap, sitemapChanged, diagrams, keepState } =
    input;
  const { config } = renderer.site;
  const { content, table, recompiled, fresh, edit } = prepared;
  const previous = edit?.previous;
  const diagramsChanged = previous !== undefined && diagrams !== hasDiagrams(previous.rendered);
  const needs = edit
    ? {
        ...localeFilesToRender(
          edit,
          layout,
          sitemapChanged,
          // Any content plugin's own files (the blog's feeds) the edit may change.
          [...content.content.keys()].some(
            (plugin) =>
              plugin.localeFiles &&
              (plugin.filesChanged?.(
                pluginEdit(
                  edit,
                  plugin,
                  table,
                  recompiled,
                  (name) => name in layout.render.overrides,
                ),
              ) ??
                true),
          ),
        ),
        ...(diagramsChanged && { stylesheets: true }),
      }
    : ALL_LOCALE_FILES;
  let bytes = 0;
  const extras = new Map(previous?.extras);
  const localeFiles = await timed('locale files', () =>
    renderLocaleFiles(renderer, table, sitemap, needs, diagrams),
  );
  for (const [file, text] of localeFiles) {
    const hash = keepState ? hashOf(text) : '';
    if (previous && extras.get(file) === hash) continue;
    bytes += writer.write(file, text);
    if (keepState) extras.set(file, hash);
  }
  // Stylesheets and scripts are named by their content: one the locale no longer has goes.
  if (previous && needs.stylesheets) {
    const written = new Set(localeFiles.map(([file]) => file));
    for (const file of previous.extras.keys()) {
      if (!isHashedAssetFile(file) || written.has(file)) continue;
      writer.remove(file);
      extras.delete(file);
    }
  }

  // files copied as they are
  timed('copy assets', () => {
    const last = input.copyFrom;
    if (!edit) copyStatic(config.root, config.staticDir, writer, last);
    for (const file of edit?.changes.static ?? [])
      copyStaticFile(config.root, config.staticDir, file, writer);
    copyContentAssets(
      [...fresh.values()].flatMap((c) => c.assets),
      writer,
      edit ? undefined : last,
    );
  });
  return { bytes, extras };
}
