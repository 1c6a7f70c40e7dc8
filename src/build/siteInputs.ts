/**
 * What every locale of a build shares: the config, the HTML template, the theme stylesheet, the
 * browser runtime and the OpenAPI description. `serve --watch` reloads each one on its own when its file changes.
 */
import { timed } from './timings.js';
import fs from 'node:fs';
import path from 'node:path';
import { hashOf, openCache } from '../cache/cache.js';
import type { ResolvedConfig } from '../config/types.js';
import type { ApiSpec } from '../content/openapi.js';
import { bundleThemeCss, packageRoot, themeCssEntry, type Stylesheet } from '../emit/assets.js';
import { bundleClient, type ClientBundle } from '../emit/clientBundle.js';
import { BuildFailed, ErrorList, esbuildFailed } from '../errors.js';
import { PIPELINE_VERSION } from '../markdown/version.js';
import { loadTemplate, type Template } from '../render/template.js';

export interface SiteInputs {
  config: ResolvedConfig;
  template: Template;
  /** Changes whenever the template's text does. */
  templateKey: string;
  stylesheet: Stylesheet;
  /** The browser runtime, shared by every locale. */
  client: ClientBundle;
  apiSpec?: ApiSpec;
  /** Drafts are built only for `serve --watch`. */
  includeDrafts: boolean;
}

export async function loadSiteInputs(config: ResolvedConfig, includeDrafts: boolean): Promise<SiteInputs> {
  const template = loadTemplate(config);
  // Together: esbuild bundles the stylesheet and the runtime in its own process while this one
  // validates the OpenAPI description.
  const [stylesheet, client, apiSpec] = await Promise.all([timed('input: css', () => loadThemeCss()), timed('input: client', () => bundleClient(config.root)), timed('input: api', () => loadApi(config))]);
  return { config, template, templateKey: templateKeyOf(template), apiSpec, stylesheet, client, includeDrafts };
}

export function loadSiteTemplate(config: ResolvedConfig): Pick<SiteInputs, 'template' | 'templateKey'> {
  const template = loadTemplate(config);
  return { template, templateKey: templateKeyOf(template) };
}

function templateKeyOf(template: Template): string {
  return hashOf(template.file, fs.readFileSync(template.file, 'utf8'));
}

/** The theme stylesheet; a CSS syntax error is a build error at its position. */
export async function loadThemeCss(): Promise<Stylesheet> {
  try {
    return await bundleThemeCss();
  } catch (thrown) {
    throw esbuildFailed(thrown, packageRoot(), themeCssEntry(), 'fix the stylesheet so it parses') ?? thrown;
  }
}

/**
 * The OpenAPI description as plain data. Validating it is the slow part, so the result is cached
 * by the file's content hash: an unchanged description is not parsed again.
 */
export async function loadApi(config: ResolvedConfig): Promise<ApiSpec | undefined> {
  if (!config.content.api) return undefined;
  const file = path.resolve(config.root, config.content.api.spec);
  if (!fs.existsSync(file)) {
    throw new BuildFailed([{ file: config.configFile, message: `the OpenAPI description ${config.content.api.spec} does not exist`, hint: 'fix content.api.spec in the config' }]);
  }
  const cache = openCache<ApiSpec>(config.root, 'openapi');
  const key = hashOf(PIPELINE_VERSION, file, fs.readFileSync(file, 'utf8'));
  const cached = cache.get(key);
  if (cached) return cached;
  const errors = new ErrorList();
  const { loadOpenApi, renderDescriptions } = await import('../content/openapi.js');
  const { safeMarkdown } = await import('../markdown/safeMarkdown.js');
  const loaded = await loadOpenApi(file, errors);
  errors.throwIfAny();
  const spec = loaded && renderDescriptions(loaded, safeMarkdown);
  if (spec) void cache.set(key, spec); // written in the background
  return spec;
}
