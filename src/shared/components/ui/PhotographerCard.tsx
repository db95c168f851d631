import { useId } from 'react';
import { Badge } from './Badge';
import { buttonClass } from './Button';
import { Card, type CardHeading } from './Card';
import type { ImageData } from './types';
import { useT } from '../../i18n/context';
import { specialtyParts } from '../../photographer-listing';

export interface PhotographerCardProps {
  name: string;
  /** Profile link, e.g. /photographer/{slug}. */
  href: string;
  image?: ImageData;
  featured?: boolean;
  /** Job title; default 'Professional Photographer'. */
  title?: string | null;
  /** e.g. 'wedding' → 'Wedding Photography'. */
  specialty?: string | null;
  /** Shown as 'View Portfolio (count)'. */
  photoCount?: number;
  /** Overrides the link text (home uses 'See Portfolio'). */
  portfolioLabel?: string;
  /** Shows a 'Book Now' button when given (e.g. '/contact'). */
  bookHref?: string;
  showTitle?: boolean;
  eager?: boolean;
  titleAs?: CardHeading;
}

export function PhotographerCard({
  name,
  href,
  image,
  featured,
  title,
  specialty,
  photoCount,
  portfolioLabel,
  bookHref,
  showTitle = true,
  eager,
  titleAs,
}: PhotographerCardProps) {
  const t = useT();
  const id = useId();
  const label =
    portfolioLabel ??
    (photoCount !== undefined ? t('ui.viewPortfolioCount', { count: String(photoCount) }) : t('ui.viewPortfolio'));
  return (
    <Card
      variant="photographer"
      image={image}
      ratio="4x5"
      focal="top"
      eager={eager}
      badges={featured ? <Badge kind="featured">{t('ui.featured')}</Badge> : undefined}
      title={name}
      titleAs={titleAs}
      titleId={id}
      subtitle={showTitle ? title || t('detail.photographer.defaultTitle') : undefined}
      text={specialty ? specialtyParts(t, specialty).join('') : undefined}
      actions={
        <>
          <a className={buttonClass('secondary', 'sm', false, 'card__stretch')} href={href} aria-describedby={id}>
            {label}
          </a>
          {bookHref && (
            <a className={buttonClass('primary', 'sm')} href={bookHref} aria-describedby={id}>
              {t('pages.bookNow')}
            </a>
          )}
        </>
      }
    />
  );
}
