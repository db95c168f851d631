import type { ReactNode } from 'react';
import { Accordion, AccordionItem } from './Accordion';
import { Badge } from './Badge';
import { Button } from './Button';
import { PhotographerCard } from './PhotographerCard';
import { PortfolioCard } from './PortfolioCard';
import { PostCard } from './PostCard';
import { ServiceCard } from './ServiceCard';
import { TestimonialCard } from './TestimonialCard';
import { TierCard } from './TierCard';
import { Carousel, CarouselArrows, CarouselDots, CarouselSlide, CarouselViewport } from './Carousel';
import { Chip, FilterBar } from './Chip';
import { Field, Select } from './Field';
import { GalleryGrid } from './GalleryGrid';
import type { GalleryItem } from './GalleryGrid';
import { Icon } from './Icon';
import { Img } from './Img';
import { Modal } from './Modal';
import { Pager } from './Pager';
import { SectionHeader } from './SectionHeader';
import { Stars } from './Stars';
import { BenefitCards, StatTiles } from './StatTiles';
import { EmptyState, ErrorState, LoadingState, Skeleton, SkeletonCard } from './States';
import { Tabs } from './Tabs';
import { HeadedItems, Prose } from './Text';
import { Toast } from './Toast';
import { PhotoViewer } from './Viewer';
import { VideoPoster } from './VideoPoster';
import type { ImageData } from './types';

/** Sample image served by the demo image route at any size. */
function demo(name: string, w: number, h: number, alt: string, sizes = '(min-width: 64em) 33vw, (min-width: 40em) 50vw, 100vw'): ImageData {
  const base = `/demo-img/${name}-${w}x${h}.svg`;
  const at = (x: number) => `${base}?w=${x}&h=${Math.round((x * h) / w)}`;
  return { src: at(800), srcSet: [400, 800, 1200].map((x) => `${at(x)} ${x}w`).join(', '), sizes, width: w, height: h, alt };
}

const LAND = (id: string, alt: string) => demo(`landscape${id}`, 1600, 1067, alt);
const PORT = (id: string, alt: string) => demo(`portrait${id}`, 1200, 1500, alt);

const CITIES = [
  'Ahmedabad', 'Ayodhya', 'Bangalore', 'Bhopal', 'Chandigarh', 'Chennai', 'Delhi NCR', 'Hyderabad', 'Indore', 'Jaipur', 'Kanpur',
  'Kolkata', 'Lucknow', 'Ludhiana', 'Mumbai', 'Nagpur', 'Noida', 'Patna', 'Prayagraj', 'Pune', 'Rewa', 'Varanasi',
];
const PORTFOLIO_MENU = ['wedding', 'pre-wedding', 'post-wedding', 'baby', 'maternity', 'travel', 'business', 'personal', 'family', 'other'];
const slug = (s: string) => s.toLowerCase().replace(/\s+/g, '-');

