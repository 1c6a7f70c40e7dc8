/**
 * The module an MDX file asks for the components it uses without importing them (MDX's
 * `providerImportSource`); the module bundler answers with the site's `@theme/MDXComponents`.
 */
export const MDX_PROVIDER = 'sitegen:mdx-components';
