import { translate } from '../../../shared/i18n/catalogues';
import { localePath } from '../../../shared/i18n/locales';
import { Hono } from 'hono';
import { ErrorState } from '../../../shared/components/ui';
import { Island } from '../../../shared/island';
import RetryButton from '../../../shared/islands/RetryButton';
import { LIMITS } from '../../../shared/site';
import { Q, type Post, type PostSummary } from '../../content';
import { load } from '../../render/Block';
import { docLanguages, seoDefaults, seoMeta } from '../../render/meta';
import { renderPage } from '../../render/render';
import type { AppEnv } from '../../app-env';
import { notFoundPage } from '../not-found';
import { postMeta, postView } from './article';
import { BlogList } from './BlogList';
import { PostArticle } from './PostArticle';
import { pageParam, postCard, postsHref } from './posts';

/** The blog (docs/product.md#blog). */
export const blog = new Hono<AppEnv>();

blog.get('/blogs', async (c) => {
  const content = c.get('content');
  const page = pageParam(c.req.query('page'));
  const shown = page * LIMITS.postsPageSize;
  const data = load(
    Promise.all([
      content.query<number>(Q.POSTS_COUNT),
      content.query<PostSummary[] | null>(Q.POSTS_PAGE, { start: 0, end: shown }),
    ]).then(([total, posts]) => ({
      cards: (posts ?? []).map((post) => postCard(content, post)),
      next: typeof total === 'number' && total > shown ? postsHref(page + 1) : null,
    })),
  );
  const meta = await seoMeta(content, 'blogs');
  return renderPage(c, {
    meta,
    body: <BlogList data={data} retryHref={`${c.get('path')}${new URL(c.req.url).search}`} />,
  });
});

blog.get('/blogs/:slug', async (c) => {
  const content = c.get('content');
  const config = c.get('config');
  const slug = c.req.param('slug');
  const path = `/blogs/${encodeURIComponent(slug)}`;
  let post: Post | null;
  try {
    post = await content.query<Post | null>(Q.POST_BY_SLUG, { slug });
  } catch (error) {
    console.error('blog post query failed:', error instanceof Error ? error.message : error);
    const t = translate(c.get('locale'));
    return renderPage(c, {
      meta: { ...seoDefaults(c.get('locale')).blogs, path, noindex: true },
      body: (
        <section className="container container--narrow section">
          <a className="back-link" href={localePath(c.get('locale'), '/blogs')}>
            {t('pages.blog.back')}
          </a>
          <ErrorState
            message={t('detail.blog.postError')}
            action={
              <Island
                name="RetryButton"
                component={RetryButton}
                props={{ href: localePath(c.get('locale'), path) }}
                hydrate="visible"
              />
            }
          />
        </section>
      ),
    });
  }
  if (!post || typeof post !== 'object')
    return notFoundPage(c, { title: translate(c.get('locale'))('pages.blog.notFound') });
  const site = { siteUrl: config.siteUrl, siteName: config.SITE_NAME };
  const view = postView(content, post, path, site);
  return renderPage(c, {
    meta: { ...postMeta(content, post, view, path, site), languages: docLanguages(post) },
    body: <PostArticle post={view} />,
  });
});
