import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button, Carousel, CarouselArrows, CarouselDots, CarouselSlide, Img, type ImageData } from '../components/ui';
import { armAutoAdvance } from '../hooks/useAutoAdvance';
import { useT } from '../i18n/context';

export interface AdCarouselProps {
  /** Accessible name of the carousel, e.g. 'Our Recent Work'. */
  label: string;
  images: ImageData[];
  /** Auto-advance interval in ms (docs/product.md#timings-and-limits: ad carousel 5000). */
  interval: number;
  /** id of the slide viewport (the arrows' aria-controls); a prop, so server and client agree. */
  id: string;
}

/**
 * The ad page's 'Our Recent Work' carousel (docs/product.md#ad-landing-pages): previous/next and dots,
 * wrapping both ways; advances every `interval` ms while nobody hovers or focuses it, unless
 * the visitor prefers reduced motion or pressed Pause (WCAG 2.2.2). Server-rendered on slide 1.
 */
export default function AdCarousel({ label, images, interval, id }: AdCarouselProps) {
  const t = useT();
  const count = images.length;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const viewportId = id;
  const viewport = useRef<HTMLDivElement>(null);

  const go = useCallback((to: number) => setIndex(((to % count) + count) % count), [count]);

  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) setPlaying(false);
    // Focus or the pointer may have arrived before hydration (no focus/enter event will follow).
    if (viewport.current?.contains(document.activeElement)) setFocused(true);
    if (viewport.current?.matches(':hover')) setHovered(true);
  }, []);

  // Re-armed on every slide change, so a manual step also restarts the full interval.
  useLayoutEffect(() => {
    const still = count < 2 || !playing || hovered || focused;
    return armAutoAdvance(viewport.current, still ? null : interval, () => go(index + 1));
  }, [count, playing, hovered, focused, index, interval, go]);

  if (count === 0) return null;
  const rotating = playing && !hovered && !focused && count > 1;

  return (
    <Carousel label={label} className="ad-carousel">
      <div
        className="carousel__viewport"
        ref={viewport}
        id={viewportId}
        aria-live={rotating ? 'off' : 'polite'}
        data-index={index}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        {images.map((image, i) => (
          <CarouselSlide key={`${i}-${image.src}`} active={i === index} index={i} count={count}>
            <Img {...image} />
          </CarouselSlide>
        ))}
        {count > 1 ? (
          <CarouselArrows controls={viewportId} onPrev={() => go(index - 1)} onNext={() => go(index + 1)} />
        ) : null}
      </div>
      {count > 1 ? (
        <div className="cluster ad-carousel__controls">
          <CarouselDots count={count} active={index} onSelect={go} />
          <Button
            variant="secondary"
            size="sm"
            aria-label={playing ? t('islands.pauseSlideshow') : t('islands.playSlideshow')}
            data-playing={playing ? 'true' : 'false'}
            onClick={() => setPlaying((p) => !p)}
          >
            {playing ? t('islands.pause') : t('islands.play')}
          </Button>
        </div>
      ) : null}
    </Carousel>
  );
}
