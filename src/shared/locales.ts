/**
 * Which of sitegen's own string files (`locales/<id>.json`) a site's locale reads, and which way
 * its text runs. A site names its locales as it likes (`es-ES`, `pt`, `zh-TW`, `fa-IR`), while
 * sitegen ships one file per language (`es`, `pt-BR`, `zh-Hant`, `fa`), so the file is found from
 * the locale's language, script and region rather than by its exact id.
 */

/**
 * The id of the file among `available` that `locale` reads, tried in this order: the id itself
 * (ignoring case), its language with its script (`zh-TW` → `zh-Hant`), with its region or the
 * language's most likely one (`pt` → `pt-BR`), the language alone (`es-ES` → `es`), then any file
 * of the same language (`pt-PT` → `pt-BR`). Undefined when sitegen has no file in that language:
 * the locale then reads the default locale's strings, then English.
 */
export function themeLocaleOf(locale: string, available: readonly string[]): string | undefined {
  const byLowerCase = new Map(available.map((id) => [id.toLowerCase(), id]));
  const find = (id: string | undefined) =>
    id === undefined ? undefined : byLowerCase.get(id.toLowerCase());
  const exact = find(locale);
  if (exact) return exact;
  const parts = localeParts(locale);
  if (!parts) return undefined;
  const { language, script, region } = parts;
  const candidates = [
    script && `${language}-${script}`,
    region && `${language}-${region}`,
    language,
  ];
  for (const candidate of candidates) {
    const found = find(candidate || undefined);
    if (found) return found;
  }
  return [...available].sort().find((id) => localeParts(id)?.language === language);
}

/** The languages written right to left, by their ISO 639 code. */
const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ur', 'ps', 'yi', 'dv', 'ckb', 'sd', 'ug']);

/** `rtl` for a locale in a language written right to left (`ar`, `fa-IR`, `he`, `iw`), else `ltr`. */
export function directionOf(locale: string): 'ltr' | 'rtl' {
  const language = localeParts(locale)?.language;
  return language !== undefined && RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}

/** The language, script and region of a locale id, the script and region filled in as most likely. */
function localeParts(
  locale: string,
): { language: string; script?: string; region?: string } | undefined {
  try {
    const given = new Intl.Locale(locale);
    const likely = given.maximize();
    return {
      language: given.language,
      script: given.script ?? likely.script,
      region: given.region ?? likely.region,
    };
  } catch {
    return undefined;
  }
}
