import type { ReactNode } from 'react';
import { Icon } from './Icon';
import { cx } from './cx';
import { useT } from '../../i18n/context';

export interface CarouselProps {
  /** Accessible name, e.g. 'Featured work'. */
  label: string;
  /** `hero` = full-bleed hero carousel (.hero.carousel). */
  hero?: boolean;
  id?: string;
  className?: string;
  children: ReactNode;
}

/**
 * Carousel root: <section aria-roledescription="carousel">. Put slides in <CarouselViewport> (or
 * directly for hero).
 */
export function Carousel({ label, hero, id, className, children }: CarouselProps) {
  return (
    <section
      id={id}
      className={cx(hero && 'hero', 'carousel', className)}
      aria-roledescription="carousel"
      aria-label={label}
    >
      {children}
    </section>
  );
}

export function CarouselViewport({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cx('carousel__viewport', className)}>{children}</div>;
}

export interface CarouselSlideProps {
  active: boolean;
  /** 0-based. */
  index: number;
  count: number;
  className?: string;
  children: ReactNode;
}

/** Stacked slide, fading over --dur-hero-fade; inactive slides are inert and hidden from assistive tech. */
export function CarouselSlide({ active, index, count, className, children }: CarouselSlideProps) {
  const t = useT();
  return (
    <div
      className={cx('carousel__slide', active && 'carousel__slide--active', className)}
      role="group"
      aria-roledescription="slide"
      aria-label={t('carousel.position', { index: String(index + 1), count: String(count) })}
      aria-hidden={active ? undefined : true}
      inert={!active}
    >
      {children}
    </div>
  );
}

export interface CarouselDotsProps {
  count: number;
  /** 0-based active index. */
  active: number;
  onSelect?: (index: number) => void;
  /** Vertical dots on the right edge (hero). */
  side?: boolean;
  /** White dots for dark backgrounds. */
  light?: boolean;
  /** Group name, e.g. 'Choose slide'. */
  label?: string;
  /** Accessible name of each dot (1-based n). */
  dotLabel?: (n: number) => string;
  className?: string;
}

export function CarouselDots({ count, active, onSelect, side, light, label, dotLabel, className }: CarouselDotsProps) {
  const t = useT();
  if (count < 2) return null;
  const dots = [];
  for (let i = 0; i < count; i++) {
    dots.push(
      <button
        key={i}
        type="button"
        className={cx('dot', i === active && 'dot--active')}
        aria-label={dotLabel ? dotLabel(i + 1) : t('carousel.goTo', { index: String(i + 1) })}
        aria-current={i === active ? 'true' : undefined}
        data-index={i}
        onClick={onSelect ? () => onSelect(i) : undefined}
      />,
    );
  }
  return (
    <div
      className={cx('dots', side && 'dots--side', light && 'dots--light', className)}
      role="group"
      aria-label={label ?? t('carousel.choose')}
    >
      {dots}
    </div>
  );
}

export interface CarouselArrowsProps {
  onPrev?: () => void;
  onNext?: () => void;
  prevLabel?: string;
  nextLabel?: string;
  /** id of the slide container these buttons control. */
  controls?: string;
}

export function CarouselArrows({ onPrev, onNext, prevLabel, nextLabel, controls }: CarouselArrowsProps) {
  const t = useT();
  return (
    <>
      <button
        type="button"
        className="carousel__prev"
        aria-label={prevLabel ?? t('carousel.previous')}
        aria-controls={controls}
        data-dir="prev"
        onClick={onPrev}
      >
        <Icon name="chevron-left" />
      </button>
      <button
        type="button"
        className="carousel__next"
        aria-label={nextLabel ?? t('carousel.next')}
        aria-controls={controls}
        data-dir="next"
        onClick={onNext}
      >
        <Icon name="chevron-right" />
      </button>
    </>
  );
}
