import { Hono } from 'hono';
import { cmsText } from '../../../shared/format';
import { translate } from '../../../shared/i18n/catalogues';
import { Q, type About, type Certificate, type Content } from '../../content';
import type { ResolvedImage } from '../../content/image';
import { load } from '../../render/Block';
import { metaImage, OG_SIZE, seoMeta } from '../../render/meta';
import { renderPage } from '../../render/render';
import type { AppEnv } from '../../app-env';
import { errorPage } from '../error-page';
import { notFoundPage } from '../not-found';
import { AboutHero, AboutStats, AboutTextSections, type AboutView } from './AboutSections';
import { Certificates, type CertificateView } from './Certificates';

/** About (docs/product.md#about). */
export const about = new Hono<AppEnv>();

/** About 800x600, cropped (docs/product.md#image-sizes). */
const HERO = { w: 800, h: 600 } as const;
const CERT = { w: 600, h: 600 } as const;

/** The stock photograph used when the hero has no (valid) image. */
export const STOCK_HERO: ResolvedImage = {
  src: '/demo-img/wedding0a1b2c-1600x1067.svg?w=800&h=600&fit=crop',
  srcSet: '/demo-img/wedding0a1b2c-1600x1067.svg?w=800&h=600&fit=crop 800w',
  width: 800,
  height: 600,
  alt: 'A couple photographed at their wedding',
};

function aboutView(content: Content, doc: About, stockAlt: string): AboutView {
  const hero = doc.heroSection ?? {};
  const title = cmsText(hero.title);
  const highlightedText = cmsText(hero.highlightedText);
  // Only when the editor left the photo's alt text empty (the image's own alt wins; content/image.ts).
  const alt = [title, highlightedText].filter(Boolean).join(' ');
  const sections = (
    [
      ['what-is', doc.whatIs],
      ['why-choose', doc.whyChoose],
      ['how-started', doc.howStarted],
    ] as const
  )
    .map(([id, s]) => ({ id, title: cmsText(s?.title), content: cmsText(s?.content) }))
    .filter((s) => s.title || s.content);
  return {
    hero: {
      title,
      highlightedText,
      description: cmsText(hero.description),
      image: content.image(hero.image, HERO, alt) ?? { ...STOCK_HERO, alt: stockAlt },
    },
    sections,
    stats: (Array.isArray(doc.stats) ? doc.stats : [])
      .map((s) => ({ value: cmsText(s?.value), label: cmsText(s?.label) }))
      .filter((s) => s.value && s.label),
  };
}

function certificateViews(content: Content, list: Certificate[] | null): CertificateView[] {
  return (Array.isArray(list) ? list : [])
    .filter((c) => cmsText(c?.title))
    .map((c) => ({
      id: c._id,
      title: cmsText(c.title),
      description: cmsText(c.description),
      image: content.image(c.image, CERT, cmsText(c.title)),
      points: (Array.isArray(c.points) ? c.points : [])
        .map((p) => ({ title: cmsText(p?.pointTitle), description: cmsText(p?.pointDescription) }))
        .filter((p) => p.title || p.description),
    }));
}

about.get('/about', async (c) => {
  const content = c.get('content');
  const certificates = load(
    content.query<Certificate[] | null>(Q.CERTIFICATES).then((list) => certificateViews(content, list)),
  );
  const [doc, meta] = await Promise.all([load(content.query<About | null>(Q.ABOUT)), seoMeta(content, 'about')]);
  const t = translate(c.get('locale'));
  if (!doc.ok) return errorPage(c, { message: t('info.about.error'), meta });
  if (!doc.value || typeof doc.value !== 'object') return notFoundPage(c, { title: t('info.about.notFound') });
  const view = aboutView(content, doc.value, t('info.about.stockAlt'));
  const hero = content.image(doc.value.heroSection?.image, OG_SIZE, view.hero.image.alt);
  const og = meta.image ?? metaImage(hero, hero?.alt).image;
  return renderPage(c, {
    meta: { ...meta, ...(og ? { image: og } : {}) },
    body: (
      <>
        <AboutHero hero={view.hero} />
        <AboutTextSections sections={view.sections} />
        <AboutStats stats={view.stats} />
        <Certificates data={certificates} />
      </>
    ),
  });
});
