/**
 * Files besides pages: the theme stylesheet (bundled and minified once per build, content-hashed
 * name), the static folder, and files content referenced (already given hashed names).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import type { ThemeColors, ThemeConfig } from '../config/index.js';
import {
  isBareSpecifier,
  isPackageFile,
  noteCodeImport,
  walkFolder,
  whyCodeCannotImport,
  whyOutsideSite,
} from '../content/index.js';
import { BuildFailed, type SiteError } from '../errors.js';
import type { AssetRef } from '../markdown/index.js';
import { sitePostcss, siteSass, staticCssUrls } from '../bundle/index.js';
import { MEDIA_DIR, stylesheetFile } from '../routes/index.js';
import { outputPath } from './outputPath.js';
import type { Writer } from './writer.js';
import { infimaLayerCss } from './infimaCss.js';
import { prismThemeCss } from './prismThemeCss.js';
import { packageRoot } from '../packageRoot.js';

export interface Stylesheet {
  /** Output path relative to a locale folder ("assets/css/theme.1a2b3c4d.css"). */
  file: string;
  text: string;
  /** Images and fonts it names by a relative `url()`, copied under hashed names beside it. */
  assets?: Array<{ file: string; text: Uint8Array }>;
}

/** The theme stylesheet's entry file. */
export function themeCssEntry(): string {
  return path.join(packageRoot(), 'src', 'theme', 'styles', 'index.css');
}

/**
 * Where the theme and Infima meet (Infima itself is emit/infimaCss.ts's), bundled after the
 * theme's for sites that load Infima.
 */
export function infimaCssEntry(): string {
  return path.join(packageRoot(), 'src', 'theme', 'styles', 'infima.css');
}

/** Files a stylesheet may name by a relative `url()`: copied as they are, under hashed names. */
const CSS_ASSET_LOADERS: Record<string, esbuild.Loader> = Object.fromEntries(
  ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.svg', '.ico']
    .concat(['.woff', '.woff2', '.ttf', '.otf', '.eot'])
    .map((ext) => [ext, 'file']),
);

/**
 * Bundles the theme stylesheet (with Infima, in a layer under it, when `theme.infima`), then the site's own
 * (`theme.customCss`), its colours (`theme.colors`) and its code themes (`theme.prism`), so they
 * win over the theme's rules of the same weight. An image or font a
 * site's stylesheet names by a relative `url()` is copied beside it (`assets/media/`, hashed name);
 * `url(/img/…)` is a file of the static folder, under `baseUrl`. esbuild's messages name files
 * relative to `packageRoot()`.
 */
export async function bundleThemeCss(
  theme: ThemeConfig,
  root: string,
  baseUrl: string,
): Promise<Stylesheet> {
  const imports = [
    themeCssEntry(),
    ...(theme.infima ? [infimaCssEntry()] : []),
    ...theme.customCss,
  ].map((file) => `@import ${JSON.stringify(file)};`);
  // Where the stylesheet goes inside a locale folder: esbuild writes its urls relative to it.
  const cssDir = path.join(packageRoot(), path.dirname(stylesheetFile('theme', '0')));
  const result = await esbuild.build({
    stdin: {
      contents: [
        ...imports,
        theme.infima ? infimaLayerCss() : '',
        colorsCss(theme.colors),
        prismThemeCss(theme.prism),
      ].join('\n'),
      loader: 'css',
      resolveDir: packageRoot(),
      sourcefile: 'theme.css',
    },
    plugins: [
      staticCssUrls(baseUrl),
      siteCss(root, path.join(packageRoot(), 'theme.css')),
      sitePostcss(root),
      siteSass(root, 'stylesheet'),
    ],
    absWorkingDir: packageRoot(),
    bundle: true,
    minify: true,
    outdir: cssDir,
    loader: CSS_ASSET_LOADERS,
    assetNames: `${path.relative(cssDir, path.join(packageRoot(), MEDIA_DIR))}/[name]-[hash]`,
    write: false,
    logLevel: 'silent',
    target: CSS_TARGETS,
  });
  const css = result.outputFiles.find((out) => out.path.endsWith('.css'));
  if (!css) throw new Error('esbuild wrote no stylesheet');
  const assets = result.outputFiles
    .filter((out) => out !== css)
    .map((out) => ({
      file: path.relative(packageRoot(), out.path).split(path.sep).join('/'),
      text: out.contents,
    }));
  return { ...hashedCss('theme', css.text), assets };
}

