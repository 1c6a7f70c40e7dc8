/**
 * Components a site may replace with its own, as Docusaurus's swizzling does: a site's
 * `src/theme/<Name>.tsx` (or `<Name>/index.tsx`) is rendered wherever the theme renders `<Name>`,
 * with the same props, and may wrap the original, imported as `@theme-original/<Name>`.
 *
 * Each replaceable component is made with `overridable` in its own file (the call marked pure, so a
 * bundle that does not render the component leaves it out); the replacements of a
 * build reach every render through `ThemeOverridesProvider` (the server's render of each page, and
 * the shell the browser hydrates). The shell's components run in the browser too, so a site's
 * Navbar or Footer may have state and events; the others are part of a page's pre-rendered content.
 */
import { createContext, createElement, useContext, type ComponentType } from 'react';

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

export function overridable<P extends object>(
  name: ThemeComponentName,
  original: ComponentType<P>,
): ComponentType<P> {
  originals.set(name, original);
  function Overridable(props: P) {
    const replacement = useContext(OverridesContext)[name] as ComponentType<P> | undefined;
    return createElement(replacement ?? original, props);
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
