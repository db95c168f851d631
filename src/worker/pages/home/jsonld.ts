import type { PublicConfig } from '../../../shared/public-config';
import { STRUCTURED } from '../../../shared/site';
import { DEFAULT_OG_IMAGE } from '../../render/assets';
import { absoluteUrl } from '../../render/meta';

const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The @id of the brand's Organization node (declared on the home page, referenced elsewhere). */
export const organizationId = (site: PublicConfig) => `${absoluteUrl(site.siteUrl, '/')}#organization`;

/** Organization, WebSite and LocalBusiness structured data for the home page (docs/product.md#structured-data). */
export function homeJsonLd(site: PublicConfig): unknown[] {
  const url = absoluteUrl(site.siteUrl, '/');
  const org = organizationId(site);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': org,
      name: site.siteName,
      url,
      logo: absoluteUrl(site.siteUrl, '/favicon.svg'),
      foundingDate: STRUCTURED.foundingDate,
      telephone: site.phone,
      email: site.email,
      contactPoint: [
        {
          '@type': 'ContactPoint',
          telephone: site.phone,
          email: site.email,
          contactType: 'customer service',
          areaServed: 'IN',
        },
      ],
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${url}#website`,
      name: site.siteName,
      url,
      inLanguage: 'en-IN',
      publisher: { '@id': org },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      '@id': `${url}#business`,
      name: site.siteName,
      url,
      image: absoluteUrl(site.siteUrl, DEFAULT_OG_IMAGE.path),
      telephone: site.phone,
      email: site.email,
      foundingDate: STRUCTURED.foundingDate,
      currenciesAccepted: STRUCTURED.currency,
      address: { '@type': 'PostalAddress', addressCountry: 'IN' },
      areaServed: { '@type': 'Country', name: 'India' },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: EVERY_DAY,
          opens: STRUCTURED.opens,
          closes: STRUCTURED.closes,
        },
      ],
      parentOrganization: { '@id': org },
    },
  ];
}
