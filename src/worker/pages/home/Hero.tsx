import { Island } from '../../../shared/island';
import HeroCarousel, { type HeroSlideView } from '../../../shared/islands/HeroCarousel';

/** The hero carousel island; nothing at all with no slides (docs/product.md#home). */
export function Hero({ slides }: { slides: HeroSlideView[] }) {
  if (slides.length === 0) return null;
  return <Island name="HeroCarousel" component={HeroCarousel} props={{ slides }} hydrate="idle" />;
}

/** While the carousel data is on its way: a dark band of the hero's size, no layout shift. */
export function HeroLoading() {
  return (
    <section className="hero" aria-busy="true" aria-label="Highlights">
      <div className="hero__content">
        <p className="hero__subtitle" role="status">
          Loading...
        </p>
      </div>
    </section>
  );
}
