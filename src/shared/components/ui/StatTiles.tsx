import type { ReactNode } from 'react';
import { Icon } from './Icon';
import type { IconName } from './Icon';
import { cx } from './cx';

export interface StatItem {
  value: string;
  label: string;
}

/** Big-number tiles: '24/7' 'Customer Support', '500+' 'Active Partners'. */
export function StatTiles({ items, className }: { items: StatItem[]; className?: string }) {
  if (items.length === 0) return null;
  return (
    <ul className={cx('stat-tiles', className)}>
      {items.map((s, i) => (
        <li key={i} className="stat-tile">
          <span className="stat-tile__value">{s.value}</span>
          <span className="stat-tile__label">{s.label}</span>
        </li>
      ))}
    </ul>
  );
}

export interface BenefitItem {
  title: string;
  text: ReactNode;
  icon?: IconName;
}

/** Icon + title + text cards (application pages). */
export function BenefitCards({
  items,
  titleAs: H = 'h3',
  className,
}: {
  items: BenefitItem[];
  titleAs?: 'h2' | 'h3';
  className?: string;
}) {
  return (
    <ul className={cx('benefit-cards', className)}>
      {items.map((b, i) => (
        <li key={i} className="benefit-card">
          {b.icon && (
            <span className="benefit-card__icon" aria-hidden="true">
              <Icon name={b.icon} />
            </span>
          )}
          <H className="benefit-card__title">{b.title}</H>
          <p className="benefit-card__text">{b.text}</p>
        </li>
      ))}
    </ul>
  );
}