/**
 * What a site's stylesheet may name: it is the site's code, so an `@import` or `url()` may reach
 * its repository, not a hidden file nor beyond (content/codeImports.ts), and a package's files are
 * the package's.
 */
function siteCss(root: string, entry: string): esbuild.Plugin {
  const own = packageRoot();
  const inside = (dir: string, file: string) => !path.relative(dir, file).startsWith('..');
  return {
    name: 'site-css',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        // The entry (it names the theme and the site's files), the theme's own imports, and a
        // package's.
        if (args.importer === entry || isPackageFile(args.importer)) return undefined;
        if (inside(own, args.importer) && !inside(root, args.importer)) return undefined;
        if (/^[a-z][\w+.-]*:/i.test(args.path)) return { external: true };
        const file = path.resolve(args.resolveDir, args.path);
        // `@import "pkg/x.css"`: CSS tries the path beside the file first, then the package.
        if (isBareSpecifier(args.path) && !fs.existsSync(file)) return undefined;
        const refused = whyCodeCannotImport(root, file);
        if (refused) return { errors: [{ text: `"${args.path}" cannot be used: ${refused}` }] };
        noteCodeImport(root, file);
        return undefined;
      });
    },
  };
}

/**
 * A stylesheet of sitegen's own that only some pages link (a content plugin's, such as the API
 * reference's `api.css`): bundled and minified alone, under a hashed name of its own.
 */
export async function bundleOwnCss(name: string, entry: string): Promise<Stylesheet> {
  const result = await esbuild.build({
    entryPoints: [entry],
    absWorkingDir: packageRoot(),
    outdir: path.join(packageRoot(), path.dirname(stylesheetFile(name, '0'))),
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'silent',
    target: CSS_TARGETS,
  });
  const css = result.outputFiles.find((out) => out.path.endsWith('.css'));
  if (!css) throw new Error(`esbuild wrote no stylesheet for ${entry}`);
  return hashedCss(name, css.text);
}

/** CSS that site modules imported (page components, MDX), minified, as its own file. */
export function minifiedCss(name: string, css: string): Promise<Stylesheet> {
  const key = `${name}\u0000${css}`;
  let sheet = minified.get(key);
  if (!sheet) {
    if (minified.size >= 16) minified.clear();
    sheet = esbuild
      .transform(css, { loader: 'css', minify: true, target: CSS_TARGETS })
      .then((result) => hashedCss(name, result.code));
    minified.set(key, sheet);
    // A failed minify is not kept: the next build asks again.
    sheet.catch(() => minified.delete(key));
  }
  return sheet;
}

/**
 * Each stylesheet minified in this process, by its name and text: every locale of a build has the
 * same pages' stylesheet, minified once (esbuild answered each in 1-3 ms, but behind the module
 * bundling of other locales: 66-106 ms of waiting per locale in a build of Jest's nine). A build
 * has a few; `serve --watch` makes one per change of the CSS, so only the last sixteen are kept.
 */
const minified = new Map<string, Promise<Stylesheet>>();

const CSS_TARGETS = ['chrome100', 'firefox100', 'safari15'];

/**
 * The colours the accent stands for, when a set gives the accent alone: links in its colour and
 * its soft background (active sidebar items, search results), so one key does not leave the
 * theme's own accent in half the places.
 */
function withDerived(set: ThemeColors): ThemeColors {
  const accent = set.accent;
  if (!accent) return set;
  return {
    link: accent,
    accentSoft: `color-mix(in srgb, ${accent} 14%, transparent)`,
    accentStrong: accent,
    ...set,
  };
}

/** `theme.colors` as custom properties: `both` for every mode, then each mode's own. */
function colorsCss(colors: ThemeConfig['colors']): string {
  const block = (selector: string, given: ThemeColors) => {
    const set = withDerived(given);
    // In name order, so the stylesheet (and its hash) does not depend on how the config lists them.
    const declarations = Object.entries(set)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(
        ([name, value]) =>
          `--sg-${name.replace(/[A-Z]|\d+/g, (m) => `-${m.toLowerCase()}`)}: ${value};`,
      );
    return declarations.length > 0 ? `${selector} { ${declarations.join(' ')} }` : '';
  };
  return [
    block(':root, [data-theme="light"]', colors.both),
    block(':root:not([data-theme="light"])', colors.dark),
    block('[data-theme="light"]', colors.light),
  ].join('\n');
}

