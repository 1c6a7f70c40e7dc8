/**
 * Social cards: a 1200×630 PNG per page (its title, its section, the site's name) for `og:image`
 * and `twitter:image` where the page names no image of its own, drawn at build time with satori
 * (layout to SVG) and resvg (SVG to PNG). Fonts are Noto Sans from the @fontsource packages, in the
 * subsets the card's text needs (a title in Chinese loads the few Noto Sans SC files holding its
 * characters, not the whole font); Japanese pages draw Han characters with Noto Sans JP,
 * traditional Chinese ones (zh-Hant, zh-TW, zh-HK) with Noto Sans TC. Arabic
 * and Hebrew (small) are installed with sitegen; the Chinese, Japanese and Korean fonts (about 80
 * MB each) are the site's to install, and a card needing one that is missing is counted
 * (`missingFonts`) for the build's one warning. A right-to-left title is laid out from the right,
 * its words shaped and ordered by satori (HarfBuzz). A card is
 * named by the hash of what it shows and kept in the cache folder, so an unchanged page's card is
 * copied, not drawn again. Loaded only when the config turns cards on (a dynamic import).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import type { SocialCard } from '../render/index.js';
import { replaceFile } from '../replaceFile.js';

const WIDTH = 1200;
const HEIGHT = 630;

/** A font family from an @fontsource package: its subsets and the characters each holds. */
interface FontPackage {
  family: string;
  dir: string;
  subsets: Array<{ name: string; ranges: Array<[number, number]> }>;
}

/** Chinese written in traditional characters: Taiwan, Hong Kong, Macau, or said outright. */
const TRADITIONAL = /^zh-(?:hant|tw|hk|mo)\b/i;

/** The font that draws Han characters in the forms the language writes them. */
function hanFamily(lang: string): string {
  if (/^ja\b/i.test(lang)) return 'noto-sans-jp';
  if (/^ko\b/i.test(lang)) return 'noto-sans-kr';
  return TRADITIONAL.test(lang) ? 'noto-sans-tc' : 'noto-sans-sc';
}

/** The families a card may draw with, in the order glyphs are looked for, by locale. */
export function familiesFor(lang: string): string[] {
  const cjk = [hanFamily(lang), 'noto-sans-sc', 'noto-sans-tc', 'noto-sans-jp', 'noto-sans-kr'];
  return ['noto-sans', 'noto-sans-arabic', 'noto-sans-hebrew', ...new Set(cjk)];
}

/** Every family a card may use, for finding the packages. */
const FAMILIES = familiesFor('en');

/**
 * The package that draws a character the base font lacks, by script: the Chinese, Japanese and
 * Korean fonts a site installs itself (Han characters in the page's language's forms), and the
 * Arabic and Hebrew ones installed with sitegen.
 */
function packageFor(code: number, lang: string): string | undefined {
  const within = (ranges: Array<[number, number]>) =>
    ranges.some(([from, to]) => code >= from && code <= to);
  if (
    within([
      [0x1100, 0x11ff],
      [0x3130, 0x318f],
      [0xa960, 0xa97f],
      [0xac00, 0xd7af],
    ])
  )
    return 'noto-sans-kr';
  if (
    within([
      [0x3040, 0x30ff],
      [0x31f0, 0x31ff],
      [0xff66, 0xff9f],
    ])
  )
    return 'noto-sans-jp';
  if (
    within([
      [0x2e80, 0x2fdf],
      [0x3000, 0x303f],
      [0x3400, 0x4dbf],
      [0x4e00, 0x9fff],
      [0xf900, 0xfaff],
      [0xff00, 0xff65],
      [0x20000, 0x3134f],
    ])
  )
    return hanFamily(lang);
  if (
    within([
      [0x0600, 0x06ff],
      [0x0750, 0x077f],
      [0x08a0, 0x08ff],
      [0xfb50, 0xfdff],
      [0xfe70, 0xfeff],
    ])
  )
    return 'noto-sans-arabic';
  if (
    within([
      [0x0590, 0x05ff],
      [0xfb1d, 0xfb4f],
    ])
  )
    return 'noto-sans-hebrew';
  return undefined;
}

/**
 * The font packages a card's text needs that are not installed: those of its characters no
 * installed family holds (they are drawn in the base font, which lacks them: left blank).
 */
export function missingFonts(card: SocialCard, packages: Map<string, FontPackage>): string[] {
  const missing = new Set<string>();
  const families = familiesFor(card.lang).flatMap((name) => packages.get(name) ?? []);
  for (const ch of [card.title, card.section ?? '', card.site].join(' ')) {
    const code = ch.codePointAt(0)!;
    const needed = packageFor(code, card.lang);
    if (!needed || packages.has(needed)) continue;
    const held = families.some((pkg) =>
      pkg.subsets.some((subset) => subset.ranges.some(([from, to]) => code >= from && code <= to)),
    );
    if (!held) missing.add(needed);
  }
  return [...missing];
}

