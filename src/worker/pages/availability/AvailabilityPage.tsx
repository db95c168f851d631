import { useLocalePath, useT } from '../../../shared/i18n/context';
import { useFormat } from '../../../shared/i18n/use-format';
import type { Availability } from '../../data/crews';
import { CheckDateForm } from './CheckDateForm';

export interface AnswerProps {
  city: string;
  cityName: string;
  date: string;
  status: Availability;
  alternatives: string[];
}

/** The answer (docs/product.md#checking-a-date): free, a few left, or fully booked with the nearest free dates. */
export function AvailabilityAnswer({ city, cityName, date, status, alternatives }: AnswerProps) {
  const t = useT();
  const lp = useLocalePath();
  const { date: long } = useFormat();
  const words = { date: long(date), city: cityName };
  const callback = `${lp('/contact')}?${new URLSearchParams({ service: 'wedding', city, date })}`;
  return (
    <>
      <header className="container page-head">
        <p className="eyebrow">{t('availability.eyebrow')}</p>
        <h1 className="page-head__title" data-status={status}>
          {t(`availability.${status}`, words)}
        </h1>
        <p className="page-head__lead">{t(`availability.${status}Text`, words)}</p>
      </header>
      <section className="container section section--tight stack">
        {status === 'full' ? (
          alternatives.length ? (
            <div>
              <h2>{t('availability.alternatives')}</h2>
              <ul className="check-date__alternatives">
                {alternatives.map((d) => (
                  <li key={d}>
                    <a href={`${lp('/availability')}?${new URLSearchParams({ city, date: d })}`}>{long(d)}</a>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p>{t('availability.noAlternatives')}</p>
          )
        ) : null}
        <p>
          <a className="btn btn--primary" href={callback}>
            {t('availability.callback')}
          </a>
        </p>
        <h2>{t('availability.another')}</h2>
        <CheckDateForm city={city} cityName={cityName} date={date} heading={false} />
      </section>
    </>
  );
}

/** Nothing asked yet: the form with the city to choose, the page every answer names as its canonical. */
export function AvailabilityAsk() {
  const t = useT();
  return (
    <>
      <header className="container page-head">
        <p className="eyebrow">{t('availability.eyebrow')}</p>
        <h1 className="page-head__title">{t('availability.metaTitle')}</h1>
        <p className="page-head__lead">{t('availability.formTextAny')}</p>
      </header>
      <section className="container section section--tight">
        <CheckDateForm heading={false} />
      </section>
    </>
  );
}

/** A refused question: what was wrong, in the page's language, and the form to ask again. */
export function AvailabilityRefused({
  message,
  city,
  cityName,
}: {
  message: string;
  city?: string;
  cityName?: string;
}) {
  const t = useT();
  const lp = useLocalePath();
  return (
    <>
      <header className="container page-head">
        <p className="eyebrow">{t('availability.eyebrow')}</p>
        <h1 className="page-head__title">{t('availability.refused')}</h1>
        <p className="page-head__lead" role="alert">
          {message}
        </p>
      </header>
      <section className="container section section--tight">
        {city && cityName ? (
          <CheckDateForm city={city} cityName={cityName} heading={false} />
        ) : (
          <a className="btn btn--primary" href={lp('/contact')}>
            {t('availability.callback')}
          </a>
        )}
      </section>
    </>
  );
}
