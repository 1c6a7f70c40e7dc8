/**
 * The generated social cards of a locale's build (`socialCards` in the config): while pages
 * render, each page without an image of its own names its card by the hash of what the card shows
 * (and of the code and fonts drawing it); after them, the cards are drawn, or copied from the
 * cache folder when a build drew them before, into `assets/social/` of the locale's output.
 */
import path from 'node:path';
import { cacheDir, codeVersion, hashOf } from '../cache/index.js';
import type { ResolvedConfig } from '../config/index.js';
import type { Writer } from '../emit/index.js';
import type { SocialCard } from '../render/index.js';

export interface SocialCardCollector {
  /** Takes a page's card; says its image's path on the site. */
  add(card: SocialCard): string;
  /** Writes the cards taken; says how many were drawn (not found in the cache) and the bytes written. */
  write(writer: Writer): Promise<{ drawn: number; bytes: number }>;
}

/** The locale's card collector; undefined when the config has cards off. */
export async function socialCardCollector(
  config: ResolvedConfig,
): Promise<SocialCardCollector | undefined> {
  if (!config.socialCards) return undefined;
  // satori, resvg and the fonts load only for a site that draws cards.
  const { cardImages, fontPackages, fontVersions } = await import('../emit/socialCards.js');
  const base = hashOf(codeVersion(), fontVersions(fontPackages(config.root)));
  const jobs = new Map<string, { file: string; hash: string; card: SocialCard }>();
  return {
    add(card) {
      const hash = hashOf(base, JSON.stringify(card)).slice(0, 16);
      const file = `assets/social/${hash}.png`;
      if (!jobs.has(hash)) jobs.set(hash, { file, hash, card });
      return `/${file}`;
    },
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
