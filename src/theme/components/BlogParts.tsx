/** Pieces shared by the blog pages: the recent-posts sidebar, post meta, tags, list pagination. */
import type { ReactNode } from 'react';
import { useT } from '../i18n.js';
import { SocialIcon } from './SocialIcon.js';
import type { BlogAuthorView, BlogPostCard, BlogView, NavLink } from '../types.js';

export function BlogLayout({
  view,
  children,
  activeHref,
}: {
  view: BlogView;
  children: ReactNode;
  activeHref: string;
}) {
  const t = useT();
  return (
    <div className="blog-layout">
      {view.recent.length > 0 && (
        <div className="blog-sidebar">
          <nav aria-labelledby="blog-recent">
            <p className="blog-sidebar-title" id="blog-recent">
              {t('blog.recentPosts')}
            </p>
            {view.recent.map((group) => (
              <div key={group.year ?? ''} role={group.year ? 'group' : undefined}>
                {group.year && <h3 className="blog-sidebar-year">{group.year}</h3>}
                <ul>
                  {group.posts.map((post) => (
                    <li key={post.href}>
                      <a
                        href={post.href}
                        className={post.href === activeHref ? 'active' : undefined}
                        aria-current={post.href === activeHref ? 'page' : undefined}
                      >
                        {post.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            <p className="blog-sidebar-more">
              <a href={view.archiveHref}>{t('blog.archive')}</a>
              {view.allTagsHref && (
                <>
                  {' · '}
                  <a href={view.allTagsHref}>{t('blog.tags')}</a>
                </>
              )}
            </p>
          </nav>
        </div>
      )}
      <div className="blog-main">{children}</div>
    </div>
  );
}

export function PostMeta({ post }: { post: BlogPostCard }) {
  return (
    <div className="post-meta">
      <p className="post-date">
        <time dateTime={post.date}>{post.dateLabel}</time>
        {post.readingTime && ` · ${post.readingTime}`}
      </p>
      {post.authors.length > 0 && (
        <ul className="post-authors">
          {post.authors.map((author) => (
            <li key={author.name}>
              <AuthorCard author={author} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** An author: avatar, name (a link to their page or their own URL), title and social links. */
export function AuthorCard({ author, heading }: { author: BlogAuthorView; heading?: boolean }) {
  const name = author.url ? (
    <a href={author.url} rel="author">
      {author.name}
    </a>
  ) : (
    <span>{author.name}</span>
  );
  return (
    <div className="post-author">
      {author.imageUrl && (
        <img className="post-author-avatar" src={author.imageUrl} alt="" width={40} height={40} />
      )}
      <div className="post-author-text">
        {heading ? (
          <h1 className="page-title">{name}</h1>
        ) : (
          <span className="post-author-name">{name}</span>
        )}
        {author.title && <span className="post-author-title">{author.title}</span>}
        {author.socials.length > 0 && (
          <span className="post-author-socials">
            {author.socials.map((social) => (
              <a
                key={social.platform}
                href={social.url}
                rel="me noopener"
                aria-label={`${author.name}: ${social.label}`}
                title={social.label}
              >
                <SocialIcon platform={social.platform} />
              </a>
            ))}
          </span>
        )}
      </div>
    </div>
  );
}

/** A post's or a doc's tags (`label`: the key of the word before them). */
export function TagList({ tags, label = 'blog.tagsLabel' }: { tags: NavLink[]; label?: string }) {
  const t = useT();
  if (tags.length === 0) return null;
  return (
    <div className="tag-list">
      <span className="tag-list-label">{t(label)}</span>
      <ul>
        {tags.map((tag) => (
          <li key={tag.label}>
            {tag.href ? (
              <a className="tag-chip" href={tag.href} rel="tag">
                {tag.label}
              </a>
            ) : (
              <span className="tag-chip">{tag.label}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function NewerOlder({
  newer,
  older,
  label,
  post,
}: {
  newer?: NavLink;
  older?: NavLink;
  label: string;
  post: boolean;
}) {
  const t = useT();
  if (!newer && !older) return null;
  return (
    <nav className="pagination" aria-label={label}>
      {newer ? (
        <a className="pagination-link pagination-prev" href={newer.href} rel="prev">
          {post && <span className="pagination-sub">{t('blog.newerPost')}</span>}
          <span className="pagination-label">« {newer.label}</span>
        </a>
      ) : (
        <span />
      )}
      {older && (
        <a className="pagination-link pagination-next" href={older.href} rel="next">
          {post && <span className="pagination-sub">{t('blog.olderPost')}</span>}
          <span className="pagination-label">{older.label} »</span>
        </a>
      )}
    </nav>
  );
}
