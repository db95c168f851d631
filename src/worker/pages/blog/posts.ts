import { LIMITS } from '../../../shared/site';
import { excerpt, formatDate } from '../../../shared/format';
import type { PostCardProps } from '../../../shared/components/ui';
import type { Content, PostSummary } from '../../content';

/** Card image size (docs/product.md#image-sizes: cards 600x600). */
export const CARD_IMAGE = { w: 600, h: 600 } as const;

/** How many pages of posts a `?page=` value asks for: 1…100, anything else 1. */
export function pageParam(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, 100) : 1;
}

export const postsHref = (page: number) => (page <= 1 ? '/blogs' : `/blogs?page=${page}`);

/**
 * The blog list excerpt (docs/product.md#display-rules): the post's excerpt, else its body text;
 * 150 characters plus '...'.
 */
export function postExcerpt(post: Pick<PostSummary, 'excerpt' | 'plainBody'>): string {
  const source = post.excerpt?.trim() ? post.excerpt : post.plainBody;
  return excerpt(source, LIMITS.excerptChars, true);
}

/** A post summary as plain card props (the image resolved, the date formatted). */
export function postCard(content: Content, post: PostSummary): PostCardProps & { key: string } {
  const image = content.image(post.mainImage, CARD_IMAGE, post.mainImage?.alt || post.title || '');
  const date = formatDate(post.publishedAt);
  const categories = (post.categories ?? []).filter((c): c is string => typeof c === 'string' && c.trim() !== '');
  return {
    key: post._id,
    title: post.title || 'Untitled post',
    href: post.slug ? `/blogs/${encodeURIComponent(post.slug)}` : '/blogs',
    ...(image ? { image: { ...image, sizes: '(min-width: 64em) 26rem, (min-width: 40em) 50vw, 100vw' } } : {}),
    ...(date ? { date, dateTime: post.publishedAt } : {}),
    ...(post.author?.name ? { author: post.author.name } : {}),
    excerpt: postExcerpt(post),
    ...(categories.length ? { categories } : {}),
  };
}
