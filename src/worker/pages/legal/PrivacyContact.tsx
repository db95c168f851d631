import { telHref } from '../../../shared/vocabulary/phone';
import { useT } from '../../../shared/i18n/context';
import { safeHref } from '../../render/portable-text';

export interface PrivacyContactInfo {
  email: string;
  website: string;
  phone: string;
}

/** Privacy policy contact information: each line only when present; links only when safe. */
export function PrivacyContact({ info, siteUrl }: { info: PrivacyContactInfo; siteUrl: string }) {
  const t = useT();
  const email = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(info.email) ? info.email : '';
  const website = safeHref(info.website, siteUrl);
  const webHref = website && /^https?:|^\//.test(website.href) ? website : null;
  const tel = telHref(info.phone);
  if (!info.email && !info.website && !info.phone) return null;
  return (
    <section className="legal__section stack" aria-labelledby="privacy-contact">
      <h2 id="privacy-contact">{t('info.legal.contact')}</h2>
      <ul className="legal__contact stack">
        {info.email ? (
          <li>
            {t('info.legal.email')}
            {email ? <a href={`mailto:${email}`}>{email}</a> : info.email}
          </li>
        ) : null}
        {info.website ? (
          <li>
            {t('info.legal.website')}{' '}
            {webHref ? (
              <a href={webHref.href} {...(webHref.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                {info.website}
              </a>
            ) : (
              info.website
            )}
          </li>
        ) : null}
        {info.phone ? (
          <li>
            {t('info.legal.phone')}
            {tel ? <a href={tel}>{info.phone}</a> : info.phone}
          </li>
        ) : null}
      </ul>
    </section>
  );
}
