/**
 * The generated social cards of a locale's build (`socialCards` in the config): while pages
 * render, each page without an image of its own names its card by the hash of what the card shows
 * (and of the code and fonts drawing it); after them, the cards are drawn, or copied from the
 * cache folder when a build drew them before, into `assets/social/` of the locale's output. A card
 * with characters no installed font draws is counted by the package that would draw them, and the
 * build says so once, naming the packages and the locales (`cardFontsWarning`).
 */
import path from 'node:path';
import { cacheDir, codeVersion, hashOf } from '../cache/index.js';
import type { ResolvedConfig } from '../config/index.js';
import type { SiteError } from '../errors.js';
import type { Writer } from '../emit/index.js';
import type { SocialCard } from '../render/index.js';

export interface SocialCardCollector {
  /** Takes a page's card; says its image's path on the site. */
  add(card: SocialCard): string;
  /** Writes the cards taken; says how many were drawn (not found in the cache) and the bytes written. */
  write(writer: Writer): Promise<{ drawn: number; bytes: number }>;
  /** How many of the cards taken need each font package that is not installed. */
  missingFonts: Map<string, number>;
}

/** The locale's card collector; undefined when the config has cards off. */
export async function socialCardCollector(
  config: ResolvedConfig,
): Promise<SocialCardCollector | undefined> {
  if (!config.socialCards) return undefined;
  // satori, resvg and the fonts load only for a site that draws cards.
  const { cardImages, fontPackages, fontVersions, missingFonts } =
    await import('../emit/socialCards.js');
  const packages = fontPackages(config.root);
  const base = hashOf(codeVersion(), fontVersions(packages));
  const jobs = new Map<string, { file: string; hash: string; card: SocialCard }>();
  const missing = new Map<string, number>();
  return {
    add(card) {
      const hash = hashOf(base, JSON.stringify(card)).slice(0, 16);
      const file = `assets/social/${hash}.png`;
      if (!jobs.has(hash)) {
        jobs.set(hash, { file, hash, card });
        for (const name of missingFonts(card, packages))
          missing.set(name, (missing.get(name) ?? 0) + 1);
      }
      return `/${file}`;
    },
    missingFonts: missing,
    async write(writer) {
      const { images, drawn } = await cardImages(
        [...jobs.values()],
        config.root,
        path.join(cacheDir(config.root), 'social-cards'),
      );
      let bytes = 0;
      for (const [file, png] of images) bytes += writer.write(file, png);
      return { drawn, bytes };
    },
  };
}

/**
 * The build's one warning about fonts its cards lack (none when none does): each package with the
 * locales whose cards need it, which are drawn without those characters meanwhile.
 */
export function cardFontsWarning(
  config: ResolvedConfig,
  missing: Array<{ locale: string; fonts: Map<string, number> }>,
): SiteError | undefined {
  const byPackage = new Map<string, { cards: number; locales: string[] }>();
  for (const { locale, fonts } of missing)
    for (const [name, cards] of fonts) {
      const entry = byPackage.get(name) ?? { cards: 0, locales: [] };
      entry.cards += cards;
      entry.locales.push(locale);
      byPackage.set(name, entry);
    }
  if (byPackage.size === 0) return undefined;
  const names = [...byPackage.keys()].sort();
  const cards = [...byPackage.values()].reduce((sum, entry) => sum + entry.cards, 0);
  const each = names
    .map((name) => `@fontsource/${name} (${byPackage.get(name)!.locales.join(', ')})`)
    .join(', ');
  return {
    file: config.configFile,
    message: `social cards: ${cards} card${cards === 1 ? ' has' : 's have'} characters no installed font draws, left blank on the card (drawn in Noto Sans, which lacks them); the fonts they need: ${each}`,
    hint: `install ${names.length === 1 ? 'it' : 'them'} in the site: npm install -D ${names.map((name) => `@fontsource/${name}`).join(' ')} (sitegen does not bring these fonts, about 80 MB each)`,
  };
}
