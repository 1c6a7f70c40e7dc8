/**
 * A theme string with its `{name}` placeholders filled in: React-free, for the browser runtime's
 * plain view as much as for `useT()` (i18n.tsx).
 */
export function format(
  strings: Record<string, string>,
  key: string,
  vars?: Record<string, string | number>,
): string {
  const text = strings[key] ?? key;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}