function hashedCss(name: string, text: string): Stylesheet {
  const hash = crypto.createHash('sha256').update(text).digest('hex').slice(0, 8);
  return { file: stylesheetFile(name, hash), text };
}

/**
 * Copies the static folder into a locale's output; returns the number of files. The output never
 * holds a symbolic link: a link inside the site is copied as the file (or folder) it leads to, and
 * a link out of the site is an error (a deploy that follows links would publish what it points to).
 *
 * A copy keeps its file's modification time (writer.ts's `copy`). `last`, the locale's folder in the output this build
 * replaces when that output is as the last build left it, or the folder of a locale this build
 * wrote before: a file there of the same size and time as the static file is a copy of it, and is
 * taken (writer.ts's `take`) instead of copied again (Jest's website: 102 files, 11 MB, in each of
 * 10 locales).
 */
export function copyStatic(root: string, staticDir: string, writer: Writer, last?: string): number {
  if (!fs.existsSync(staticDir)) return 0;
  const problems: SiteError[] = [];
  const walk = walkFolder(staticDir, { refuse: (link) => whyOutsideSite(root, link) });
  for (const link of walk.skipped)
    problems.push(
      link.kind === 'refused'
        ? outsideSite(link.path, link.why)
        : {
            file: link.path,
            message: `this static folder link cannot be followed: ${link.why}`,
            hint: 'remove the link or fix its target (a folder is published once)',
          },
    );
  for (const bad of walk.badNames)
    problems.push({
      file: bad.dir,
      message: `the ${bad.isDir ? 'folder' : 'file'} name "${bad.shown}" in this folder is not UTF-8`,
      hint: 'rename it in UTF-8 (convmv -f latin1 -t utf8 --notest <name> does it): a URL is made from the name',
    });
  for (const link of walk.links) {
    const refused = whyOutsideSite(root, link.path);
    if (refused) problems.push(outsideSite(link.path, refused));
  }
  if (problems.length > 0) throw new BuildFailed(problems);
  for (const rel of walk.files) copyOrTake(path.join(staticDir, rel), rel, writer, last);
  return walk.files.length;
}

/**
 * Copies `from` to `rel`, or takes the file at `rel` in `last` (writer.ts's `take`) when it is a
 * copy of `from` as it is still (`sameCopy`).
 */
function copyOrTake(from: string, rel: string, writer: Writer, last?: string): void {
  if (last && sameCopy(fs.statSync(from), path.join(last, rel)))
    writer.take(outputPath(last, rel), rel);
  else writer.copy(from, rel);
}

/**
 * Whether `copy` is a copy made of a file that is still as `source` says (writer.ts's `copy` keeps
 * the time): a file of the same size and modification time (to the millisecond: times are set
 * through seconds).
 */
function sameCopy(source: fs.Stats, copy: string): boolean {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(copy);
  } catch {
    return false;
  }
  return stat.isFile() && stat.size === source.size && Math.abs(stat.mtimeMs - source.mtimeMs) < 1;
}

/**
 * One file of the static folder, after it changed: copied into the output again, or removed from
 * it when it is gone. The same refusal as a whole-folder copy for a link leading out of the site.
 */
export function copyStaticFile(
  root: string,
  staticDir: string,
  relPath: string,
  writer: Writer,
): void {
  const from = path.resolve(staticDir, relPath);
  const refused = whyOutsideSite(root, from);
  if (refused) throw new BuildFailed([outsideSite(from, refused)]);
  if (fs.existsSync(from) && fs.statSync(from).isFile()) writer.copy(from, relPath);
  else writer.remove(relPath);
}

/** A file of the static folder that is a link leading out of the site. */
function outsideSite(file: string, why: string): SiteError {
  return {
    file,
    message: `this static file cannot be published: ${why}`,
    hint: 'copy the file into the static folder instead of linking to it',
  };
}

/**
 * Copies the files a locale's content links to (images, downloads) into its output, each once;
 * `last` as for `copyStatic`: a copy already there is taken.
 */
export function copyContentAssets(assets: AssetRef[], writer: Writer, last?: string): void {
  const done = new Set<string>();
  for (const asset of assets) {
    if (done.has(asset.to)) continue;
    done.add(asset.to);
    copyOrTake(asset.from, asset.to, writer, last);
  }
}
