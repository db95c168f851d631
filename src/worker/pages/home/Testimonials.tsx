import { Island } from '../../../shared/island';
import TestimonialsCarousel, { type TestimonialView } from '../../../shared/islands/TestimonialsCarousel';
import { Empty } from './Section';

/** 'Testimonials': the rotating pages island, or the empty text. */
export function Testimonials({ items }: { items: TestimonialView[] }) {
  if (items.length === 0) return <Empty text="No testimonials available." />;
  return <Island name="TestimonialsCarousel" component={TestimonialsCarousel} props={{ items }} hydrate="visible" />;
}
