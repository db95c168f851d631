import { excerpt } from '../../../shared/format';
import { formatPrice } from '../../../shared/vocabulary/money';
import type { PublicConfig } from '../../../shared/public-config';
import { FOUNDED_YEAR, STRUCTURED } from '../../../shared/site';
import type { ResolvedImage, TargetedAdHead } from '../../content';
import { translate } from '../../../shared/i18n/catalogues';
import { LOCALE_TAG, localePath } from '../../../shared/i18n/locales';
import { absoluteUrl, docLanguage, docLanguages, fullTitle, metaImage, type Meta } from '../../render/meta';
import { placeTitle, tiers } from './view';

/** The one canonical path of an ad (/a/{slug} answers with the same page and this canonical). */
export const placePath = (slug: string) => `/place/${encodeURIComponent(slug)}`;

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const clean = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : '');

/**
 * Metadata of /place/{slug}, generated from the ad's service and location (docs/product.md#ad-landing-pages):
 * a unique title with the brand suffix, description, keywords, the first carousel image as the
 * 1200x630 social image, the canonical URL, and JSON-LD (business, service with offers, breadcrumbs).
 * In the language of the ad's document (its Hindi translation on /hi/: Hindi service and location,
 * Hindi templates from src/shared/i18n/messages/hi/seo.ts), with its languages for hreflang.
 */
export function placeMeta(ad: TargetedAdHead, slug: string, site: PublicConfig, ogImage: ResolvedImage | null): Meta {
  const locale = docLanguage(ad);
  const t = translate(locale);
  const service = clean(ad.service);
  const location = clean(ad.location);
  const name = placeTitle(ad, t);
  const heading = service && location ? t('seo.place.heading', { service, location }) : name;
  const title = `${heading} | ${t('seo.place.titleTail')}`;
  const path = placePath(slug);
  const url = absoluteUrl(site.siteUrl, localePath(locale, path));
  const priced = tiers(ad.pricing).filter((t) => t.priceMinor !== null);
  const prices = priced.map((t) => t.priceMinor!);
  const from = prices.length ? ` ${t('seo.place.from', { price: formatPrice(Math.min(...prices)) })}` : '';
  const lead =
    clean(ad.description) ||
    t('seo.place.lead', {
      service: service ? service.toLowerCase() : t('seo.place.photography'),
      place: location ? 'yes' : 'no',
      location,
    });
  // Search engines show about 160 characters: the price line only when it fits whole.
  const base = `${heading}: ${lead}`;
  const description = base.length + from.length <= 160 ? `${base}${from}` : excerpt(base, 157);
  const keywords = [
    ...new Set(
      [
        service,
        service && location && t('seo.place.heading', { service, location }),
        location && t('seo.place.keyLocationPhotographer', { location }),
        location && t('seo.place.keyPhotographerIn', { location }),
        location && t('seo.place.keyPhotoshootIn', { location }),
        service && location && t('seo.place.keyBest', { service, location }),
      ]
        .filter((k): k is string => Boolean(k))
        .map((k) => k.toLowerCase()),
    ),
  ].join(', ');

  const city = location ? { '@type': 'City', name: location } : undefined;
  const businessId = `${url}#business`;

  const business = {
    '@type': 'ProfessionalService',
    '@id': businessId,
    name: location ? `${site.siteName} ${location}` : site.siteName,
    description,
    url,
    ...(ogImage ? { image: absoluteUrl(site.siteUrl, ogImage.src) } : {}),
    telephone: site.phone,
    email: site.email,
    foundingDate: String(FOUNDED_YEAR),
    ...(city
      ? { areaServed: city, address: { '@type': 'PostalAddress', addressLocality: location, addressCountry: 'IN' } }
      : {}),
    ...(prices.length
      ? {
          priceRange: `${formatPrice(Math.min(...prices))} - ${formatPrice(Math.max(...prices))}`,
          currenciesAccepted: STRUCTURED.currency,
        }
      : {}),
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: DAYS,
      opens: STRUCTURED.opens,
      closes: STRUCTURED.closes,
    },
    // No aggregateRating: a targetedAd has no rating or review fields, and the hero's '5.0 Rating'
    // badge is fixed marketing copy, not review data. Structured data states only what content backs.
  };

  const serviceNode = {
    '@type': 'Service',
    '@id': `${url}#service`,
    name: heading,
    ...(service ? { serviceType: service } : {}),
    description,
    url,
    provider: { '@id': businessId },
    ...(city ? { areaServed: city } : {}),
    ...(priced.length
      ? {
          offers: priced.map((t) => ({
            '@type': 'Offer',
            name: `${t.label}${service ? ` — ${service}` : ''}`,
            price: t.priceMinor! / 100,
            priceCurrency: STRUCTURED.currency,
            availability: 'https://schema.org/InStock',
            url,
            ...(t.features.length ? { description: t.features.join(', ') } : {}),
          })),
        }
      : {}),
  };

  const home = localePath(locale, '/');
  const breadcrumbs = {
    '@type': 'BreadcrumbList',
    '@id': `${url}#breadcrumb`,
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: t('seo.breadcrumb.home'), item: absoluteUrl(site.siteUrl, home) },
      {
        '@type': 'ListItem',
        position: 2,
        name: t('seo.breadcrumb.services'),
        item: absoluteUrl(site.siteUrl, localePath(locale, '/services')),
      },
      { '@type': 'ListItem', position: 3, name, item: url },
    ],
  };

  const webPage = {
    '@type': 'WebPage',
    '@id': url,
    url,
    name: fullTitle(title, site.siteName),
    description,
    inLanguage: LOCALE_TAG[locale],
    ...(ad._updatedAt ? { dateModified: ad._updatedAt } : {}),
    about: { '@id': `${url}#service` },
    breadcrumb: { '@id': `${url}#breadcrumb` },
  };

  return {
    title,
    description,
    keywords,
    path,
    languages: docLanguages(ad),
    ...metaImage(ogImage, ogImage?.alt),
    jsonLd: [{ '@context': 'https://schema.org', '@graph': [business, serviceNode, webPage, breadcrumbs] }],
  };
}
