import { Island } from '../../../shared/island';
import TestimonialsCarousel, { type TestimonialView } from '../../../shared/islands/TestimonialsCarousel';
import { useT } from '../../../shared/i18n/context';
import { Empty } from './Section';

/** 'Testimonials': the rotating pages island, or the empty text. */
export function Testimonials({ items }: { items: TestimonialView[] }) {
  const t = useT();
  if (items.length === 0) return <Empty text={t('pages.home.noTestimonials')} />;
  return <Island name="TestimonialsCarousel" component={TestimonialsCarousel} props={{ items }} hydrate="visible" />;
}
