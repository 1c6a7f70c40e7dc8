/** The blog's pages: list (also per tag), post, tags index, archive. */
import { PageBanners } from '../components/Banners.js';
import { AuthorCard, BlogLayout, NewerOlder, PostMeta, TagList } from '../components/BlogParts.js';
import { Markdown } from '../components/Markdown.js';
import { MDXContent } from '../components/MDXContent.js';
import { PageMeta } from '../components/PageMeta.js';
import { TableOfContentsMobile, TocAside } from '../components/TableOfContents.js';
import { useT } from '../i18n.js';
import { searchRegion } from '../search.js';
import type { BlogView, PageData } from '../types.js';

export function BlogPage({
  page,
  locale,
}: {
  page: PageData & { blog: BlogView };
  locale: string;
}) {
  const view = page.blog;
  return (
    <BlogLayout view={view} activeHref={page.url}>
      {page.kind === 'blog-post' ? (
        <BlogPost page={page} locale={locale} />
      ) : (
        <BlogIndex page={page} />
      )}
    </BlogLayout>
  );
}

function BlogIndex({ page }: { page: PageData & { blog: BlogView } }) {
  const t = useT();
  const view = page.blog;
  return (
    <>
      <header className="blog-header">
        {view.author ? (
          <AuthorCard author={{ ...view.author, url: undefined }} heading />
        ) : (
          <h1 className="page-title">{view.heading}</h1>
        )}
        {view.description && <p className="blog-description">{view.description}</p>}
        {page.kind === 'blog-list' &&
          !view.author &&
          view.allTagsHref &&
          view.heading !== t('blog.title') && (
            <a href={view.allTagsHref}>{t('blog.viewAllTags')}</a>
          )}
      </header>
      {view.authors && (
        <ul className="authors-index">
          {view.authors.map((author) => (
            <li key={author.url ?? author.name}>
              <AuthorCard author={author} />
              <span className="tag-count">{t('blog.postCount', { count: author.count })}</span>
            </li>
          ))}
        </ul>
      )}
      {view.posts && (
        <div className="post-list">
          {view.posts.map((post) => (
            <article className="post-card" key={post.href}>
              <h2 className="post-card-title">
                <a href={post.href}>{post.title}</a>
              </h2>
              <PostMeta post={post} />
              <MDXContent>
                <Markdown html={post.excerptHtml} />
              </MDXContent>
              <footer className="post-card-footer">
                <TagList tags={post.tags} />
                {post.truncated && (
                  <a
                    className="post-read-more"
                    href={post.href}
                    aria-label={t('blog.readMoreAbout', { title: post.title })}
                  >
                    {t('blog.readMore')}
                  </a>
                )}
              </footer>
            </article>
          ))}
        </div>
      )}
      {view.tags && (
        <ul className="tags-index">
          {view.tags.map((tag) => (
            <li key={tag.href}>
              <a className="tag-chip" href={tag.href}>
                {tag.label} <span className="tag-count">{tag.count}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {view.archive &&
        view.archive.map((year) => (
          <section className="archive-year" key={year.year} aria-labelledby={`year-${year.year}`}>
            <h2 id={`year-${year.year}`}>{year.year}</h2>
            <ul>
              {year.posts.map((post) => (
                <li key={post.href}>
                  <time dateTime={post.date}>{post.dateLabel}</time>
                  {' – '}
                  <a href={post.href}>{post.title}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      <NewerOlder
        newer={view.newer}
        older={view.older}
        label={t('blog.listPagination')}
        post={false}
      />
    </>
  );
}

function BlogPost({ page, locale }: { page: PageData & { blog: BlogView }; locale: string }) {
  const t = useT();
  const view = page.blog;
  const post = view.post!;
  const hasToc = page.toc.length > 0;
  return (
    <div className={hasToc ? 'blog-post with-toc' : 'blog-post'}>
      <article className="blog-post-article" {...searchRegion(page)}>
        <PageBanners
          unlisted={page.unlisted}
          draft={page.draft}
          untranslated={page.untranslated}
          url={page.url}
        />
        <header>
          <h1 className="page-title">{post.title}</h1>
          <PostMeta post={post} />
        </header>
        {hasToc && <TableOfContentsMobile entries={page.toc} />}
        <MDXContent>
          <Markdown html={page.html} />
        </MDXContent>
        <footer className="post-footer">
          <TagList tags={post.tags} />
        </footer>
        <PageMeta editUrl={page.editUrl} lastUpdated={page.lastUpdated} locale={locale} />
        <NewerOlder newer={view.newer} older={view.older} label={t('blog.postPagination')} post />
      </article>
      <TocAside entries={page.toc} />
    </div>
  );
}
