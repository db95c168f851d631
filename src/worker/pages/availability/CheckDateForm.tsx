import { useLocalePath, useT } from '../../../shared/i18n/context';
import type { MessageKey } from '../../../shared/i18n/messages/en';
import { CREW_CITIES } from '../../crews/cities';

/**
 * "Check your date" (docs/product.md#checking-a-date): a plain GET form to /availability (the
 * path's language) with a date input and the city as a hidden canonical value. No JavaScript: the
 * browser's own date picker, the page's own submit. On every ad page and on the answer page.
 */
export function CheckDateForm({
  city,
  cityName,
  date,
  id = 'check-date',
  heading = true,
}: {
  /** The city's canonical value (src/worker/crews/cities.ts); none: the visitor chooses one. */
  city?: string | null;
  cityName?: string;
  date?: string;
  id?: string;
  heading?: boolean;
}) {
  const t = useT();
  const lp = useLocalePath();
  return (
    <form className="form check-date" method="get" action={lp('/availability')} aria-labelledby={`${id}-title`}>
      {heading ? (
        <h2 id={`${id}-title`} className="check-date__title">
          {t('availability.formTitle')}
        </h2>
      ) : (
        <span id={`${id}-title`} hidden>
          {t('availability.formTitle')}
        </span>
      )}
      {heading ? (
        <p className="check-date__text">
          {city && cityName ? t('availability.formText', { city: cityName }) : t('availability.formTextAny')}
        </p>
      ) : null}
      {city ? (
        <input type="hidden" name="city" value={city} />
      ) : (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-city`}>
            {t('availability.formCity')}
          </label>
          <select className="field__select" id={`${id}-city`} name="city" required defaultValue="">
            <option value="" disabled>
              {t('availability.formCityChoose')}
            </option>
            {CREW_CITIES.map(([value]) => (
              <option key={value} value={value}>
                {t(`city.${value}` as MessageKey)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-date`}>
          {t('availability.formDate')}
        </label>
        <input className="field__input" id={`${id}-date`} type="date" name="date" required defaultValue={date} />
      </div>
      <div className="form__actions">
        <button className="btn btn--primary" type="submit">
          {t('availability.formSubmit')}
        </button>
      </div>
    </form>
  );
}
