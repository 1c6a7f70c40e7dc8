/**
 * A site's replacements of shell components (its `src/theme/Navbar.tsx`, `Footer.tsx`…), in the
 * browser: each is an island the server marked (theme/overridable.tsx), hydrated alone with the
 * props it was rendered with, while the rest of the shell stays plain. Their code and React load
 * only on a site that has one (the island's module, shellIslandsReact.tsx).
 *
 * When another page is shown, an island that stays on the page (the footer, a replaced navbar)
 * is rendered again with that page's props, keeping its state, as a shell rendered by React
 * would; one inside the part the view swaps (a replaced colour switch in the plain navbar) is
 * unmounted before and the new page's is hydrated after.
 */
import {
  CONTENT_ID,
  ISLAND_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  readIslandProps,
  type ClientShell,
} from '../theme/browser.js';

type Renderer = typeof import('./shellIslandsReact.js');

interface Island {
  element: HTMLElement;
  name: string;
  render(props: Record<string, unknown>): void;
  unmount(): void;
}

let shell: ClientShell;
let renderer: Promise<Renderer> | undefined;
let islands: Island[] = [];

/** The islands of the shell in `scope`: the outermost ones, outside the content region. */
function marked(scope: ParentNode): HTMLElement[] {
  return [...scope.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].filter(
    (element) =>
      !element.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`) &&
      !element.closest(`#${CONTENT_ID}`),
  );
}

function propsOf(element: Element): Record<string, unknown> {
  return readIslandProps(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}', shell);
}

/** Hydrates the shell's islands on the page (the first call sets the shell data). */
export function hydrateShellIslands(given?: ClientShell): void {
  if (given) shell = given;
  const modules = shell?.themeModules;
  if (!modules) return;
  const waiting = marked(document).filter((element) => !islands.some((i) => i.element === element));
  if (waiting.length === 0) return;
  renderer ??= import('./shellIslandsReact.js');
  renderer.then(
    async (module) => {
      const hydrate = await module.islandHydrator(shell, modules);
      for (const element of waiting) {
        if (!element.isConnected || islands.some((i) => i.element === element)) continue;
        const name = element.getAttribute(ISLAND_ATTRIBUTE)!;
        islands.push({ element, name, ...hydrate(element, name, propsOf(element)) });
      }
    },
    (error: unknown) => console.error('sitegen: could not load the theme replacements', error),
  );
}

/** Before `part` of the page is replaced: its islands are unmounted. */
export function unmountShellIslands(part: Element | null): void {
  if (!part) return;
  const leaving = islands.filter((island) => part.contains(island.element));
  islands = islands.filter((island) => !leaving.includes(island));
  for (const island of leaving) island.unmount();
}

/** The shell islands of a page's HTML, by name, with their props' JSON (read by payload.ts). */
export function shellIslandsOf(doc: Document): Array<{ name: string; props: string }> {
  return marked(doc).map((element) => ({
    name: element.getAttribute(ISLAND_ATTRIBUTE)!,
    props: element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}',
  }));
}

/**
 * After another page is shown: the islands still on the page render that page's props (`next`,
 * from its HTML), the new ones hydrate.
 */
export function updateShellIslands(next: Array<{ name: string; props: string }> = []): void {
  for (const island of islands) {
    const twin = next.find((candidate) => candidate.name === island.name);
    if (twin) island.render(readIslandProps(twin.props, shell));
  }
  hydrateShellIslands();
}
