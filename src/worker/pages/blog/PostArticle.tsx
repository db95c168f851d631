import { useLocale, useLocalePath, useT } from '../../../shared/i18n/context';
import { useFormat } from '../../../shared/i18n/use-format';
import { localeLinks } from '../../render/portable-text';
import { Chip, Img, Prose } from '../../../shared/components/ui';
import type { ResolvedImage } from '../../content/image';
import { Island } from '../../../shared/island';
import ShareButton from '../../../shared/islands/ShareButton';

export interface AuthorView {
  name: string;
  image: ResolvedImage | null;
  /** A plain-text bio (paragraphs) or the escaped HTML of a Portable Text bio. */
  bio: { text: string[] } | { html: string } | null;
}

export interface PostView {
  title: string;
  url: string;
  date: string;
  dateTime?: string;
  categories: string[];
  cover: ResolvedImage | null;
  /** Escaped HTML from @portabletext/to-html. */
  bodyHtml: string;
  author: AuthorView | null;
}

export const COVER_SIZES = '(min-width: 50em) 46rem, 100vw';

function AuthorBox({ author }: { author: AuthorView }) {
  const t = useT();
  const locale = useLocale();
  return (
    <aside className="author-box" aria-label={t('detail.blog.aboutAuthor')}>
      {author.image ? <Img {...author.image} className="author-box__img" /> : null}
      <div>
        <p className="author-box__name">{author.name}</p>
        {author.bio && 'html' in author.bio ? (
          <Prose html={localeLinks(author.bio.html, locale)} className="author-box__bio" />
        ) : null}
        {author.bio && 'text' in author.bio ? (
          <div className="author-box__bio">
            {author.bio.text.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        ) : null}
      </div>
    </aside>
  );
}

/** /blogs/{slug}: back link, title, cover, author, date, categories, body, share, back to top. */
export function PostArticle({ post }: { post: PostView }) {
  const t = useT();
  const lp = useLocalePath();
  const locale = useLocale();
  // Formatted here, in the page's language: the view model is shared by every language's render.
  const fmt = useFormat();
  const date = post.dateTime ? fmt.date(post.dateTime) : post.date;
  return (
    <article className="container container--narrow section post">
      <a className="back-link" href={lp('/blogs')}>
        {t('pages.blog.back')}
      </a>
      <header className="post__head stack">
        {post.categories.length ? (
          <ul className="cluster post__categories" aria-label={t('pages.blog.categories')}>
            {post.categories.map((c, i) => (
              <li key={i}>
                <Chip static>{c}</Chip>
              </li>
            ))}
          </ul>
        ) : null}
        <h1 className="post__title">{post.title}</h1>
        <p className="meta">
          {post.author ? (
            <span>
              {t('pages.blog.by')}
              {post.author.name}
            </span>
          ) : null}
          {date ? <time dateTime={post.dateTime}>{date}</time> : null}
        </p>
      </header>
      {post.cover ? <Img {...post.cover} sizes={COVER_SIZES} eager className="post__cover rounded" /> : null}
      {post.bodyHtml ? <Prose html={localeLinks(post.bodyHtml, locale)} className="post__body" /> : null}
      <div className="post__actions cluster">
        <Island
          name="ShareButton"
          component={ShareButton}
          props={{ url: post.url, title: post.title }}
          hydrate="visible"
        />
        <a className="post__top" href="#main">
          {t('detail.blog.top')}
        </a>
      </div>
      {post.author ? <AuthorBox author={post.author} /> : null}
    </article>
  );
}
