/**
 * Social cards: a 1200×630 PNG per page (its title, its section, the site's name) for `og:image`
 * and `twitter:image` where the page names no image of its own, drawn at build time with satori
 * (layout to SVG) and resvg (SVG to PNG). Fonts are Noto Sans from the @fontsource packages, in the
 * subsets the card's text needs (a title in Chinese loads the few Noto Sans SC files holding its
 * characters, not the whole font); Japanese pages draw Han characters with Noto Sans JP. A card is
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

/** The families a card may draw with, in the order glyphs are looked for, by locale. */
function familiesFor(lang: string): string[] {
  const cjk = /^ja\b/i.test(lang)
    ? ['noto-sans-jp', 'noto-sans-sc']
    : ['noto-sans-sc', 'noto-sans-jp'];
  return ['noto-sans', ...cjk];
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
  for (const name of ['noto-sans', 'noto-sans-jp', 'noto-sans-sc']) {
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
function fontsFor(packages: Map<string, FontPackage>, text: string, lang: string) {
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

/** Draws a card as a PNG. */
export async function drawCard(
  card: SocialCard,
  packages: Map<string, FontPackage>,
): Promise<Buffer> {
  const text = [card.title, card.section ?? '', card.site].join(' ');
  const fonts = fontsFor(packages, text, card.lang);
  const families = [...new Set(fonts.map((font) => font.name))].join(', ');
  const svg = await satori(layout(card, families) as never, {
    width: WIDTH,
    height: HEIGHT,
    fonts,
  });
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
