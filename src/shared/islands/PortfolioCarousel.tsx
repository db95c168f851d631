import {
  Carousel,
  CarouselArrows,
  CarouselDots,
  CarouselSlide,
  CarouselViewport,
  Img,
  type ImageData,
} from '../components/ui';
import { useAutoAdvance } from '../hooks/useAutoAdvance';

export interface PortfolioCarouselProps {
  /** Accessible name of the carousel. */
  label: string;
  slides: ImageData[];
  /** Auto-advance period in ms (docs/product.md#timings-and-limits: 4 s). */
  interval: number;
  /** id of the slide container (for the arrows' aria-controls). */
  id: string;
}

/**
 * The portfolio page carousel (docs/product.md#portfolio-page): advances every `interval` with wraparound; previous,
 * next and dots. It pauses while hovered or focused and never moves by itself when the visitor
 * prefers reduced motion. Without JavaScript the first slide shows.
 */
export default function PortfolioCarousel({ label, slides, interval, id }: PortfolioCarouselProps) {
  const count = slides.length;
  const { index, go, running, pauseHandlers } = useAutoAdvance(count, interval);

  if (count === 0) return null;
  return (
    <div {...pauseHandlers}>
      <Carousel label={label}>
        <CarouselViewport>
          <div id={id} aria-live={running ? 'off' : 'polite'}>
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
