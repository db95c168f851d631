import { Badge } from '../Badge';
import { Button } from '../Button';
import { Carousel, CarouselArrows, CarouselDots, CarouselSlide, CarouselViewport } from '../Carousel';
import { GalleryGrid } from '../GalleryGrid';
import { Img } from '../Img';
import { GALLERY, LAND, SgBlock } from './samples';

/** Gallery grid, carousel chrome and the hero carousel. */
export function MediaSection() {
  return (
    <>
      <SgBlock title="Gallery grid — large, medium, small, unknown → medium" id="sg-gallery" alt>
        <GalleryGrid items={GALLERY} interactive label="Top Photos in Jaipur" />
      </SgBlock>

      <SgBlock title="Carousel chrome" id="sg-carousel">
        <Carousel label="Our Recent Work">
          <CarouselViewport>
            {[
              LAND('1e2f3a', 'Sangeet night'),
              LAND('2f3a4b', 'Reception portraits'),
              LAND('3a4b5c', 'Varmala moment'),
            ].map((img, i) => (
              <CarouselSlide key={img.src} active={i === 1} index={i} count={3}>
                <Img {...img} sizes="(min-width: 80em) 1280px, 100vw" />
                <p className="carousel__caption">{img.alt}</p>
              </CarouselSlide>
            ))}
            <CarouselArrows />
          </CarouselViewport>
          <CarouselDots count={3} active={1} />
        </Carousel>
      </SgBlock>

      <Carousel label="Featured stories" hero>
        {[
          {
            img: LAND('4b5c6d', 'Bride and groom under a mandap'),
            title: 'Stories told\nin light',
            sub: 'Wedding, family and travel photography across India.',
          },
          {
            img: LAND('5c6d7e', 'Mountains at dawn'),
            title: 'Travel with\na photographer',
            sub: 'From Goa to Ladakh.',
          },
        ].map((s, i) => (
          <CarouselSlide key={s.title} active={i === 0} index={i} count={2}>
            <div className="hero__media">
              <Img {...s.img} sizes="100vw" eager={i === 0} />
            </div>
            <div className="hero__content">
              <p className="eyebrow">Creating Memories Since 2020</p>
              <h2 className="hero__title">{s.title}</h2>
              <p className="hero__subtitle">{s.sub}</p>
              <div className="hero__badges">
                <Badge kind="light">5.0 Rating</Badge>
                <Badge kind="light">500+ Happy Clients</Badge>
                <Badge kind="light">8+ Years Experience</Badge>
              </div>
              <div className="hero__actions">
                <Button href="/contact" size="lg">
                  Book now
                </Button>
                <Button href="/portfolios" variant="outline-light" size="lg">
                  View Portfolio
                </Button>
              </div>
            </div>
          </CarouselSlide>
        ))}
        <CarouselDots count={2} active={0} side />
      </Carousel>
    </>
  );
}
