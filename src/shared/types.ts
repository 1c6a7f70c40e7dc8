/**
 * Data shapes made in Node (routes, markdown, content) and rendered by the theme on the server and
 * in the browser: plain, serialisable values. Both sides import them from here, so browser code
 * never reaches into a Node stage for a type.
 */

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  docId?: string;
  /** A short tag shown before the label (an HTTP method in the API sidebar). */
  badge?: string;
  /** Classes of its list item (a doc's `sidebar_class_name`, a sidebars file's `className`). */
  className?: string;
  /** Data for a site's own sidebar component (a doc's `sidebar_custom_props`, an item's `customProps`). */
  customProps?: Record<string, unknown>;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  href?: string;
  /** The doc the category label links to, if any. */
  docId?: string;
  collapsed: boolean;
  collapsible: boolean;
  items: SidebarItem[];
  className?: string;
  customProps?: Record<string, unknown>;
}

/** Markup a sidebars file writes into the sidebar (the site's own, so trusted), as Docusaurus's `html` item. */
export interface SidebarHtml {
  type: 'html';
  html: string;
  /** Styled as a link item (Docusaurus's `defaultStyle`). */
  defaultStyle: boolean;
  className?: string;
  /** No link and no label: what walks the sidebar for links passes it by. */
  href?: undefined;
  label?: undefined;
}

export type SidebarItem = SidebarLink | SidebarCategory | SidebarHtml;

export interface NavLink {
  label: string;
  href: string;
  /** The doc it leads to, where the routes need to know (a sidebar's reading order). */
  docId?: string;
}

export interface TocEntry {
  id: string;
  text: string;
  level: number;
}

/** A schema flattened for display: one row per property, nested rows for objects and arrays. */
export interface SchemaRow {
  name: string;
  type: string;
  required: boolean;
  description?: string;
  /** The description as safe inline HTML (filled by `renderDescriptions`). */
  descriptionHtml?: string;
  enum?: string[];
  /** What the schema allows beside its type (bounds, lengths, pattern, default, flags). */
  constraints?: SchemaConstraints;
  /** The `components.schemas` entry the row's type is (or is an array of), by name. */
  ref?: string;
  /** Where that schema's page is (set per locale by the API reference's page data). */
  refHref?: string;
  children: SchemaRow[];
}

/**
 * A schema's constraints and flags as an API page shows them beside a field: only those the
 * schema states. Numbers stay numbers; `default` is the value as JSON text (a string as it is).
 */
export interface SchemaConstraints {
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  exclusiveMaximum?: boolean;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  default?: string;
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
}

export interface ApiParameter {
  name: string;
  in: string;
  required: boolean;
  type: string;
  description?: string;
  descriptionHtml?: string;
  /** A value to show in samples: the description's example, else one made from the schema. */
  example?: string;
  enum?: string[];
  constraints?: SchemaConstraints;
}

/** A build error as `serve --watch` shows it in the browser overlay. */
export interface OverlayError {
  /** Relative to the site root. */
  file: string;
  line?: number;
  column?: number;
  message: string;
  hint?: string;
  /** The lines around the position, with a marker under the column. */
  frame?: string;
}
