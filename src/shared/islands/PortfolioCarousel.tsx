import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { Carousel, CarouselArrows, CarouselDots, CarouselSlide, CarouselViewport, Img, type ImageData } from '../components/ui';

export interface PortfolioCarouselProps {
  /** Accessible name of the carousel. */
  label: string;
  slides: ImageData[];
  /** Auto-advance period in ms (spec §9: 4 s). */
  interval: number;
  /** id of the slide container (for the arrows' aria-controls). */
  id: string;
}

/**
 * The portfolio page carousel (spec §4): advances every `interval` with wraparound; previous,
 * next and dots. It pauses while hovered or focused and never moves by itself when the visitor
 * prefers reduced motion. Without JavaScript the first slide shows.
 */
export default function PortfolioCarousel({ label, slides, interval, id }: PortfolioCarouselProps) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Assume reduced motion until the preference is read, so no timer is armed before it is known.
  const [reduced, setReduced] = useState(true);
  const count = slides.length;
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    // Focus or the pointer may have arrived before hydration (no focus/enter event will follow).
    if (root.current?.contains(document.activeElement)) setFocused(true);
    if (root.current?.matches(':hover')) setHovered(true);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  const playing = count > 1 && !hovered && !focused && !reduced;
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), interval);
    return () => clearInterval(timer);
  }, [playing, count, interval, index]);

  const go = (i: number) => setIndex(((i % count) + count) % count);
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };

  if (count === 0) return null;
  return (
    <div ref={root} onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)} onFocus={() => setFocused(true)} onBlur={onBlur}>
      <Carousel label={label}>
        <CarouselViewport>
          <div id={id} aria-live={playing ? 'off' : 'polite'}>
            {slides.map((image, i) => (
              <CarouselSlide key={image.src} active={i === index} index={i} count={count}>
                <Img {...image} eager={i === 0} />
              </CarouselSlide>
            ))}
          </div>
        </CarouselViewport>
        {count > 1 && <CarouselArrows onPrev={() => go(index - 1)} onNext={() => go(index + 1)} controls={id} />}
        <CarouselDots count={count} active={index} onSelect={go} />
      </Carousel>
    </div>
  );
}
