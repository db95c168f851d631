import { Hono } from 'hono';
import { CardsLoading, ErrorState } from '../../../shared/components/ui';
import {
  Q,
  type About,
  type Certificate,
  type HeroSlide,
  type PhotographerSummary,
  type Portfolio as PortfolioDoc,
  type PostSummary,
  type Service,
  type Testimonial,
} from '../../content';
import { translate } from '../../../shared/i18n/catalogues';
import { useT } from '../../../shared/i18n/context';
import { localePath } from '../../../shared/i18n/locales';
import { publicConfig } from '../../settings';
import { Block, load } from '../../render/Block';
import { seoMeta } from '../../render/meta';
import { renderPage } from '../../render/render';
import { within } from '../../../shared/within';
import type { AppEnv } from '../../app-env';
import { AboutBlock } from './About';
import { Blogs } from './Blogs';
import { Certificates } from './Certificates';
import { Contact } from './Contact';
import { Hero, HeroLoading } from './Hero';
import { homeJsonLd } from './jsonld';
import { Photographers } from './Photographers';
import { Portfolio } from './Portfolio';
import { HomeSection } from './Section';
import { serviceDetailPage } from './service-detail';
import { Services } from './Services';
import { Testimonials } from './Testimonials';
import * as view from './view';

/** Home (docs/product.md#home): every section is its own streamed block, in that order. */
export const home = new Hono<AppEnv>();

/** How long the shell waits for the hero data, so the first slide image can be preloaded from <head>. */
const HERO_WAIT_MS = 800;

function HeroError() {
  const t = useT();
  return (
    <div className="container section section--tight">
      <ErrorState message={t('pages.home.heroError')} />
    </div>
  );
}
const heroError = () => <HeroError />;

home.get('/', async (c) => {
  const content = c.get('content');
  const t = translate(c.get('locale'));
  const lp = (path: string) => localePath(c.get('locale'), path);
  const img = content.image;
  // Start every query at once; each block streams when its own data arrives.
  const hero = load(content.query<HeroSlide[] | null>(Q.HERO_CAROUSEL).then((s) => view.heroSlides(s, img)));
  const about = load(content.query<About | null>(Q.ABOUT).then((a) => view.aboutHero(a, img)));
  const photographers = load(
    content
      .query<PhotographerSummary[] | null>(Q.FEATURED_PHOTOGRAPHERS)
      .then((l) => view.featuredPhotographers(l, img)),
  );
  const portfolios = load(content.query<PortfolioDoc[] | null>(Q.PORTFOLIOS).then((l) => view.homePortfolios(l, img)));
  const services = load(
    content.query<Service[] | null>(Q.FEATURED_SERVICES).then((l) => view.featuredServices(l, img)),
  );
  const testimonials = load(content.query<Testimonial[] | null>(Q.TESTIMONIALS).then((l) => view.testimonials(l, img)));
  const certificates = load(content.query<Certificate[] | null>(Q.CERTIFICATES).then((l) => view.certificates(l, img)));
  const posts = load(content.query<PostSummary[] | null>(Q.FEATURED_POSTS).then((l) => view.featuredPosts(l, img)));

  const [meta, heroReady] = await Promise.all([
    seoMeta(content, 'home', { jsonLd: homeJsonLd(publicConfig(c.get('config'))) }),
    within(hero, HERO_WAIT_MS),
  ]);
  const first = heroReady?.ok ? heroReady.value[0]?.image : undefined;

  return renderPage(c, {
    meta,
    ...(first ? { preloadImage: { src: first.src, srcSet: first.srcSet, sizes: first.sizes } } : {}),
    body: (
      <>
        <h1 className="visually-hidden">{meta.title}</h1>
        <Block data={hero} fallback={<HeroLoading />} error={heroError}>
          {(slides) => <Hero slides={slides} />}
        </Block>
        <section className="section" aria-label={t('pages.home.aboutLabel')} data-section="about">
          <div className="container">
            <Block data={about} error={t('pages.home.loadError')}>
              {(a) => <AboutBlock hero={a} />}
            </Block>
          </div>
        </section>
        <HomeSection
          id="home-photographers"
          title={t('pages.home.photographers')}
          seeAllHref={lp('/photographers')}
          alt
        >
          <Block
            data={photographers}
            fallback={
              <CardsLoading message={t('pages.home.photographersLoading')} count={4} grid="grid-4" ratio="4x5" />
            }
            error={t('pages.home.photographersError')}
          >
            {(list) => <Photographers list={list} />}
          </Block>
        </HomeSection>
        <HomeSection id="home-portfolio" title={t('pages.home.portfolio')} seeAllHref={lp('/portfolios')}>
          <Block
            data={portfolios}
            fallback={<CardsLoading message={t('pages.home.portfolioLoading')} count={6} grid="grid-3" />}
            error={t('pages.home.portfolioError')}
          >
            {(list) => <Portfolio list={list} />}
          </Block>
        </HomeSection>
        <HomeSection id="home-services" title={t('pages.home.services')} seeAllHref={lp('/services')} alt>
          <Block
            data={services}
            fallback={<CardsLoading count={4} grid="grid-4" />}
            error={t('pages.home.servicesError')}
          >
            {(list) => <Services list={list} />}
          </Block>
        </HomeSection>
        <HomeSection id="home-testimonials" title={t('pages.home.testimonials')}>
          <Block
            data={testimonials}
            fallback={
              <CardsLoading message={t('pages.home.testimonialsLoading')} count={3} grid="grid-3" ratio="1x1" />
            }
            error={t('pages.home.testimonialsError')}
          >
            {(items) => <Testimonials items={items} />}
          </Block>
        </HomeSection>
        <HomeSection id="home-certificates" title={t('pages.home.certificates')} alt>
          <Block
            data={certificates}
            fallback={<CardsLoading count={4} grid="grid-4" />}
            error={t('pages.home.loadError')}
          >
            {(list) => <Certificates list={list} />}
          </Block>
        </HomeSection>
        <HomeSection id="home-blogs" title={t('pages.home.blogs')} seeAllHref={lp('/blogs')}>
          <Block
            data={posts}
            fallback={<CardsLoading count={3} grid="grid-3" ratio="3x2" />}
            error={t('pages.home.blogsError')}
          >
            {(list) => <Blogs list={list} />}
          </Block>
        </HomeSection>
        <Contact />
      </>
    ),
  });
});

home.get('/services/:slug', serviceDetailPage);
