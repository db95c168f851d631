import { Badge } from './Badge';
import { Card, type CardHeading } from './Card';
import type { ImageData } from './types';
import { useT } from '../../i18n/context';

export interface PostCardProps {
  title: string;
  /** e.g. /blogs/{slug}. */
  href: string;
  image?: ImageData;
  /** Already formatted, e.g. 'March 5, 2024'. */
  date?: string;
  /** Machine date for <time dateTime>. */
  dateTime?: string;
  author?: string;
  excerpt?: string;
  categories?: string[];
  featured?: boolean;
  eager?: boolean;
  titleAs?: CardHeading;
}

export function PostCard({
  title,
  href,
  image,
  date,
  dateTime,
  author,
  excerpt,
  categories,
  featured,
  eager,
  titleAs,
}: PostCardProps) {
  const t = useT();
  return (
    <Card
      variant="post"
      href={href}
      image={image}
      ratio="3x2"
      eager={eager}
      badges={featured ? <Badge kind="featured">{t('ui.featured')}</Badge> : undefined}
      eyebrow={categories && categories.length > 0 ? categories.join(' · ') : undefined}
      title={title}
      titleAs={titleAs}
      text={excerpt || undefined}
      meta={
        date || author ? (
          <>
            {date && <time dateTime={dateTime}>{date}</time>}
            {author && <span>{author}</span>}
          </>
        ) : undefined
      }
    />
  );
}