function parseRanges(text: string): Array<[number, number]> {
  return text.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

/**
 * Finds the font packages from the site first (a site may install the CJK fonts itself), then
 * from sitegen's own dependencies; a package found nowhere draws nothing (its characters fall back
 * to the other families, or to blank space).
 */
export function fontPackages(siteRoot: string): Map<string, FontPackage> {
  const found = new Map<string, FontPackage>();
  const requires = [
    createRequire(path.join(siteRoot, 'package.json')),
    createRequire(import.meta.url),
  ];
  for (const name of FAMILIES) {
    for (const require of requires) {
      let manifest: string;
      try {
        manifest = require.resolve(`@fontsource/${name}/package.json`);
      } catch {
        continue;
      }
      const dir = path.dirname(manifest);
      const unicode = JSON.parse(fs.readFileSync(path.join(dir, 'unicode.json'), 'utf8')) as Record<
        string,
        string
      >;
      const subsets = Object.entries(unicode).map(([key, ranges]) => ({
        name: key.replace(/^\[|\]$/g, ''),
        ranges: parseRanges(ranges),
      }));
      found.set(name, { family: name, dir, subsets });
      break;
    }
  }
  return found;
}

/** The card's text and what draws it: everything its picture depends on. */
export interface CardDrawing extends SocialCard {
  /** The font packages' versions, so a font update draws the card again. */
  fonts: string;
}

const fontCache = new Map<string, Buffer>();

/** The font files (each subset holding a character of `text`) of each family, in lookup order. */
export function fontsFor(packages: Map<string, FontPackage>, text: string, lang: string) {
  const codes = new Set([...text].map((ch) => ch.codePointAt(0)!));
  const fonts: Array<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }> = [];
  for (const family of familiesFor(lang)) {
    const pkg = packages.get(family);
    if (!pkg) continue;
    for (const subset of pkg.subsets) {
      const used =
        (family === 'noto-sans' && subset.name === 'latin') ||
        [...codes].some((code) => subset.ranges.some(([from, to]) => code >= from && code <= to));
      if (!used) continue;
      for (const weight of [400, 700] as const) {
        const file = path.join(pkg.dir, 'files', `${family}-${subset.name}-${weight}-normal.woff`);
        let data = fontCache.get(file);
        if (!data) {
          if (!fs.existsSync(file)) continue;
          fontCache.set(file, (data = fs.readFileSync(file)));
        }
        // Each subset a family of its own: satori keeps one font per name and weight.
        fonts.push({ name: `${family}-${subset.name}`, data, weight, style: 'normal' });
      }
    }
  }
  return fonts;
}

type Node = { type: string; props: Record<string, unknown> };
const el = (type: string, style: Record<string, unknown>, children: unknown): Node => ({
  type,
  props: { style, children },
});

/** The card's picture as satori's element tree; `families`: its fonts, in lookup order. */
function layout(card: SocialCard, families: string): Node {
  const rtl = card.direction === 'rtl';
  return el(
    'div',
    {
      // satori adds the padding outside these.
      width: WIDTH - 160,
      height: HEIGHT - 144,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '72px 80px',
      background: 'linear-gradient(135deg, #17132f 0%, #2b2166 55%, #1d3a66 100%)',
      color: '#ffffff',
      fontFamily: families,
      direction: rtl ? 'rtl' : 'ltr',
    },
    [
      el(
        'div',
        { display: 'flex', fontSize: 34, fontWeight: 700, color: '#c9c2ff', letterSpacing: 0.5 },
        card.section ?? card.site,
      ),
      el(
        'div',
        {
          display: 'block',
          width: WIDTH - 160,
          fontSize: card.title.length > 60 ? 58 : 70,
          fontWeight: 700,
          lineHeight: 1.2,
          lineClamp: 3,
          maxHeight: 3 * 1.2 * 70,
          overflow: 'hidden',
        },
        card.title,
      ),
      el(
        'div',
        {
          display: 'flex',
          paddingTop: 18,
          borderTop: '3px solid #8f7dff',
          fontSize: 30,
          color: '#e7e4ff',
        },
        card.site,
      ),
    ],
  );
}

/** A card's picture as SVG, its text drawn as paths. */
export async function cardSvg(
  card: SocialCard,
  packages: Map<string, FontPackage>,
): Promise<string> {
  const text = [card.title, card.section ?? '', card.site].join(' ');
  const fonts = fontsFor(packages, text, card.lang);
  const families = [...new Set(fonts.map((font) => font.name))].join(', ');
  return satori(layout(card, families) as never, { width: WIDTH, height: HEIGHT, fonts });
}

/** Draws a card as a PNG. */
export async function drawCard(
  card: SocialCard,
  packages: Map<string, FontPackage>,
): Promise<Buffer> {
  const svg = await cardSvg(card, packages);
  return new Resvg(svg, { fitTo: { mode: 'width', value: WIDTH } }).render().asPng();
}

/** The versions of the font packages found, for the cards' cache key. */
export function fontVersions(packages: Map<string, FontPackage>): string {
  return [...packages.values()]
    .map((pkg) => {
      const manifest = JSON.parse(fs.readFileSync(path.join(pkg.dir, 'package.json'), 'utf8'));
      return `${pkg.family}@${manifest.version as string}`;
    })
    .join(',');
}

export interface CardJob {
  /** Its file in the locale's output folder. */
  file: string;
  /** The hash it is named and cached by. */
  hash: string;
  card: SocialCard;
}

/**
 * Each card's PNG: from the cache folder when it holds it (an unchanged page), else drawn and
 * kept there. `drawn` counts the cards drawn, for the build's timing and tests.
 */
export async function cardImages(
  jobs: CardJob[],
  siteRoot: string,
  cacheFolder: string,
): Promise<{ images: Array<[string, Buffer]>; drawn: number }> {
  let packages: Map<string, FontPackage> | undefined;
  const images: Array<[string, Buffer]> = [];
  let drawn = 0;
  fs.mkdirSync(cacheFolder, { recursive: true });
  for (const job of jobs) {
    const cached = path.join(cacheFolder, `${job.hash}.png`);
    let png: Buffer | undefined;
    try {
      png = fs.readFileSync(cached);
    } catch {
      png = undefined;
    }
    if (!png) {
      packages ??= fontPackages(siteRoot);
      png = await drawCard(job.card, packages);
      replaceFile(cached, png);
      drawn++;
    }
    images.push([job.file, png]);
  }
  return { images, drawn };
}
