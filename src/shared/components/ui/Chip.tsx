import type { MouseEventHandler, ReactNode } from 'react';
import { cx } from './cx';
import { useT } from '../../i18n/context';

export interface ChipProps {
  /** Link chip when given (active → aria-current="true"); otherwise a toggle button (active → aria-pressed). */
  href?: string;
  active?: boolean;
  onClick?: MouseEventHandler<HTMLElement>;
  /** Label-only chip (a span), e.g. a category on a card. */
  static?: boolean;
  className?: string;
  children: ReactNode;
}

export function Chip({ href, active = false, onClick, static: isStatic, className, children }: ChipProps) {
  if (isStatic) return <span className={cx('chip chip--static', className)}>{children}</span>;
  const cls = cx('chip', active && 'chip--active', className);
  if (href !== undefined) {
    return (
      <a href={href} className={cls} aria-current={active ? 'true' : undefined} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <button type="button" className={cls} aria-pressed={active} onClick={onClick}>
      {children}
    </button>
  );
}

export interface FilterItem {
  label: string;
  href: string;
  active?: boolean;
}

export interface FilterBarProps {
  items: FilterItem[];
  /** Accessible name of the filter navigation. */
  label?: string;
  className?: string;
}

/** Row of link chips (`?category=` links); scrolls sideways on phones, wraps from 640px. */
export function FilterBar({ items, label, className }: FilterBarProps) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <nav className={cx('filterbar', className)} aria-label={label ?? t('ui.filterByCategory')}>
      <ul className="filterbar__list">
        {items.map((item) => (
          <li key={item.href + item.label}>
            <Chip href={item.href} active={item.active}>
              {item.label}
            </Chip>
          </li>
        ))}
      </ul>
    </nav>
  );
}
