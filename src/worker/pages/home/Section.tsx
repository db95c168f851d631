import type { ReactNode } from 'react';
import { cx, EmptyState, SectionHeader } from '../../../shared/components/ui';

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

/** A block's empty-state text (docs/product.md#messages). */
export function Empty({ text }: { text: string }) {
  return <EmptyState message={text} compact />;
}
