import { useId } from 'react';
import { buttonClass } from './Button';
import { Card, type CardHeading } from './Card';
import type { ImageData } from './types';
import { useT } from '../../i18n/context';

export interface ServiceCardProps {
  title: string;
  image?: ImageData;
  category?: string | null;
  description?: string | null;
  /** The 'Book Now' target (/contact or /services/{slug}). */
  ctaHref: string;
  ctaLabel?: string;
  eager?: boolean;
  titleAs?: CardHeading;
}

export function ServiceCard({
  title,
  image,
  category,
  description,
  ctaHref,
  ctaLabel,
  eager,
  titleAs,
}: ServiceCardProps) {
  const t = useT();
  const id = useId();
  return (
    <Card
      variant="service"
      image={image}
      ratio="4x3"
      eager={eager}
      eyebrow={category || undefined}
      title={title}
      titleAs={titleAs}
      titleId={id}
      text={description || undefined}
      clamp
      actions={
        <a className={buttonClass('primary', 'sm', false, 'card__stretch')} href={ctaHref} aria-describedby={id}>
          {ctaLabel ?? t('pages.bookNow')}
        </a>
      }
    />
  );
}
