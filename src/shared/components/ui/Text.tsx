import type { ReactNode } from 'react';
import { cx } from './cx';

export interface HeadedItem {
  heading: string;
  body?: string;
}

/**
 * The '-' description rule (docs/product.md#display-rules), rendered: a list of heading + body
 * items (a leading '-' on a heading is dropped).
 */
export function HeadedItems({ items, className }: { items: HeadedItem[]; className?: string }) {
  return (
    <ul className={cx('headed-items', className)}>
      {items.map((it, i) => (
        <li key={i} className="headed-items__item">
          <p className="headed-items__title">{it.heading.replace(/^\s*-\s*/, '')}</p>
          {it.body && <p className="headed-items__body">{it.body}</p>}
        </li>
      ))}
    </ul>
  );
}

/** Rich-text wrapper (`.prose`): pass rendered children, or trusted, already-sanitised HTML. */
export function Prose({ children, html, className }: { children?: ReactNode; html?: string; className?: string }) {
  if (html !== undefined) return <div className={cx('prose', className)} dangerouslySetInnerHTML={{ __html: html }} />;
  return <div className={cx('prose', className)}>{children}</div>;
}
