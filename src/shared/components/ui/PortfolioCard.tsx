import { useId } from 'react';
import { Badge } from './Badge';
import { buttonClass } from './Button';
import { Card, type CardHeading } from './Card';
import { Chip } from './Chip';
import { Icon } from './Icon';
import type { ImageData } from './types';
import { useT } from '../../i18n/context';

export interface PortfolioCardProps {
  title: string;
  /** e.g. /portfolio/{slug}. */
  href: string;
  image?: ImageData;
  featured?: boolean;
  category?: string | null;
  description?: string | null;
  photoCount?: number;
  videoCount?: number;
  ctaLabel?: string;
  eager?: boolean;
  titleAs?: CardHeading;
}

export function PortfolioCard({
  title,
  href,
  image,
  featured,
  category,
  description,
  photoCount,
  videoCount,
  ctaLabel,
  eager,
  titleAs,
}: PortfolioCardProps) {
  const t = useT();
  const id = useId();
  const counts = photoCount !== undefined || videoCount !== undefined;
  return (
    <Card
      variant="portfolio"
      image={image}
      ratio="4x3"
      eager={eager}
      badges={featured ? <Badge kind="featured">{t('ui.featured')}</Badge> : undefined}
      eyebrow={category ? <Chip static>{category}</Chip> : undefined}
      title={title}
      titleAs={titleAs}
      titleId={id}
      text={description || undefined}
      clamp
      meta={
        counts ? (
          <>
            {photoCount !== undefined && (
              <span>
                <Icon name="image" /> {t('detail.portfolio.photos', { count: photoCount, n: String(photoCount) })}
              </span>
            )}
            {videoCount !== undefined && (
              <span>
                <Icon name="video" /> {t('detail.portfolio.videos', { count: videoCount, n: String(videoCount) })}
              </span>
            )}
          </>
        ) : undefined
      }
      actions={
        <a className={buttonClass('link', 'md', false, 'card__stretch')} href={href} aria-describedby={id}>
          {ctaLabel ?? t('ui.viewPortfolio')} <Icon name="arrow-right" />
        </a>
      }
    />
  );
}
