import type { ReactNode } from 'react';
import { Icon } from './Icon';
import type { IconName } from './Icon';
import { cx } from './cx';
import type { Ratio } from './types';
import { useT } from '../../i18n/context';

export interface SkeletonProps {
  variant?: 'text' | 'title' | 'media' | 'circle';
  /** Number of text lines (variant text). */
  lines?: number;
  ratio?: Ratio;
  className?: string;
}

/** Shimmering placeholder block(s); aria-hidden — pair with a LoadingState message for screen readers. */
export function Skeleton({ variant = 'text', lines = 1, ratio, className }: SkeletonProps) {
  if (variant === 'text' && lines > 1) {
    return (
      <span className={cx('skeleton-lines', className)} aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className="skeleton skeleton--text" />
        ))}
      </span>
    );
  }
  return (
    <span className={cx('skeleton', `skeleton--${variant}`, ratio && `ratio-${ratio}`, className)} aria-hidden="true" />
  );
}

/** Card-shaped skeleton matching Card (media + title + two lines). */
export function SkeletonCard({ ratio = '4x3' }: { ratio?: Ratio }) {
  return (
    <div className="skeleton-card" aria-hidden="true">
      <span className={`skeleton skeleton--media ratio-${ratio}`} />
      <div className="skeleton-card__body">
        <span className="skeleton skeleton--title" />
        <span className="skeleton skeleton--text" />
        <span className="skeleton skeleton--text" />
      </div>
    </div>
  );
}

/** The loading text (docs/product.md#messages) over a grid of `count` card skeletons (a card list's Block fallback). */
export function CardsLoading({
  message,
  count,
  grid,
  ratio,
}: {
  message?: string;
  count: number;
  grid: 'grid-2' | 'grid-3' | 'grid-4';
  ratio?: Ratio;
}) {
  return (
    <LoadingState message={message}>
      <ul className={grid}>
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <SkeletonCard ratio={ratio} />
          </li>
        ))}
      </ul>
    </LoadingState>
  );
}

export interface StateProps {
  title?: ReactNode;
  message?: ReactNode;
  /** e.g. a Retry button or a link home. */
  action?: ReactNode;
  icon?: IconName | null;
  /** Less padding, for blocks inside a section. */
  compact?: boolean;
  className?: string;
}

/** The panel both states share: icon, title, text, action. */
function StatePanel({
  kind,
  title,
  message,
  action,
  icon,
  compact,
  className,
}: StateProps & { kind: 'empty' | 'error' }) {
  return (
    <div
      className={cx('state', `state--${kind}`, compact && 'state--compact', className)}
      {...(kind === 'error' ? { role: 'alert' } : {})}
    >
      {icon && (
        <span className="state__icon" aria-hidden="true">
          <Icon name={icon} />
        </span>
      )}
      {title && <p className="state__title">{title}</p>}
      {message && <p className="state__text">{message}</p>}
      {action && <div className="state__action">{action}</div>}
    </div>
  );
}

/** 'Nothing here' panel: e.g. title 'No portfolios found', message 'We'll have more work to show soon.' */
export function EmptyState({ icon = 'camera', ...props }: StateProps) {
  return <StatePanel kind="empty" icon={icon} {...props} />;
}

/** Error panel (role=alert): e.g. title 'Error', message 'Failed to load FAQs. Please try again later.' */
export function ErrorState({ icon = 'alert', ...props }: StateProps) {
  return <StatePanel kind="error" icon={icon} {...props} />;
}

export interface LoadingStateProps {
  /** Default 'Loading...'. */
  message?: ReactNode;
  /** Skeletons shown below the message (e.g. a grid of SkeletonCard). */
  children?: ReactNode;
  className?: string;
}

export function LoadingState({ message, children, className }: LoadingStateProps) {
  const t = useT();
  return (
    <div className={className} aria-busy="true">
      <div className="state state--loading" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>{message ?? t('chrome.loading')}</span>
      </div>
      {children}
    </div>
  );
}
