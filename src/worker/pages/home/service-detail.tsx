import { translate } from '../../../shared/i18n/catalogues';
import { useLocale, useLocalePath, useT } from '../../../shared/i18n/context';
import { bookingLink } from '../../../shared/booking';
import { buttonClass, Chip, HeadedItems, Img, type HeadedItem } from '../../../shared/components/ui';
import { descriptionBlocks, excerpt } from '../../../shared/format';
import type { PublicConfig } from '../../../shared/public-config';
import { Q, imageData, type Service } from '../../content';
import { publicConfig } from '../../settings';
import { docLanguages, absoluteUrl, metaImage, OG_SIZE, type Meta } from '../../render/meta';
import { renderPage } from '../../render/render';
import type { AppContext } from '../../app-env';
import { errorPage } from '../error-page';
import { notFoundPage } from '../not-found';
import { vocabularyName } from '../vocabulary-name';
import { organizationId } from './jsonld';

/** The service's detail (home 'Book Now' target): image, title, category, description, 'Book Now'. */
function ServiceDetail({ service, image }: { service: Service; image: ReturnType<typeof imageData> }) {
  const t = useT();
  const lp = useLocalePath();
  const locale = useLocale();
  // Paragraphs stay paragraphs; runs of '-' items become headed-item lists, in their order.
  const groups: Array<{ kind: 'p'; text: string } | { kind: 'items'; items: HeadedItem[] }> = [];
  for (const b of descriptionBlocks(service.description)) {
    if (b.kind === 'paragraph') groups.push({ kind: 'p', text: b.text });
    else {
      const last = groups[groups.length - 1];
      if (last?.kind === 'items') last.items.push({ heading: b.heading, body: b.body });
      else groups.push({ kind: 'items', items: [{ heading: b.heading, body: b.body }] });
    }
  }
  return (
    <article className="section">
      <div className="container split">
        <div className="stack">
          <a className="back-link" href={lp('/services')}>
            {t('detail.services.all')}
          </a>
          {service.category ? (
            <p>
              <Chip static>{vocabularyName(t, 'service', service.category)}</Chip>
            </p>
          ) : null}
          <h1 className="page-head__title">{service.title}</h1>
          {groups.map((g, i) =>
            g.kind === 'p' ? (
              <p key={i} className="lead">
                {g.text}
              </p>
            ) : (
              <HeadedItems key={i} items={g.items} />
            ),
          )}
          <p>
            <a className={buttonClass('primary', 'lg')} {...bookingLink(service.title ?? '', undefined, locale)}>
              {t('pages.bookNow')}
            </a>
          </p>
        </div>
        {image ? <Img {...image} ratio="4x3" eager className="rounded" /> : null}
      </div>
    </article>
  );
}

function serviceJsonLd(service: Service, site: PublicConfig, path: string, image?: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    ...(service.description ? { description: excerpt(service.description, 300) } : {}),
    ...(service.category ? { serviceType: service.category } : {}),
    url: absoluteUrl(site.siteUrl, path),
    ...(image ? { image: absoluteUrl(site.siteUrl, image) } : {}),
    areaServed: { '@type': 'Country', name: 'India' },
    provider: {
      '@type': 'Organization',
      '@id': organizationId(site),
      name: site.siteName,
      url: absoluteUrl(site.siteUrl, '/'),
    },
  };
}

/** GET /services/:slug — 404 'Service not found' for an unknown slug. */
export async function serviceDetailPage(c: AppContext) {
  const content = c.get('content');
  const slug = c.req.param('slug') ?? '';
  const path = `/services/${encodeURIComponent(slug)}`;
  let service: Service | null;
  try {
    service = await content.query<Service | null>(Q.SERVICE_BY_SLUG, { slug });
  } catch (error) {
    console.error('service query failed:', error instanceof Error ? error.message : error);
    return errorPage(c, {
      title: translate(c.get('locale'))('info.error.services'),
      message: translate(c.get('locale'))('pages.services.error'),
      path,
      status: 500,
    });
  }
  if (!service || !service.title)
    return notFoundPage(c, { title: translate(c.get('locale'))('pages.services.notFound') });

  const image = imageData(
    content.image(service.image, { w: 1200, h: 900 }, service.title),
    '(min-width: 56em) 50vw, 100vw',
  );
  const og = content.image(service.image, OG_SIZE, service.title);
  const meta: Meta = {
    title: service.title,
    description: excerpt(service.description) || service.title,
    path,
    languages: docLanguages(service),
    ...metaImage(og, og?.alt),
    jsonLd: [serviceJsonLd(service, publicConfig(c.get('config')), path, og?.src)],
  };
  return renderPage(c, {
    meta,
    body: <ServiceDetail service={service} image={image} />,
    ...(image ? { preloadImage: { src: image.src, srcSet: image.srcSet, sizes: image.sizes } } : {}),
  });
}
