/**
 * Types of the theme modules a site's code may import: `@theme-original/<Name>` (the theme's own
 * component, for a replacement in `src/theme/<Name>.tsx` that wraps it) and `@theme/<Name>` (the
 * component as the site renders it). Add `/// <reference types="sitegen/theme-modules" />` to a
 * `.d.ts` file of the site (or list "sitegen/theme-modules" in its tsconfig `types`).
 */
declare module '@theme-original/Navbar' {
  const Navbar: import('react').ComponentType<import('sitegen').ThemeComponentProps['Navbar']>;
  export default Navbar;
}
declare module '@theme/Navbar' {
  const Navbar: import('react').ComponentType<import('sitegen').ThemeComponentProps['Navbar']>;
  export default Navbar;
}
declare module '@theme-original/Footer' {
  const Footer: import('react').ComponentType<import('sitegen').ThemeComponentProps['Footer']>;
  export default Footer;
}
declare module '@theme/Footer' {
  const Footer: import('react').ComponentType<import('sitegen').ThemeComponentProps['Footer']>;
  export default Footer;
}
declare module '@theme-original/AnnouncementBar' {
  const AnnouncementBar: import('react').ComponentType<import('sitegen').ThemeComponentProps['AnnouncementBar']>;
  export default AnnouncementBar;
}
declare module '@theme/AnnouncementBar' {
  const AnnouncementBar: import('react').ComponentType<import('sitegen').ThemeComponentProps['AnnouncementBar']>;
  export default AnnouncementBar;
}
declare module '@theme-original/ColorModeToggle' {
  const ColorModeToggle: import('react').ComponentType<import('sitegen').ThemeComponentProps['ColorModeToggle']>;
  export default ColorModeToggle;
}
declare module '@theme/ColorModeToggle' {
  const ColorModeToggle: import('react').ComponentType<import('sitegen').ThemeComponentProps['ColorModeToggle']>;
  export default ColorModeToggle;
}
declare module '@theme-original/SearchButton' {
  const SearchButton: import('react').ComponentType<import('sitegen').ThemeComponentProps['SearchButton']>;
  export default SearchButton;
}
declare module '@theme/SearchButton' {
  const SearchButton: import('react').ComponentType<import('sitegen').ThemeComponentProps['SearchButton']>;
  export default SearchButton;
}
declare module '@theme-original/LocaleDropdown' {
  const LocaleDropdown: import('react').ComponentType<import('sitegen').ThemeComponentProps['LocaleDropdown']>;
  export default LocaleDropdown;
}
declare module '@theme/LocaleDropdown' {
  const LocaleDropdown: import('react').ComponentType<import('sitegen').ThemeComponentProps['LocaleDropdown']>;
  export default LocaleDropdown;
}
declare module '@theme-original/DocSidebar' {
  const DocSidebar: import('react').ComponentType<import('sitegen').ThemeComponentProps['DocSidebar']>;
  export default DocSidebar;
}
declare module '@theme/DocSidebar' {
  const DocSidebar: import('react').ComponentType<import('sitegen').ThemeComponentProps['DocSidebar']>;
  export default DocSidebar;
}
declare module '@theme-original/Breadcrumbs' {
  const Breadcrumbs: import('react').ComponentType<import('sitegen').ThemeComponentProps['Breadcrumbs']>;
  export default Breadcrumbs;
}
declare module '@theme/Breadcrumbs' {
  const Breadcrumbs: import('react').ComponentType<import('sitegen').ThemeComponentProps['Breadcrumbs']>;
  export default Breadcrumbs;
}
declare module '@theme-original/Pagination' {
  const Pagination: import('react').ComponentType<import('sitegen').ThemeComponentProps['Pagination']>;
  export default Pagination;
}
declare module '@theme/Pagination' {
  const Pagination: import('react').ComponentType<import('sitegen').ThemeComponentProps['Pagination']>;
  export default Pagination;
}
declare module '@theme-original/PageMeta' {
  const PageMeta: import('react').ComponentType<import('sitegen').ThemeComponentProps['PageMeta']>;
  export default PageMeta;
}
declare module '@theme/PageMeta' {
  const PageMeta: import('react').ComponentType<import('sitegen').ThemeComponentProps['PageMeta']>;
  export default PageMeta;
}
declare module '@theme-original/TableOfContents' {
  const TableOfContents: import('react').ComponentType<import('sitegen').ThemeComponentProps['TableOfContents']>;
  export default TableOfContents;
}
declare module '@theme/TableOfContents' {
  const TableOfContents: import('react').ComponentType<import('sitegen').ThemeComponentProps['TableOfContents']>;
  export default TableOfContents;
}
declare module '@theme-original/NotFoundPage' {
  const NotFoundPage: import('react').ComponentType<import('sitegen').ThemeComponentProps['NotFoundPage']>;
  export default NotFoundPage;
}
declare module '@theme/NotFoundPage' {
  const NotFoundPage: import('react').ComponentType<import('sitegen').ThemeComponentProps['NotFoundPage']>;
  export default NotFoundPage;
}
declare module '@theme-original/HomePage' {
  const HomePage: import('react').ComponentType<import('sitegen').ThemeComponentProps['HomePage']>;
  export default HomePage;
}
declare module '@theme/HomePage' {
  const HomePage: import('react').ComponentType<import('sitegen').ThemeComponentProps['HomePage']>;
  export default HomePage;
}
declare module '@theme-original/MDXContent' {
  const Component: import('react').ComponentType<import('sitegen').ThemeComponentProps['MDXContent']>;
  export default Component;
}
declare module '@theme/MDXContent' {
  const Component: import('react').ComponentType<import('sitegen').ThemeComponentProps['MDXContent']>;
  export default Component;
}
declare module '@theme-original/DocRoot/Layout/Main' {
  const Component: import('react').ComponentType<import('sitegen').ThemeComponentProps['DocRoot/Layout/Main']>;
  export default Component;
}
declare module '@theme/DocRoot/Layout/Main' {
  const Component: import('react').ComponentType<import('sitegen').ThemeComponentProps['DocRoot/Layout/Main']>;
  export default Component;
}
declare module '@theme-original/DocPage/Layout/Main' {
  const Component: import('react').ComponentType<import('sitegen').ThemeComponentProps['DocPage/Layout/Main']>;
  export default Component;
}
declare module '@theme/DocPage/Layout/Main' {
  const Component: import('react').ComponentType<import('sitegen').ThemeComponentProps['DocPage/Layout/Main']>;
  export default Component;
}
declare module '@theme-original/DocBreadcrumbs' {
  const Component: import('react').ComponentType<import('sitegen').ThemeComponentProps['DocBreadcrumbs']>;
  export default Component;
}
declare module '@theme/DocBreadcrumbs' {
  const Component: import('react').ComponentType<import('sitegen').ThemeComponentProps['DocBreadcrumbs']>;
  export default Component;
}
declare module '@theme-original/DocPaginator' {
  const Component: import('react').ComponentType<import('sitegen').ThemeComponentProps['DocPaginator']>;
  export default Component;
}
declare module '@theme/DocPaginator' {
  const Component: import('react').ComponentType<import('sitegen').ThemeComponentProps['DocPaginator']>;
  export default Component;
}
declare module '@theme-original/TOC' {
  const Component: import('react').ComponentType<import('sitegen').ThemeComponentProps['TOC']>;
  export default Component;
}
declare module '@theme/TOC' {
  const Component: import('react').ComponentType<import('sitegen').ThemeComponentProps['TOC']>;
  export default Component;
}
