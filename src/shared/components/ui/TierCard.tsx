import type { ReactNode } from 'react';
import { buttonClass } from './Button';
import type { CardHeading } from './Card';
import { cx } from './cx';
import { useT } from '../../i18n/context';

export interface TierCardProps {
  /** Tier name, the card heading (e.g. 'Bronze', 'Standard'). */
  tier: string;
  /** Optional line under the tier (e.g. the service). */
  title?: string;
  /** Formatted price or 'Price on request'. */
  price: string;
  features: string[];
  emptyText?: string;
  tone?: 'bronze' | 'silver' | 'gold';
  highlight?: boolean;
  /** Custom action (e.g. an island's button); else a link when ctaHref is given. */
  action?: ReactNode;
  ctaHref?: string;
  ctaLabel?: string;
  titleAs?: CardHeading;
  className?: string;
}

export function TierCard({
  tier,
  title,
  price,
  features,
  emptyText,
  tone,
  highlight,
  action,
  ctaHref,
  ctaLabel,
  titleAs: H = 'h3',
  className,
}: TierCardProps) {
  const t = useT();
  const act =
    action ??
    (ctaHref ? (
      <a className={buttonClass(highlight ? 'primary' : 'secondary', 'md', true)} href={ctaHref}>
        {ctaLabel ?? t('ui.bookNow')}
      </a>
    ) : null);
  return (
    <article className={cx('tier-card', tone && `tier-card--${tone}`, highlight && 'tier-card--highlight', className)}>
      <H className="tier-card__tier">{tier}</H>
      {title && <p className="tier-card__title">{title}</p>}
      <p className="tier-card__price">{price}</p>
      {features.length > 0 ? (
        <ul className="tier-card__features">
          {features.map((f, i) => (
            <li key={i}>{f}</li>
          ))}
        </ul>
      ) : (
        <p className="tier-card__empty">{emptyText ?? t('ui.noFeatures')}</p>
      )}
      {act && <div className="tier-card__action">{act}</div>}
    </article>
  );
}
