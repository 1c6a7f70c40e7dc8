/**
 * The social cards' fonts: an Arabic (or Hebrew) title is drawn with the Arabic font sitegen
 * brings, laid out from the right, and a character only a font the site has not installed holds
 * (Korean, here) is named with that font's package for the build's warning.
 */
import fs from 'node:fs';
import { expect, test } from 'vitest';
import {
  cardSvg,
  drawCard,
  familiesFor,
  fontPackages,
  fontsFor,
  missingFonts,
} from '../../src/emit/socialCards.js';
import type { SocialCard } from '../../src/render/socialCard.js';
import { repoRoot } from '../helpers.js';

const packages = fontPackages(repoRoot);
const without = (name: string) => new Map([...packages].filter(([key]) => key !== name));
const arabic: SocialCard = {
  title: 'مرحبا بكم في الوثائق',
  section: 'التوثيق',
  site: 'Tianji',
  lang: 'ar',
  direction: 'rtl',
};

/** Where each outline of a text's path starts (satori draws each line of text as one path, by colour). */
const outlines = (svg: string, fill: string) =>
  [...svg.matchAll(/<path fill="([^"]+)" d="([^"]+)"/g)]
    .filter((m) => m[1] === fill)
    .flatMap((m) => [...m[2].matchAll(/M([\d.]+) /g)].map((x) => Number(x[1])));
const TITLE = '#ffffff';

test("an Arabic card's fonts include Noto Sans Arabic, installed with sitegen; so do Hebrew ones", () => {
  expect(packages.has('noto-sans-arabic')).toBe(true);
  expect(packages.has('noto-sans-hebrew')).toBe(true);
  const names = (text: string, lang: string) => fontsFor(packages, text, lang).map((f) => f.name);
  expect(names(arabic.title, 'ar')).toContain('noto-sans-arabic-arabic');
  expect(names('ברוכים הבאים', 'he')).toContain('noto-sans-hebrew-hebrew');
  expect(names('خوش آمدید', 'fa')).toContain('noto-sans-arabic-arabic');
  expect(missingFonts(arabic, packages)).toEqual([]);
});

test("an Arabic title is drawn in Arabic glyphs, from the right (without the font: the base font's empty boxes)", async () => {
  const title = outlines(await cardSvg(arabic, packages), TITLE);
  const boxes = outlines(await cardSvg(arabic, without('noto-sans-arabic')), TITLE);
  expect(title.length).toBeGreaterThan(20);
  // The base font draws a box for each letter it lacks; the Arabic font, the joined letters.
  expect(title).not.toEqual(boxes);
  // Right to left: the title starts at the card's right padding (1200 - 80) and does not reach
  // the left one (80), where a left-to-right line would start.
  expect(Math.max(...title)).toBeGreaterThan(1050);
  expect(Math.min(...title)).toBeGreaterThan(300);
  if (process.env.SITEGEN_CARD_OUT)
    fs.writeFileSync(
      `${process.env.SITEGEN_CARD_OUT}/card-ar.png`,
      await drawCard(arabic, packages),
    );
});

test('a character only an uninstalled font draws names its package; Han follows the language', () => {
  const korean: SocialCard = { title: '시작하기', site: 'Site', lang: 'ko' };
  expect(missingFonts(korean, packages)).toEqual(['noto-sans-kr']);
  const japanese: SocialCard = { title: 'はじめに', site: 'Site', lang: 'ja' };
  const noCjk = new Map([...packages].filter(([key]) => !/-(jp|sc)$/.test(key)));
  expect(missingFonts(japanese, noCjk)).toEqual(['noto-sans-jp']);
  // Kana Noto Sans SC holds too: drawn by it when the Japanese font is missing.
  expect(missingFonts(japanese, without('noto-sans-jp'))).toEqual([]);
  expect(missingFonts(japanese, packages)).toEqual([]);
  const chinese: SocialCard = { title: '快速开始', site: 'Site', lang: 'zh-Hans' };
  expect(
    missingFonts(
      chinese,
      new Map([...without('noto-sans-sc')].filter(([k]) => k !== 'noto-sans-jp')),
    ),
  ).toEqual(['noto-sans-sc']);
  // Han characters another installed font holds are drawn by it: nothing to install.
  expect(missingFonts(chinese, without('noto-sans-sc'))).toEqual([]);
  // Traditional Chinese asks for Noto Sans TC, its forms of the characters, and draws with it first.
  const noCjkAtAll = new Map([...packages].filter(([key]) => !/-(jp|sc|tc|kr)$/.test(key)));
  for (const lang of ['zh-Hant', 'zh-TW', 'zh-HK']) {
    const traditional: SocialCard = { title: '快速開始', site: 'Site', lang };
    expect(missingFonts(traditional, noCjkAtAll), lang).toEqual(['noto-sans-tc']);
    expect(
      familiesFor(lang).find((name) => /-(jp|sc|tc|kr)$/.test(name)),
      lang,
    ).toBe('noto-sans-tc');
  }
  expect(missingFonts({ ...chinese, lang: 'zh-CN' }, noCjkAtAll)).toEqual(['noto-sans-sc']);
});
