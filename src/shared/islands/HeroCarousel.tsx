import { useEffect, useState } from 'react';
import { Button, Carousel, CarouselDots, CarouselSlide, Img, type ImageData } from '../components/ui';
import { titleLines } from '../format';
import { useAutoAdvance } from '../hooks/useAutoAdvance';
import { TIMING } from '../site';
import { useLocalePath, useT } from '../i18n/context';

export interface HeroSlideView {
  key: string;
  title: string;
  subtitle?: string;
  image?: ImageData;
}

export interface HeroCarouselProps {
  slides: HeroSlideView[];
}

/**
 * Home hero (docs/product.md#home): full-screen slides with title, subtitle and 'Book now';
 * fades every 5000 ms (1000 ms, CSS) with wraparound, side dots jump directly. Pauses while
 * hovered or focused; no auto-advance with prefers-reduced-motion. Nothing with no slides.
 */
export default function HeroCarousel({ slides }: HeroCarouselProps) {
  const t = useT();
  const lp = useLocalePath();
  const { index, go, pauseHandlers } = useAutoAdvance(slides.length, TIMING.heroAdvance);
  // Only the first image is in the server HTML (the page's largest paint, preloaded);
  // the others load once the carousel is live, so they never compete with it.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  if (slides.length === 0) return null;
  return (
    <div className="hero-carousel" {...pauseHandlers}>
      <Carousel label={t('islands.highlights')} hero>
        {slides.map((slide, i) => (
          <CarouselSlide key={slide.key} active={i === index} index={i} count={slides.length}>
            <div className="hero__media">
              {slide.image && (i === 0 || live) ? <Img {...slide.image} eager={i === 0} /> : null}
            </div>
            <div className="hero__content">
              {slide.title ? (
                <h2 className="hero__title">
                  {titleLines(slide.title).map((line, n) => (
                    <span key={n}>
                      {n > 0 ? <br /> : null}
                      {line}
                    </span>
                  ))}
                </h2>
              ) : null}
              {slide.subtitle ? <p className="hero__subtitle">{slide.subtitle}</p> : null}
              <div className="hero__actions">
                <Button href={lp('/contact')} size="lg">
                  {t('ui.bookNow')}
                </Button>
              </div>
            </div>
          </CarouselSlide>
        ))}
        <CarouselDots count={slides.length} active={index} onSelect={go} side label={t('carousel.choose')} />
      </Carousel>
    </div>
  );
}
