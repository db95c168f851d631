import { excerpt, formatDate } from '../../../shared/format';
import { LIMITS } from '../../../shared/site';
import type { Content, Post } from '../../content';
import { absoluteUrl, metaImage, OG_SIZE, type Meta } from '../../render/meta';
import type { AuthorView, PostView } from './PostArticle';
import { portableTextHtml, portableTextPlain, resolvePortableImages } from '../../render/portable-text';

const COVER = { w: 1200, h: 630 } as const;
const AUTHOR_IMAGE = { w: 200, h: 200 } as const;

interface Site {
  siteUrl: string;
  siteName: string;
}

function authorView(content: Content, post: Post, siteUrl: string): AuthorView | null {
  const name = post.author?.name?.trim();
  if (!name) return null;
  const bio = post.author?.bio;
  let view: AuthorView['bio'] = null;
  if (typeof bio === 'string' && bio.trim())
    view = {
      text: bio
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean),
    };
  else if (Array.isArray(bio)) {
    const html = portableTextHtml(resolvePortableImages(bio, content.image), siteUrl);
    if (html) view = { html };
  }
  return { name, image: content.image(post.author?.image, AUTHOR_IMAGE, name), bio: view };
}

/** The post as plain view props: images resolved, body rendered to escaped HTML. */
export function postView(content: Content, post: Post, path: string, site: Site): PostView {
  const title = post.title?.trim() || 'Untitled post';
  const date = formatDate(post.publishedAt);
  return {
    title,
    url: absoluteUrl(site.siteUrl, path),
    date,
    ...(date ? { dateTime: post.publishedAt } : {}),
    categories: (post.categories ?? []).filter((c): c is string => typeof c === 'string' && c.trim() !== ''),
    cover: content.image(post.mainImage, COVER, post.mainImage?.alt || title),
    bodyHtml: portableTextHtml(resolvePortableImages(post.body, content.image), site.siteUrl),
    author: authorView(content, post, site.siteUrl),
  };
}

/** Article metadata: og:type article, article:published_time, author, BlogPosting JSON-LD. */
export function postMeta(content: Content, post: Post, view: PostView, path: string, site: Site): Meta {
  const description =
    excerpt(post.excerpt?.trim() ? post.excerpt : portableTextPlain(post.body), LIMITS.excerptChars) || view.title;
  const og = content.image(post.mainImage, OG_SIZE, post.mainImage?.alt || view.title);
  const author = view.author?.name;
  const published = post.publishedAt && formatDate(post.publishedAt) ? post.publishedAt : undefined;
  const modified = post._updatedAt && formatDate(post._updatedAt) ? post._updatedAt : published;
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: view.title,
    description,
    url: view.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': view.url },
    ...(og ? { image: [absoluteUrl(site.siteUrl, og.src)] } : {}),
    ...(published ? { datePublished: published } : {}),
    ...(modified ? { dateModified: modified } : {}),
    ...(author ? { author: { '@type': 'Person', name: author } } : {}),
    ...(view.categories.length ? { articleSection: view.categories } : {}),
    publisher: { '@type': 'Organization', name: site.siteName, url: site.siteUrl },
  };
  return {
    title: view.title,
    description,
    path,
    type: 'article',
    ...metaImage(og, og?.alt),
    article: {
      ...(published ? { publishedTime: published } : {}),
      ...(modified ? { modifiedTime: modified } : {}),
      ...(author ? { author } : {}),
    },
    jsonLd: [posting],
  };
}
