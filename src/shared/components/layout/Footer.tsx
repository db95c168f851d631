import { COPYRIGHT_YEAR, EXTERNAL, FOOTER_CITIES, TAGLINE } from '../../site';
import { FOOTER_COMPANY, FOOTER_EXPLORE, LEGAL_NAV, type NavLink } from '../../nav';
import type { PublicConfig } from '../../public-config';
import { PRIVACY_CHOICES_PATH } from '../../attribution/consent';

function LinkList({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <nav className="footer__col" aria-label={title}>
      <h2 className="footer__title">{title}</h2>
      <ul className="footer__links">
        {links.map((l) => (
          <li key={l.href}>
            <a href={l.href}>{l.label}</a>
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
  const cities = FOOTER_CITIES.map(([key, label]) => ({ label, href: `/city/${key}` }));
  return (
    <footer className="site-footer">
      <div className="container footer__grid">
        <div className="footer__col">
          <a className="footer__brand" href="/">
            {site.siteName}
          </a>
          <p className="footer__tagline">{TAGLINE}</p>
          <div className="footer__contact">
            <a href={`tel:${site.phone}`}>{site.phone}</a>
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
        <nav className="footer__col footer__cities" aria-label="Cities">
          <h2 className="footer__title">Cities</h2>
          <ul className="footer__links footer__links--cities">
            {cities.map((l) => (
              <li key={l.href}>
                <a href={l.href}>{l.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <LinkList title="Explore" links={FOOTER_EXPLORE} />
        <LinkList title="Company" links={FOOTER_COMPANY} />
      </div>
      <div className="container footer__bottom">
        <p className="footer__copy">
          © {COPYRIGHT_YEAR} {site.siteName}. All rights reserved.
        </p>
        <ul className="footer__legal">
          {LEGAL_NAV.map((l) => (
            <li key={l.href}>
              <a href={l.href}>{l.label}</a>
            </li>
          ))}
          {/* Permanent way to change or withdraw consent (DPDP Act 2023, docs/marketing.md#consent-dpdp). */}
          <li>
            <a href={PRIVACY_CHOICES_PATH}>Privacy choices</a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
