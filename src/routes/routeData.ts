/**
 * What the route table holds for the routes of the blog and of the API reference: the data their
 * plugins (plugins/blog, plugins/api) make each page from.
 */
import type {
  ApiOperation,
  ApiSchema,
  Author,
  BlogPost,
  BlogTag,
  PageSource,
} from '../content/index.js';

export type BlogRouteData =
  | {
      kind: 'blog-list';
      posts: BlogPost[];
      page: number;
      totalPages: number;
      listPath: string;
      /** The folder of its pages after the first (`page`; an author's: the authors' base path). */
      pageBase: string;
      tag?: BlogTag;
      /** The author whose page this list is. */
      author?: Author;
    }
  | { kind: 'blog-post'; post: BlogPost }
  | { kind: 'blog-tags'; tags: Array<BlogTag & { count: number }> }
  | { kind: 'blog-archive'; posts: BlogPost[] }
  | { kind: 'blog-authors'; authors: Array<{ author: Author; count: number }> };

export type ApiRouteData =
  | { kind: 'api-overview' }
  | { kind: 'api-operation'; operation: ApiOperation }
  | { kind: 'api-doc'; page: PageSource }
  | { kind: 'api-schema'; schema: ApiSchema };
