import type { ReactNode } from 'react';
import { cx } from './cx';
import { useT } from '../../i18n/context';

export interface SectionHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  eyebrow?: ReactNode;
  /** Shows a 'See all' link. */
  seeAllHref?: string;
  seeAllLabel?: string;
  /** Heading level (default h2). */
  as?: 'h1' | 'h2' | 'h3';
  /** id of the heading: use it as aria-labelledby of the section; the See all link is described by it. */
  id?: string;
  align?: 'start' | 'center';
  className?: string;
}

export function SectionHeader({
  title,
  subtitle,
  eyebrow,
  seeAllHref,
  seeAllLabel,
  as: H = 'h2',
  id,
  align = 'start',
  className,
}: SectionHeaderProps) {
  const t = useT();
  return (
    <div className={cx('section-head', align === 'center' && 'section-head--center', className)}>
      <div className="section-head__text">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <H className="section-head__title" id={id}>
          {title}
        </H>
        {subtitle && <p className="section-head__subtitle">{subtitle}</p>}
      </div>
      {seeAllHref && (
        <a className="section-head__link" href={seeAllHref} aria-describedby={id}>
          {seeAllLabel ?? t('ui.seeAll')}
        </a>
      )}
    </div>
  );
}
