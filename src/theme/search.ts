/**
 * What the search index and the search box agree on: which pages are indexed, under which kind
 * (the filter the reader can narrow results by), and how a page marks its indexed region.
 */
import type { PageData, PageKind } from './types.js';

export const SEARCH_KINDS = ['doc', 'blog', 'api', 'page'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

const KIND_OF: Partial<Record<PageKind, SearchKind>> = {
  doc: 'doc',
  'doc-category': 'doc',
  'blog-post': 'blog',
  'api-overview': 'api',
  'api-operation': 'api',
  'api-doc': 'api',
  'api-schema': 'api',
  page: 'page',
};

/** The kind a page is found under, or undefined when it is not indexed (lists, drafts, unlisted, 404). */
export function searchKindOf(
  page: Pick<PageData, 'kind' | 'unlisted' | 'draft'>,
): SearchKind | undefined {
  if (page.unlisted || page.draft) return undefined;
  return KIND_OF[page.kind];
}

/** Attributes for the element holding a page's indexed content (its title and text, not navigation). */
export function searchRegion(
  page: Pick<PageData, 'kind' | 'unlisted' | 'draft'>,
): Record<string, string> {
  const kind = searchKindOf(page);
  return kind ? { 'data-pagefind-body': '', 'data-pagefind-filter': `kind:${kind}` } : {};
}

/**
 * Parts of an indexed region that are navigation or notices, not prose (headings' links to
 * themselves, "Edit this page" and "Last updated", by sitegen's classes and Docusaurus's, for a
 * replaced PageMeta); code blocks are left out too, and the second copy of each formula: KaTeX's
 * MathML beside its HTML, and the TeX source MathML keeps in an `<annotation>`.
 */
export const SEARCH_IGNORED = [
  '.hash-link',
  '.page-meta',
  '.theme-edit-this-page',
  '.theme-last-updated',
  '.katex-mathml',
  'annotation',
  '.breadcrumbs',
  '.pagination',
  '.toc',
  '.page-banner',
  '.version-badge',
  '.post-footer',
  'pre',
  '.api-try',
];
