import { telHref } from '../../vocabulary/phone';
import { COPYRIGHT_YEAR, EXTERNAL, FOOTER_CITIES } from '../../site';
import { FOOTER_COMPANY, FOOTER_EXPLORE, LEGAL_NAV, type NavLink } from '../../nav';
import type { PublicConfig } from '../../public-config';
import { PRIVACY_CHOICES_PATH } from '../../attribution/consent';
import { useLocalePath, useT } from '../../i18n/context';
import type { MessageKey } from '../../i18n/messages/en';

function LinkList({ title, links }: { title: string; links: readonly NavLink[] }) {
  const t = useT();
  const lp = useLocalePath();
  return (
    <nav className="footer__col" aria-label={title}>
      <h2 className="footer__title">{title}</h2>
      <ul className="footer__links">
        {links.map((l) => (
          <li key={l.href}>
            <a href={lp(l.href)}>{t(l.label)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Site footer (docs/product.md#footer): 22 city links, Explore, Company, social, legal, tagline, copyright, contact.
 */
export function Footer({ site }: { site: PublicConfig }) {
  const t = useT();
  const lp = useLocalePath();
  const cities = FOOTER_CITIES.map(([key]) => ({ label: `city.${key}` as MessageKey, href: `/city/${key}` }));
  return (
    <footer className="site-footer">
      <div className="container footer__grid">
        <div className="footer__col">
          <a className="footer__brand" href={lp('/')}>
            {site.siteName}
          </a>
          <p className="footer__tagline">{t('footer.tagline')}</p>
          <div className="footer__contact">
            <a href={telHref(site.phone) ?? undefined}>{site.phone}</a>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </div>
          <div className="social">
            {EXTERNAL.social.map(([label, href, short]) => (
              <a key={label} href={href} target="_blank" rel="noopener noreferrer">
                <span aria-hidden="true">{short}</span>
                <span className="visually-hidden">{label}</span>
              </a>
            ))}
          </div>
        </div>
        <nav className="footer__col footer__cities" aria-label={t('footer.cities')}>
          <h2 className="footer__title">{t('footer.cities')}</h2>
          <ul className="footer__links footer__links--cities">
            {cities.map((l) => (
              <li key={l.href}>
                <a href={lp(l.href)}>{t(l.label)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <LinkList title={t('footer.explore')} links={FOOTER_EXPLORE} />
        <LinkList title={t('footer.company')} links={FOOTER_COMPANY} />
      </div>
      <div className="container footer__bottom">
        {/* Four text nodes, as the English markup has always had them. */}
        <p className="footer__copy">
          {t('footer.copyright')}
          {COPYRIGHT_YEAR} {site.siteName}
          {t('footer.rights')}
        </p>
        <ul className="footer__legal">
          {LEGAL_NAV.map((l) => (
            <li key={l.href}>
              <a href={lp(l.href)}>{t(l.label)}</a>
            </li>
          ))}
          {/* Permanent way to change or withdraw consent (DPDP Act 2023, docs/marketing.md#consent-dpdp). */}
          <li>
            <a href={lp(PRIVACY_CHOICES_PATH)}>{t('nav.privacyChoices')}</a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
