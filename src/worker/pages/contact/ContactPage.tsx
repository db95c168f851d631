import { telHref } from '../../../shared/vocabulary/phone';
import { useT } from '../../../shared/i18n/context';
import { Icon, type IconName } from '../../../shared/components/ui';
import { InlineCallbackForm } from '../../../shared/forms/InlineCallbackForm';

interface ContactPageProps {
  phone: string;
  email: string;
  service?: string;
  city?: string;
  /** The event date 'YYYY-MM-DD' (/contact?date=…), checked by the form's own rule. */
  date?: string;
}

function ContactCard({ icon, title, href, value }: { icon: IconName; title: string; href: string; value: string }) {
  return (
    <li className="contact-card">
      <span className="contact-card__icon" aria-hidden="true">
        <Icon name={icon} />
      </span>
      <div>
        <h2 className="contact-card__title">{title}</h2>
        <a className="contact-card__value" href={href}>
          {value}
        </a>
      </div>
    </li>
  );
}

/** /contact: phone and e-mail cards, opening hours, and the callback form (prefilled from the query). */
export function ContactPage({ phone, email, service, city, date }: ContactPageProps) {
  const t = useT();
  return (
    <>
      <header className="container page-head">
        <p className="eyebrow">{t('pages.contact.eyebrow')}</p>
        <h1 className="page-head__title">{t('pages.contact.title')}</h1>
        <p className="page-head__lead">{t('pages.contact.lead')}</p>
      </header>
      <section className="container section section--tight" aria-label={t('pages.contact.label')}>
        <div className="split contact-layout">
          <div className="stack">
            <ul className="contact-cards">
              <ContactCard icon="phone" title={t('pages.contact.call')} href={telHref(phone) ?? ''} value={phone} />
              <ContactCard icon="mail" title={t('pages.contact.email')} href={`mailto:${email}`} value={email} />
            </ul>
            <p className="contact-hours">
              <Icon name="clock" />{' '}
              <span>
                {t('info.contact.hoursBefore')}
                {t('info.contact.hours')}
                {t('info.contact.hoursAfter')}
              </span>
            </p>
          </div>
          <InlineCallbackForm service={service} city={city} date={date} />
        </div>
      </section>
    </>
  );
}
