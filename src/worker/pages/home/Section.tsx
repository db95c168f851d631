import type { ReactNode } from 'react';
import { cx, EmptyState, LoadingState, SectionHeader, SkeletonCard, type Ratio } from '../../../shared/components/ui';

interface HomeSectionProps {
  /** id of the heading (the section's accessible name). */
  id: string;
  title: string;
  subtitle?: string;
  seeAllHref?: string;
  alt?: boolean;
  children: ReactNode;
}

/** One home section: heading (with 'See all') outside the streamed block, so it paints at once. */
export function HomeSection({ id, title, subtitle, seeAllHref, alt, children }: HomeSectionProps) {
  return (
    <section className={cx('section', alt && 'section--alt')} aria-labelledby={id}>
      <div className="container stack">
        <SectionHeader id={id} title={title} subtitle={subtitle} seeAllHref={seeAllHref} />
        {children}
      </div>
    </section>
  );
}

/** The spec's loading text over a grid of card skeletons. */
export function CardsLoading({ message = 'Loading...', count, grid, ratio }: { message?: string; count: number; grid: 'grid-3' | 'grid-4'; ratio?: Ratio }) {
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

/** A block's empty-state text (spec §8). */
export function Empty({ text }: { text: string }) {
  return <EmptyState message={text} compact />;
}
