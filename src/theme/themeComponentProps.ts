/**
 * The props of each replaceable component (overridable.tsx), by name: what a site's
 * `src/theme/<Name>.tsx` receives. Exported from the `sitegen` package as `ThemeComponentProps`.
 */
import type { AnnouncementBarProps } from './components/AnnouncementBar.js';
import type { BreadcrumbsProps } from './components/Breadcrumbs.js';
import type { ColorModeToggleProps } from './components/ColorModeToggle.js';
import type { DocMainProps } from './components/DocMain.js';
import type { DocSidebarProps } from './components/DocSidebar.js';
import type { FooterProps } from './components/Footer.js';
import type { LocaleDropdownProps } from './components/LocaleDropdown.js';
import type { MDXContentProps } from './components/MDXContent.js';
import type { NavbarProps } from './components/Navbar.js';
import type { PageMetaProps } from './components/PageMeta.js';
import type { PaginationProps } from './components/Pagination.js';
import type { SearchButtonProps } from './components/SearchButton.js';
import type { TableOfContentsProps } from './components/TableOfContents.js';
import type { HomePageProps } from './pages/HomePage.js';
import type { NotFoundPageProps } from './pages/NotFoundPage.js';
import type { ThemeComponentName } from './overridable.js';

export interface ThemeComponentProps {
  Navbar: NavbarProps;
  Footer: FooterProps;
  AnnouncementBar: AnnouncementBarProps;
  ColorModeToggle: ColorModeToggleProps;
  SearchButton: SearchButtonProps;
  LocaleDropdown: LocaleDropdownProps;
  DocSidebar: DocSidebarProps;
  Breadcrumbs: BreadcrumbsProps;
  Pagination: PaginationProps;
  PageMeta: PageMetaProps;
  TableOfContents: TableOfContentsProps;
  NotFoundPage: NotFoundPageProps;
  HomePage: HomePageProps;
  MDXContent: MDXContentProps;
  'DocRoot/Layout/Main': DocMainProps;
  'DocPage/Layout/Main': DocMainProps;
  DocBreadcrumbs: BreadcrumbsProps;
  DocPaginator: PaginationProps;
  TOC: TableOfContentsProps;
}

/** Fails to compile when this map and the names in overridable.tsx differ. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type PropsNameEveryComponent = Holds<Same<keyof ThemeComponentProps, ThemeComponentName>>;