function Block({ title, id, children, alt }: { title: string; id: string; children: ReactNode; alt?: boolean }) {
  return (
    <section className={alt ? 'section section--tight section--alt' : 'section section--tight'} aria-labelledby={id}>
      <div className="container stack">
        <h2 id={id} className="eyebrow">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

const GALLERY: GalleryItem[] = [
  { key: 'g1', image: LAND('a1b2c3', 'Haveli courtyard at dusk'), size: 'large', caption: 'Haveli courtyard at dusk', badge: <Badge kind="landmark">★ Landmark</Badge> },
  { key: 'g2', image: PORT('b2c3d4', 'Bride adjusting her dupatta'), size: 'medium', caption: 'Bridal portrait' },
  { key: 'g3', image: LAND('c3d4e5', 'Ghats at sunrise'), size: 'small', badge: <Badge kind="landmark">★ Landmark</Badge> },
  { key: 'g4', image: LAND('d4e5f6', 'Street market colours'), size: 'small' },
  { key: 'g5', image: PORT('e5f6a7', 'Baby asleep in a basket'), size: 'unexpected' },
  { key: 'g6', image: LAND('f6a7b8', 'Couple on a palace terrace'), size: 'small' },
  { key: 'g7', image: LAND('a7b8c9', 'Mehendi detail'), size: 'large' },
  { key: 'g8', image: LAND('b8c9d0', 'Family on a beach'), size: 'small' },
  { key: 'g9', image: PORT('c9d0e1', 'Portrait in window light'), size: null },
  { key: 'g10', image: LAND('d0e1f2', 'Lake at golden hour'), size: 'small' },
];

/** Every component and state of the design system on one page (mounted at /styleguide). */
export function Styleguide() {
  const hrefFor = (p: number) => `?page=${p}`;
  return (
    <div className="styleguide">
      <div className="page-head container">
        <p className="eyebrow">Design system</p>
        <h1 className="page-head__title">Styleguide</h1>
        <p className="page-head__lead">
          Warm paper, ink type and <span className="accent">a terracotta accent</span> — every component and state, rendered from
          src/shared/components/ui.
        </p>
      </div>

      <Block title="Typography" id="sg-type">
        <p className="display">Creating Memories</p>
        <h1>Heading one — Professional Photographers</h1>
        <h2>Heading two — Our Portfolio</h2>
        <h3>Heading three — Wedding stories</h3>
        <h4>Heading four — Pre-wedding in Jaipur</h4>
        <p className="lead">Lead paragraph: candid, editorial photography for weddings, families and brands in 50+ cities.</p>
        <p>
          Body text with <a href="#sg-type">an inline link</a>, <strong>strong</strong> and <em>emphasis</em>. <span className="muted">Muted
          secondary text.</span> <span className="accent">Highlighted accent text.</span>
        </p>
      </Block>

      <Block title="Buttons" id="sg-buttons" alt>
        <div className="cluster">
          <Button>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="link" href="#sg-buttons">
            Link button
          </Button>
          <Button href="/contact">Get in touch</Button>
          <Button size="sm">Small</Button>
          <Button size="lg">
            Large <Icon name="arrow-right" />
          </Button>
          <Button disabled>Submitting...</Button>
        </div>
        <Button block>Block button</Button>
        <div className="section section--tight section--dark on-dark">
          <div className="container cluster">
            <Button variant="light">Light</Button>
            <Button variant="outline-light">Outline light</Button>
            <Button>Book now</Button>
          </div>
        </div>
      </Block>

      <Block title="Badges, chips, filter bar" id="sg-chips">
        <div className="cluster">
          <Badge kind="featured">Featured</Badge>
          <Badge kind="landmark">★ Landmark</Badge>
          <Badge>Neutral</Badge>
          <Badge kind="soft">Soft</Badge>
          <Chip href="?category=all" active>
            all
          </Chip>
          <Chip href="?category=wedding">wedding</Chip>
          <Chip active>pressed button chip</Chip>
          <Chip>button chip</Chip>
          <Chip static>travel</Chip>
        </div>
        <FilterBar
          items={['all', 'portrait', 'landscape', 'fashion', 'wedding', 'street', 'nature', 'corporate'].map((c) => ({
            label: c,
            href: `?category=${c}`,
            active: c === 'wedding',
          }))}
        />
      </Block>

      <Block title="Pager — first, middle, last" id="sg-pager" alt>
        <Pager page={1} totalPages={9} hrefFor={hrefFor} label="Pagination, first page example" />
        <Pager page={5} totalPages={9} hrefFor={hrefFor} label="Pagination, middle page example" />
        <Pager page={9} totalPages={9} hrefFor={hrefFor} label="Pagination, last page example" />
      </Block>

      <Block title="Tabs" id="sg-tabs">
        <Tabs
          label="Portfolio media"
          items={[
            { label: 'Photos', href: '?tab=photos', current: true, count: 24 },
            { label: 'Videos', href: '?tab=videos', count: 3 },
          ]}
        />
      </Block>

      <Block title="Accordion — FAQ (independent) and packages (one open)" id="sg-accordion" alt>
        <div className="grid-2">
          <Accordion>
            <AccordionItem title="How early should we book a wedding photographer?" open>
              <p>Three to six months ahead for peak wedding season; we can often help at shorter notice.</p>
            </AccordionItem>
            <AccordionItem title="Do you travel to other cities?">
              <p>Yes — our photographers cover 50+ cities across India.</p>
            </AccordionItem>
            <AccordionItem title="When do we receive our photos?">
              <p>Edited previews within a week, the full gallery within four weeks.</p>
            </AccordionItem>
          </Accordion>
          <Accordion variant="cards">
            <AccordionItem name="sg-packages" title="Wedding Photography" open>
              <p className="muted">Three tiers, features and price — 'Book now' opens the callback modal.</p>
            </AccordionItem>
            <AccordionItem name="sg-packages" title="Pre-wedding Shoot">
              <p>No packages found.</p>
            </AccordionItem>
          </Accordion>
        </div>
      </Block>

      <Block title="Section header" id="sg-head">
        <SectionHeader
          id="sg-head-title"
          eyebrow="Meet the team"
          title="Professional Photographers"
          subtitle="Hand-picked photographers for every occasion."
          seeAllHref="/photographers"
        />
        <SectionHeader title="Testimonials" align="center" subtitle="What our clients say." />
      </Block>

      <Block title="Photographer cards" id="sg-photographers" alt>
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
            <PhotographerCard name="Diya Sharma" href="/photographer/diya-sharma" image={PORT('2b3c4d', 'Diya Sharma')} title="Fashion Lead" specialty="fashion" photoCount={12} bookHref="/contact" />
          </li>
          <li>
            <PhotographerCard name="Kabir Rao" href="/photographer/kabir-rao" image={PORT('3c4d5e', 'Kabir Rao')} photoCount={0} bookHref="/contact" />
          </li>
          <li>
            <PhotographerCard name="Meera Iyer" href="/photographer/meera-iyer" image={PORT('4d5e6f', 'Meera Iyer')} portfolioLabel="See Portfolio" showTitle={false} />
          </li>
        </ul>
      </Block>

      <Block title="Portfolio cards" id="sg-portfolios">
        <ul className="grid-3">
          <li>
            <PortfolioCard
              title="A Winter Wedding in Udaipur"
              href="/portfolio/winter-wedding-udaipur"
              image={LAND('5e6f7a', 'Couple at Lake Pichola')}
              featured
              category="wedding"
              description="Three days of ceremonies by the lake: haldi in the courtyard, a sangeet under fairy lights and a sunset pheras on the ghat."
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
            <PortfolioCard title="Gallery" href="/portfolio/gallery" image={LAND('7a8b9c', 'Office team portrait')} category="business" photoCount={1} />
          </li>
        </ul>
      </Block>

      <Block title="Service cards" id="sg-services" alt>
        <ul className="grid-4">
          {[
            ['Wedding Photography', 'wedding', 'Candid and traditional coverage of every ritual.'],
            ['Maternity Shoot', 'maternity', 'Soft, natural light portraits celebrating motherhood.'],
            ['Corporate Headshots', 'corporate', 'Consistent, polished portraits for your whole team.'],
            ['Travel Photography', 'travel', 'A photographer who travels with you — from Goa to Ladakh.'],
          ].map(([t, c, d], i) => (
            <li key={t}>
              <ServiceCard title={t ?? ''} category={c} description={d} image={LAND(`8b9c0${i}`, t ?? '')} ctaHref="/contact" />
            </li>
          ))}
        </ul>
      </Block>

      <Block title="Post cards" id="sg-posts">
        <ul className="grid-3">
          <li>
            <PostCard
              title="10 Pre-wedding Locations in Jaipur"
              href="/blogs/pre-wedding-locations-jaipur"
              image={LAND('9c0d1e', 'Amber Fort at dusk')}
              date="March 5, 2024"
              dateTime="2024-03-05"
              author="Diya Sharma"
              excerpt="From Amber Fort to Nahargarh: the city's most photogenic corners, and the best time of day to shoot each one..."
              categories={['Guides', 'Pre-wedding']}
              featured
            />
          </li>
          <li>
            <PostCard title="What to Wear for a Family Shoot" href="/blogs/family-shoot-outfits" image={LAND('0d1e2f', 'Family in coordinated outfits')} date="February 12, 2024" author="Kabir Rao" excerpt="Coordinate, don't match." />
          </li>
          <li>
            <PostCard title="Behind the Lens" href="/blogs/behind-the-lens" date="January 2, 2024" />
          </li>
        </ul>
      </Block>

      <Block title="Tier cards" id="sg-tiers" alt>
        <ul className="grid-3">
          <li>
            <TierCard tier="Bronze" tone="bronze" title="Wedding Photography · Jaipur" price="₹24,999" features={['1 photographer', '6 hours coverage', '300 edited photos']} ctaHref="/contact" />
          </li>
          <li>
            <TierCard tier="Silver" tone="silver" highlight price="₹49,999" features={['2 photographers', 'Full day coverage', '600 edited photos', 'Highlight film']} ctaHref="/contact" />
          </li>
          <li>
            <TierCard tier="Gold" tone="gold" price="Price on request" features={[]} action={<Button block variant="secondary">Book now</Button>} />
          </li>
        </ul>
      </Block>

      <Block title="Testimonials" id="sg-testimonials">
        <ul className="grid-3">
          <li>
            <TestimonialCard quote="They captured moments we didn't even know happened. Every photo tells a story." name="Priya & Rohan" role="Wedding, Udaipur" rating={5} image={demo('portrait5e6f7a', 400, 400, '')} />
          </li>
          <li>
            <TestimonialCard quote="Patient with our toddler and wonderful results." name="Neha Kapoor" role="Family shoot" rating={4.5} />
          </li>
          <li>
            <TestimonialCard quote="Quick turnaround for our team headshots." name="Arjun Nair" rating={3} />
          </li>
        </ul>
        <CarouselDots count={3} active={0} label="Testimonial pages" dotLabel={(n) => `Show testimonials page ${n}`} />
      </Block>

      <Block title="Gallery grid — large, medium, small, unknown → medium" id="sg-gallery" alt>
        <GalleryGrid items={GALLERY} interactive label="Top Photos in Jaipur" />
      </Block>

      <Block title="Carousel chrome" id="sg-carousel">
        <Carousel label="Our Recent Work">
          <CarouselViewport>
            {[LAND('1e2f3a', 'Sangeet night'), LAND('2f3a4b', 'Reception portraits'), LAND('3a4b5c', 'Varmala moment')].map((img, i) => (
              <CarouselSlide key={img.src} active={i === 1} index={i} count={3}>
                <Img {...img} sizes="(min-width: 80em) 1280px, 100vw" />
                <p className="carousel__caption">{img.alt}</p>
              </CarouselSlide>
            ))}
            <CarouselArrows />
          </CarouselViewport>
          <CarouselDots count={3} active={1} />
        </Carousel>
      </Block>

      <Carousel label="Featured stories" hero>
        {[
          { img: LAND('4b5c6d', 'Bride and groom under a mandap'), title: 'Stories told\nin light', sub: 'Wedding, family and travel photography across India.' },
          { img: LAND('5c6d7e', 'Mountains at dawn'), title: 'Travel with\na photographer', sub: 'From Goa to Ladakh.' },
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

      <Block title="Modal (static, open)" id="sg-modal" alt>
        <div className="demo-frame">
          <Modal open title="Request a callback">
            <form className="form" action="#" noValidate>
              <div className="form__row">
                <Field name="firstName" label="First name" required autoComplete="given-name" />
                <Field name="lastName" label="Last name" required autoComplete="family-name" />
              </div>
              <Field name="email" type="email" label="Email" required error="Please enter a valid email address" defaultValue="priya@" />
              <Button type="submit" block>
                Submit
              </Button>
            </form>
          </Modal>
        </div>
      </Block>

      <Block title="Toasts" id="sg-toasts">
        <div className="grid-2">
          <div className="demo-frame demo-frame--short">
            <Toast kind="success" message="Form submitted successfully!" />
          </div>
          <div className="demo-frame demo-frame--short">
            <Toast kind="error" message="Failed to submit form. Please try again." onClose={() => undefined} />
          </div>
        </div>
      </Block>

      <Block title="Form fields" id="sg-fields" alt>
        <form className="form container--narrow" action="#" noValidate>
          <div className="form__row">
            <Field name="firstName" label="First name" required placeholder="Priya" />
            <Field name="lastName" label="Last name" required error="Please fill in all required fields" />
          </div>
          <Field name="email" type="email" label="Email" required hint="We reply within 24 hours." />
          <Field
            name="phone"
            type="tel"
            label="Phone"
            required
            inputMode="numeric"
            maxLength={10}
            defaultValue="98765"
            error="Phone number for India should be exactly 10 digits"
            addon={
              <Select
                name="countryCode"
                aria-label="Country code"
                defaultValue="+91"
                options={[
                  { value: '+91', label: '+91' },
                  { value: '+1', label: '+1' },
                  { value: '+44', label: '+44' },
                ]}
              />
            }
          />
          <div className="form__row">
            <Field as="select" name="service" label="Service" required placeholder="Select a service" options={['wedding', 'prewedding', 'baby', 'other'].map((v) => ({ value: v, label: v }))} />
            <Field as="select" name="city" label="City" required placeholder="Select a city" options={CITIES.map((c) => ({ value: slug(c), label: c }))} />
          </div>
          <Field as="textarea" name="message" label="Message (optional)" rows={4} />
          <div className="form__actions">
            <Button type="submit">Submit</Button>
            <Button disabled>Submitting...</Button>
          </div>
        </form>
      </Block>

      <Block title="Loading, empty and error states" id="sg-states">
        <LoadingState message="Loading photographers...">
          <ul className="grid-4">
            {[0, 1, 2, 3].map((i) => (
              <li key={i}>
                <SkeletonCard ratio="4x5" />
              </li>
            ))}
          </ul>
        </LoadingState>
        <div className="grid-2">
          <div>
            <Skeleton variant="title" />
            <Skeleton lines={3} />
          </div>
          <div className="stack">
            <Skeleton variant="circle" />
            <Skeleton variant="media" ratio="16x9" />
          </div>
        </div>
        <div className="grid-2">
          <EmptyState title="No portfolios found" message="We'll have more work to show soon." />
          <ErrorState title="Error" message="Failed to fetch blog posts" action={<Button variant="secondary">Retry</Button>} />
        </div>
        <EmptyState compact icon={null} message="No FAQs found for this category." />
      </Block>

      <Block title="Stars, stat tiles, benefit cards" id="sg-stats" alt>
        <div className="cluster">
          <Stars rating={5} />
          <Stars rating={4.5} />
          <Stars rating={3} />
          <Stars rating={0} />
        </div>
        <StatTiles
          items={[
            { value: '24/7', label: 'Customer Support' },
            { value: '1000+', label: 'Happy Customers' },
            { value: '50+', label: 'Cities Covered' },
          ]}
        />
        <BenefitCards
          items={[
            { icon: 'users', title: 'Reach new clients', text: 'Get discovered by couples and families planning their shoots.' },
            { icon: 'camera', title: 'Curated work', text: 'Your portfolio featured alongside India’s best photographers.' },
            { icon: 'clock', title: 'Fast onboarding', text: 'We reply to every application within 24 hours.' },
          ]}
        />
      </Block>
      <section className="section section--tight section--dark on-dark" aria-label="Stat tiles on dark">
        <div className="container">
          <StatTiles
            items={[
              { value: '500+', label: 'Active Partners' },
              { value: '50+', label: 'Cities' },
              { value: '24hr', label: 'Response Time' },
            ]}
          />
        </div>
      </section>

      <Block title="Rich text and headed items" id="sg-prose">
        <div className="grid-2">
          <Prose>
            <h2>Planning your shoot</h2>
            <p>
              Golden hour is the hour after sunrise and before sunset. <a href="#sg-prose">Read our lighting guide</a>.
            </p>
            <h3>What to bring</h3>
            <ul>
              <li>Two outfit changes</li>
              <li>Comfortable shoes</li>
            </ul>
            <blockquote>Photography is the story I fail to put into words.</blockquote>
            <h4>Ordered steps</h4>
            <ol>
              <li>Book a call</li>
              <li>Choose a package</li>
            </ol>
            <figure>
              <Img {...LAND('6d7e8f', 'Camera on a tripod')} />
              <figcaption>Behind the scenes.</figcaption>
            </figure>
          </Prose>
          <HeadedItems
            items={[
              { heading: '- Experienced photographers', body: 'Every photographer is vetted for skill and reliability.' },
              { heading: '- Transparent pricing', body: 'No hidden costs; prices in INR.' },
              { heading: '- On-time delivery' },
            ]}
          />
        </div>
      </Block>

      <section className="hero hero--short" aria-label="Short page hero example">
        <div className="hero__media">
          <Img {...LAND('9a0b1c', 'Photographer at work in Varanasi')} sizes="100vw" />
        </div>
        <div className="hero__content">
          <p className="eyebrow">About us</p>
          <h2 className="hero__title">
            Capturing India, <span className="accent">one story at a time</span>
          </h2>
          <p className="hero__subtitle">A pan-India photography brand, founded 2020.</p>
        </div>
      </section>

      <Block title="Split layout, blog bits" id="sg-split">
        <div className="split">
          <div className="stack">
            <a className="back-link" href="/blogs">
              Back to blogs
            </a>
            <h3>How it started</h3>
            <p className="muted">
              What began as a handful of photographers in one city became a network across 50+ cities — with the same care for every
              frame.
            </p>
            <p className="meta">
              <time dateTime="2024-03-05">March 5, 2024</time>
              <span>6 min read</span>
            </p>
            <div className="author-box">
              <Img {...demo('portrait0b1c2d', 400, 400, '')} className="author-box__img" />
              <div>
                <p className="author-box__name">Diya Sharma</p>
                <p className="author-box__bio">Wedding photographer and storyteller based in Jaipur.</p>
              </div>
            </div>
          </div>
          <Img {...LAND('1c2d3e', 'Team reviewing photos on a laptop')} ratio="4x3" className="rounded" />
        </div>
      </Block>

      <Block title="Video poster and photo viewer" id="sg-media" alt>
        <div className="grid-2">
          <VideoPoster title="Wedding highlight film" image={LAND('7e8f9a', '')} duration="3:07" />
          <div className="demo-frame">
            <PhotoViewer open image={LAND('8f9a0b', 'Couple walking through a palace corridor')} index={2} count={12} caption="Palace corridor, Jaipur" />
          </div>
        </div>
      </Block>

      <Block title="Layout — header, dropdown, mobile menu" id="sg-header">
        <div className="demo-frame">
          <header className="site-header">
            <div className="container site-header__inner">
              <a className="brand" href="/">
                Brand
              </a>
              <nav className="nav" aria-label="Main">
                <ul className="nav__list">
                  <li>
                    <a className="nav__link" href="/services" aria-current="page">
                      Services
                    </a>
                  </li>
                  <li>
                    <a className="nav__link" href="/packages">
                      Packages
                    </a>
                  </li>
                  <li>
                    <a className="nav__link" href="/photographers">
                      Photographers
                    </a>
                  </li>
                  <li>
                    <details className="dropdown" open>
                      <summary className="nav__link dropdown__toggle">Portfolio</summary>
                      <ul className="dropdown__menu">
                        {PORTFOLIO_MENU.map((c) => (
                          <li key={c}>
                            <a className="dropdown__link" href={`/portfolio/${c}`}>
                              {c}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </details>
                  </li>
                  <li>
                    <a className="nav__link" href="/contact">
                      Contact us
                    </a>
                  </li>
                  <li>
                    <a className="nav__link" href="/about">
                      About us
                    </a>
                  </li>
                  <li>
                    <a className="nav__link nav__link--external" href="https://example.com" rel="noopener">
                      Explore Frames
                    </a>
                  </li>
                </ul>
              </nav>
              <Button href="/contact" size="sm" className="site-header__cta">
                Get in touch
              </Button>
              <details className="menu" open>
                <summary className="menu__toggle" aria-label="Menu">
                  <span className="menu__bars" />
                </summary>
                <div className="menu__panel">
                  <ul className="menu__list">
                    <li>
                      <a className="menu__link" href="/services">
                        Services
                      </a>
                    </li>
                    <li>
                      <details className="submenu" open>
                        <summary className="menu__link submenu__toggle">Portfolio</summary>
                        <ul className="submenu__list">
                          {PORTFOLIO_MENU.map((c) => (
                            <li key={c}>
                              <a className="submenu__link" href={`/portfolio/${c}`}>
                                {c}
                              </a>
                            </li>
                          ))}
                        </ul>
                      </details>
                    </li>
                    <li>
                      <a className="menu__link" href="/contact">
                        Contact us
                      </a>
                    </li>
                  </ul>
                  <Button href="/contact" className="menu__cta">
                    Get in touch
                  </Button>
                </div>
              </details>
            </div>
          </header>
        </div>
      </Block>

      <Block title="Layout — footer, floating buttons, consent bar" id="sg-footer" alt>
        <div className="demo-frame">
          <footer className="site-footer">
            <div className="container">
              <div className="footer__grid">
                <div className="footer__col">
                  <p className="footer__brand">Brand</p>
                  <p className="footer__tagline">Creating Memories Since 2020</p>
                  <div className="footer__contact">
                    <a href="tel:+910000000000">+91 00000 00000</a>
                    <a href="mailto:hello@example.com">hello@example.com</a>
                  </div>
                  <div className="social">
                    <a href="https://example.com" aria-label="Instagram">
                      <Icon name="camera" />
                    </a>
                    <a href="https://example.com" aria-label="YouTube">
                      <Icon name="play" />
                    </a>
                  </div>
                </div>
                <div className="footer__col">
                  <h2 className="footer__title">Explore</h2>
                  <ul className="footer__links">
                    {['Services', 'Packages', 'Portfolios', 'Photographers', 'Blogs'].map((l) => (
                      <li key={l}>
                        <a href={`/${l.toLowerCase()}`}>{l}</a>
                      </li>
                    ))}
                  </ul>
                </div>
                <div className="footer__col">
                  <h2 className="footer__title">Company</h2>
                  <ul className="footer__links">
                    {['About us', 'Contact us', 'FAQs', 'Become a partner'].map((l) => (
                      <li key={l}>
                        <a href="/about">{l}</a>
                      </li>
                    ))}
                  </ul>
                </div>
                <div className="footer__col">
                  <h2 className="footer__title">Cities</h2>
                  <ul className="footer__links footer__links--cities">
                    {CITIES.map((c) => (
                      <li key={c}>
                        <a href={`/city/${slug(c)}`}>{c}</a>
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
              <div className="footer__bottom">
                <ul className="footer__legal">
                  <li>
                    <a href="/terms-and-conditions">Terms and conditions</a>
                  </li>
                  <li>
                    <a href="/privacy-policy">Privacy policy</a>
                  </li>
                  <li>
                    <a href="/cancellation-policy">Cancellation policy</a>
                  </li>
                </ul>
                <p className="footer__copy">© 2021 Brand. All rights reserved.</p>
              </div>
            </div>
          </footer>
          <div className="consent" role="region" aria-label="Cookie notice">
            <p className="consent__text">
              We use cookies to improve your experience. <a href="/privacy-policy">Privacy policy</a>
            </p>
            <div className="consent__actions">
              <Button size="sm" variant="light">
                Accept
              </Button>
              <Button size="sm" variant="outline-light">
                Decline
              </Button>
            </div>
          </div>
          <div className="fab-stack">
            <button type="button" className="fab" aria-label="Scroll to bottom">
              <Icon name="arrow-down" />
            </button>
            <a className="fab fab--chat" href="https://example.com/chat" aria-label="Chat with us">
              <Icon name="chat" />
            </a>
          </div>
        </div>
      </Block>
    </div>
  );
}
