import { Button } from '../Button';
import { CarouselDots } from '../Carousel';
import { PhotographerCard } from '../PhotographerCard';
import { PortfolioCard } from '../PortfolioCard';
import { PostCard } from '../PostCard';
import { ServiceCard } from '../ServiceCard';
import { TestimonialCard } from '../TestimonialCard';
import { TierCard } from '../TierCard';
import { LAND, PORT, SgBlock, demo } from './samples';

/** Every card variant: photographer, portfolio, service, post, tier, testimonial. */
export function CardsSection() {
  return (
    <>
      <SgBlock title="Photographer cards" id="sg-photographers" alt>
        <ul className="grid-4">
          <li>
            <PhotographerCard
              name="Aarav Mehta"
              href="/photographer/aarav-mehta"
              image={PORT('1a2b3c', 'Aarav Mehta')}
              featured
              specialty="wedding"
              photoCount={48}
              bookHref="/contact"
            />
          </li>
          <li>
            <PhotographerCard
              name="Diya Sharma"
              href="/photographer/diya-sharma"
              image={PORT('2b3c4d', 'Diya Sharma')}
              title="Fashion Lead"
              specialty="fashion"
              photoCount={12}
              bookHref="/contact"
            />
          </li>
          <li>
            <PhotographerCard
              name="Kabir Rao"
              href="/photographer/kabir-rao"
              image={PORT('3c4d5e', 'Kabir Rao')}
              photoCount={0}
              bookHref="/contact"
            />
          </li>
          <li>
            <PhotographerCard
              name="Meera Iyer"
              href="/photographer/meera-iyer"
              image={PORT('4d5e6f', 'Meera Iyer')}
              portfolioLabel="See Portfolio"
              showTitle={false}
            />
          </li>
        </ul>
      </SgBlock>

      <SgBlock title="Portfolio cards" id="sg-portfolios">
        <ul className="grid-3">
          <li>
            <PortfolioCard
              title="A Winter Wedding in Udaipur"
              href="/portfolio/winter-wedding-udaipur"
              image={LAND('5e6f7a', 'Couple at Lake Pichola')}
              featured
              category="wedding"
              description={
                'Three days of ceremonies by the lake: haldi in the courtyard, a sangeet under ' +
                'fairy lights and a sunset pheras on the ghat.'
              }
              photoCount={42}
              videoCount={2}
            />
          </li>
          <li>
            <PortfolioCard
              title="Little Anaya"
              href="/portfolio/little-anaya"
              image={LAND('6f7a8b', 'Newborn portrait')}
              category="baby"
              description="A gentle newborn session at home."
              photoCount={18}
              videoCount={0}
            />
          </li>
          <li>
            <PortfolioCard
              title="Gallery"
              href="/portfolio/gallery"
              image={LAND('7a8b9c', 'Office team portrait')}
              category="business"
              photoCount={1}
            />
          </li>
        </ul>
      </SgBlock>

      <SgBlock title="Service cards" id="sg-services" alt>
        <ul className="grid-4">
          {[
            ['Wedding Photography', 'wedding', 'Candid and traditional coverage of every ritual.'],
            ['Maternity Shoot', 'maternity', 'Soft, natural light portraits celebrating motherhood.'],
            ['Corporate Headshots', 'corporate', 'Consistent, polished portraits for your whole team.'],
            ['Travel Photography', 'travel', 'A photographer who travels with you — from Goa to Ladakh.'],
          ].map(([t, c, d], i) => (
            <li key={t}>
              <ServiceCard
                title={t ?? ''}
                category={c}
                description={d}
                image={LAND(`8b9c0${i}`, t ?? '')}
                ctaHref="/contact"
              />
            </li>
          ))}
        </ul>
      </SgBlock>

      <SgBlock title="Post cards" id="sg-posts">
        <ul className="grid-3">
          <li>
            <PostCard
              title="10 Pre-wedding Locations in Jaipur"
              href="/blogs/pre-wedding-locations-jaipur"
              image={LAND('9c0d1e', 'Amber Fort at dusk')}
              date="March 5, 2024"
              dateTime="2024-03-05"
              author="Diya Sharma"
              excerpt={
                "From Amber Fort to Nahargarh: the city's most photogenic corners, and the best " +
                'time of day to shoot each one...'
              }
              categories={['Guides', 'Pre-wedding']}
              featured
            />
          </li>
          <li>
            <PostCard
              title="What to Wear for a Family Shoot"
              href="/blogs/family-shoot-outfits"
              image={LAND('0d1e2f', 'Family in coordinated outfits')}
              date="February 12, 2024"
              author="Kabir Rao"
              excerpt="Coordinate, don't match."
            />
          </li>
          <li>
            <PostCard title="Behind the Lens" href="/blogs/behind-the-lens" date="January 2, 2024" />
          </li>
        </ul>
      </SgBlock>

      <SgBlock title="Tier cards" id="sg-tiers" alt>
        <ul className="grid-3">
          <li>
            <TierCard
              tier="Bronze"
              tone="bronze"
              title="Wedding Photography · Jaipur"
              price="₹24,999"
              features={['1 photographer', '6 hours coverage', '300 edited photos']}
              ctaHref="/contact"
            />
          </li>
          <li>
            <TierCard
              tier="Silver"
              tone="silver"
              highlight
              price="₹49,999"
              features={['2 photographers', 'Full day coverage', '600 edited photos', 'Highlight film']}
              ctaHref="/contact"
            />
          </li>
          <li>
            <TierCard
              tier="Gold"
              tone="gold"
              price="Price on request"
              features={[]}
              action={
                <Button block variant="secondary">
                  Book now
                </Button>
              }
            />
          </li>
        </ul>
      </SgBlock>

      <SgBlock title="Testimonials" id="sg-testimonials">
        <ul className="grid-3">
          <li>
            <TestimonialCard
              quote="They captured moments we didn't even know happened. Every photo tells a story."
              name="Priya & Rohan"
              role="Wedding, Udaipur"
              rating={5}
              image={demo('portrait5e6f7a', 400, 400, '')}
            />
          </li>
          <li>
            <TestimonialCard
              quote="Patient with our toddler and wonderful results."
              name="Neha Kapoor"
              role="Family shoot"
              rating={4.5}
            />
          </li>
          <li>
            <TestimonialCard quote="Quick turnaround for our team headshots." name="Arjun Nair" rating={3} />
          </li>
        </ul>
        <CarouselDots count={3} active={0} label="Testimonial pages" dotLabel={(n) => `Show testimonials page ${n}`} />
      </SgBlock>
    </>
  );
}
