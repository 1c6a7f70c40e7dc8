/**
 * The API reference's description, read once for every locale of a build (its `prepare`): the
 * OpenAPI file validated and its descriptions made HTML, with each locale's translation laid over
 * it. `serve --watch` prepares it again when one of its files changes (`siteFiles`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { codeVersion, hashOf, openCache } from '../../cache/index.js';
import type { ApiSlugs, ResolvedConfig } from '../../config/index.js';
import type { ApiSpec } from '../../content/index.js';
import { apiSourceFiles } from './overlay.js';
import { BuildFailed, ErrorList } from '../../errors.js';
import { fileTooLarge, readText } from '../../readText.js';

/** The files the API reference is read from, in any locale (overlay.ts). */
export function apiFiles(config: ResolvedConfig): string[] {
  const api = config.content.api;
  if (!api) return [];
  return [
    ...new Set([
      api.spec,
      ...Object.keys(config.locales).flatMap((locale) =>
        Object.values(apiSourceFiles(api, locale) ?? {}),
      ),
    ]),
  ];
}

/**
 * The OpenAPI description as plain data, per locale: each locale's translation file (if any) laid
 * over the English. Validating is the slow part, so the result is cached by the content hash of
 * the description and its translations: unchanged files are not parsed again. Locales without a
 * translation share the default's object.
 */
export async function prepareApi(
  config: ResolvedConfig,
  locales: string[] = Object.keys(config.locales),
): Promise<Record<string, ApiSpec> | undefined> {
  if (!config.content.api) return undefined;
  const file = config.content.api.spec;
  if (!fs.existsSync(file)) {
    throw new BuildFailed([
      {
        file: config.configFile,
        message: `the OpenAPI description ${path.relative(config.root, file)} does not exist`,
        hint: 'fix content.api.spec in the config',
      },
    ]);
  }
  const tooLarge = fileTooLarge(file, config.maxFileSizeMB);
  if (tooLarge) throw new BuildFailed([tooLarge]);
  const cache = openCache<ApiSpec>(config.root, 'openapi');
  const slugs = config.content.api.slugs;
  const described = hashOf(codeVersion(), slugs, file, fs.readFileSync(file));
  // Each locale built gets its translation laid over the description, or the description as it
  // is: each of those is made (and kept) once, and only for the locales this build has.
  const variants = locales.map((locale): ApiVariant => {
    const overlay = apiSourceFiles(config.content.api, locale)?.overlay;
    if (!overlay || !fs.existsSync(overlay)) return { locale, key: hashOf(described, '') };
    const text = readText(overlay, config.maxFileSizeMB);
    return { locale, overlay, key: hashOf(described, locale, overlay, text) };
  });
  const specs = new Map(variants.map(({ key }) => [key, cache.get(key)]));
  const missing = variants.filter(({ key }) => specs.get(key) === undefined);
  if (missing.length > 0) {
    const parsed = await parseApi(file, slugs, missing);
    for (const [key, spec] of parsed) {
      specs.set(key, spec);
      void cache.set(key, spec); // written in the background
    }
  }
  return Object.fromEntries(variants.map(({ locale, key }) => [locale, specs.get(key)!]));
}

/** A locale's OpenAPI description: with its translation laid over it, when it has one. */
interface ApiVariant {
  locale: string;
  overlay?: string;
  key: string;
}

/** The description of each variant, by its key, descriptions as HTML; parsed once for all. */
async function parseApi(
  file: string,
  slugs: ApiSlugs,
  variants: ApiVariant[],
): Promise<Map<string, ApiSpec>> {
  const errors = new ErrorList();
  const { loadOpenApi } = await import('./openapi.js');
  const { renderDescriptions } = await import('./html.js');
  const { applyOverlay, readOverlay } = await import('./overlay.js');
  const { safeInlineMarkdown, safeMarkdown } = await import('../../markdown/safeMarkdown.js');
  const loaded = await loadOpenApi(file, errors, slugs);
  errors.throwIfAny();
  const render = (spec: ApiSpec) => renderDescriptions(spec, safeMarkdown, safeInlineMarkdown);
  const parsed = new Map<string, ApiSpec>();
  for (const { key, overlay: overlayPath } of variants) {
    if (parsed.has(key)) continue;
    const overlay = overlayPath ? readOverlay(overlayPath, errors) : undefined;
    if (overlayPath && !overlay) continue; // its errors are told below
    parsed.set(key, render(overlay ? applyOverlay(loaded!, overlay, errors) : loaded!));
  }
  errors.throwIfAny();
  return parsed;
}
