import { cx } from './cx';

export interface TabItem {
  label: string;
  href: string;
  current?: boolean;
  count?: number;
}

export interface TabsProps {
  items: TabItem[];
  label?: string;
  className?: string;
}

/** Link tabs (e.g. `?tab=videos`); the current one has aria-current="page". */
export function Tabs({ items, label = 'Sections', className }: TabsProps) {
  return (
    <nav className={cx('tabs', className)} aria-label={label}>
      <ul className="tabs__list">
        {items.map((t) => (
          <li key={t.href}>
            <a className="tabs__tab" href={t.href} aria-current={t.current ? 'page' : undefined}>
              {t.label}
              {t.count !== undefined && <span className="tabs__count">({t.count})</span>}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
