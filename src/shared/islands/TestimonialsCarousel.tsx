import { CarouselDots, TestimonialCard, type ImageData } from '../components/ui';
import { useAutoAdvance } from '../hooks/useAutoAdvance';
import { LIMITS, TIMING } from '../site';
import { useT } from '../i18n/context';

export interface TestimonialView {
  id: string;
  name: string;
  role?: string;
  review: string;
  /** 0–5; omitted when the review has none. */
  rating?: number;
  image?: ImageData;
}

export interface TestimonialsCarouselProps {
  items: TestimonialView[];
}

/**
 * Home testimonials (docs/product.md#home): 3 per page; with more than 3 the pages rotate every
 * 10000 ms with wraparound and page dots jump directly. Pauses while hovered or focused;
 * no rotation with prefers-reduced-motion. Every page is in the HTML, stacked in one cell (others hidden).
 */
export default function TestimonialsCarousel({ items }: TestimonialsCarouselProps) {
  const t = useT();
  const per = LIMITS.testimonialsPerPage;
  const pages: TestimonialView[][] = [];
  for (let i = 0; i < items.length; i += per) pages.push(items.slice(i, i + per));
  const { index, go, paused, pauseHandlers } = useAutoAdvance(pages.length, TIMING.testimonialsRotate);

  return (
    <div
      className="testimonials stack"
      role="group"
      aria-roledescription="carousel"
      aria-label={t('islands.testimonials')}
      {...pauseHandlers}
    >
      <div className="testimonials__pages" aria-live={paused ? 'polite' : 'off'}>
        {pages.map((page, p) => (
          <div
            key={p}
            className="grid-3 testimonials__page"
            role="group"
            aria-roledescription="slide"
            aria-label={t('carousel.position', { index: String(p + 1), count: String(pages.length) })}
            aria-hidden={p === index ? undefined : true}
            inert={p !== index}
            data-page={p}
          >
            {page.map((t) => (
              <TestimonialCard
                key={t.id}
                quote={t.review}
                name={t.name}
                role={t.role}
                rating={t.rating}
                image={t.image}
              />
            ))}
          </div>
        ))}
      </div>
      <CarouselDots
        count={pages.length}
        active={index}
        onSelect={go}
        label={t('islands.testimonialPages')}
        dotLabel={(n) => t('islands.testimonialPage', { page: String(n) })}
      />
    </div>
  );
}
