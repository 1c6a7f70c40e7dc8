/**
 * Components a site may replace with its own, as Docusaurus's swizzling does: a site's
 * `src/theme/<Name>.tsx` (or `<Name>/index.tsx`) is rendered wherever the theme renders `<Name>`,
 * with the same props, and may wrap the original, imported as `@theme-original/<Name>`.
 *
 * Each replaceable component is made with `overridable` in its own file (the call marked pure, so a
 * bundle that does not render the component leaves it out); the replacements of a
 * build reach every render through `ThemeOverridesProvider` (the server's render of each page, and
 * the islands the browser hydrates). A replacement of a shell component runs in the browser too,
 * so a site's Navbar or Footer may have state and events: the server marks it as an island (an
 * element around it, with its props), which the browser hydrates alone (client/shellIslands.ts);
 * the rest of the shell stays plain. The others are part of a page's pre-rendered content.
 */
import { createContext, createElement, useContext, type ComponentType } from 'react';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, islandPropsJson } from './dom.js';

/** Rendered in the shell, so hydrated: a replacement is bundled for the browser as well. */
export const SHELL_COMPONENTS = [
  'Navbar',
  'Footer',
  'AnnouncementBar',
  'ColorModeToggle',
  'SearchButton',
  'LocaleDropdown',
] as const;

/** Rendered in a page's content, on the server only. */
export const PAGE_COMPONENTS = [
  'DocSidebar',
  'Breadcrumbs',
  'Pagination',
  'PageMeta',
  'TableOfContents',
  'NotFoundPage',
  'HomePage',
  // Docusaurus's names of parts of a page sitegen has too: replacing one replaces sitegen's part
  // (Breadcrumbs, Pagination, TableOfContents for the three aliases), with sitegen's props.
  'MDXContent',
  'DocRoot/Layout/Main',
  'DocPage/Layout/Main',
  'DocBreadcrumbs',
  'DocPaginator',
  'TOC',
] as const;

/** Every replaceable component, shell ones first. */
export const THEME_COMPONENT_NAMES: readonly string[] = [...SHELL_COMPONENTS, ...PAGE_COMPONENTS];

export type ThemeComponentName =
  (typeof SHELL_COMPONENTS)[number] | (typeof PAGE_COMPONENTS)[number];

/** Each name has its own props (see themeComponentProps.ts). */
type AnyComponent = ComponentType<any>;

/** A build's replacements, by name. */
export type ThemeOverrides = Partial<Record<ThemeComponentName, AnyComponent>>;

const OverridesContext = createContext<ThemeOverrides>({});

export const ThemeOverridesProvider = OverridesContext.Provider;

/** The theme's own component of each name, for `@theme-original/<Name>`. */
const originals = new Map<ThemeComponentName, AnyComponent>();

/**
 * Set by the server's render of the shell: the shell's data (a replacement's props name it, and
 * its island's props say so rather than repeat it). Unset inside an island, which is hydrated
 * whole, and in the browser.
 */
const IslandsContext = createContext<{ shell: object } | null>(null);

export const ShellIslandsProvider = IslandsContext.Provider;

function isShellComponent(name: string): boolean {
  return (SHELL_COMPONENTS as readonly string[]).includes(name);
}

export function overridable<P extends object>(
  name: ThemeComponentName,
  original: ComponentType<P>,
): ComponentType<P> {
  originals.set(name, original);
  function Overridable(props: P) {
    const replacement = useContext(OverridesContext)[name] as ComponentType<P> | undefined;
    const islands = useContext(IslandsContext);
    const rendered = createElement(replacement ?? original, props);
    if (!replacement || !islands || !isShellComponent(name)) return rendered;
    // The element is no box of its own (`display: contents`): the replacement lays out as if it
    // were not there.
    return createElement(
      'div',
      {
        [ISLAND_ATTRIBUTE]: name,
        [ISLAND_PROPS_ATTRIBUTE]: islandPropsJson(props, islands.shell),
        style: { display: 'contents' },
      },
      createElement(IslandsContext.Provider, { value: null }, rendered),
    );
  }
  Overridable.displayName = name;
  return Overridable;
}

/** The theme's own components (all of them once the theme is loaded). */
export function originalComponents(): ReadonlyMap<ThemeComponentName, AnyComponent> {
  return originals;
}

export function isThemeComponentName(name: string): name is ThemeComponentName {
  return THEME_COMPONENT_NAMES.includes(name);
}
