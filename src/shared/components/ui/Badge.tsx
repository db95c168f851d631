import type { ReactNode } from 'react';
import { cx } from './cx';

export type BadgeKind = 'neutral' | 'featured' | 'landmark' | 'soft' | 'light';

export interface BadgeProps {
  kind?: BadgeKind;
  className?: string;
  children: ReactNode;
}

/** Small pill label: `<Badge kind="featured">Featured</Badge>`, `<Badge kind="landmark">★ Landmark</Badge>`. */
export function Badge({ kind = 'neutral', className, children }: BadgeProps) {
  return <span className={cx('badge', kind !== 'neutral' && `badge--${kind}`, className)}>{children}</span>;
}
