/** An id for a key, a command or a component, for links to it (`navbar.items[].label` → `navbar-items-label`). */
export const anchorOf = (key: string) =>
  key
    .replace(/[^\w]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
