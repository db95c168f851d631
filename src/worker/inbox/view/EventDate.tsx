import { translate } from '../../../shared/i18n/catalogues';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/locales';
import { formatIndiaWeekdayDate } from '../../../shared/india-time';
import { cityLabel, serviceValue } from '../../../shared/vocabulary/services';

/**
 * A lead's event date as the inbox says it (docs/sales.md "The event date"): 'event Sun 14 Feb 2027',
 * the lead page's format (formatIndiaWeekdayDate), its words the catalogue's `inbox.eventDate` in the
 * inbox's language; '' without one.
 */
export const eventDateText = (date: string | null, locale: Locale = DEFAULT_LOCALE): string => {
  const shown = formatIndiaWeekdayDate(date);
  return shown && translate(locale)('inbox.eventDate', { date: shown });
};

/**
 * The list's "Service and city" cell: what the lead asked for and where, then its event date when
 * the visitor gave one, as one unbroken piece (a 360 px card wraps before it, never inside it).
 */
export function WhereAndWhen(r: { form: string; service: string; city: string; event_date: string | null }) {
  const where = [r.service && serviceValue(r.form, r.service), r.city && cityLabel(r.city)].filter(Boolean).join(', ');
  const when = eventDateText(r.event_date);
  if (!when) return <>{where || '—'}</>;
  return (
    <>
      {where ? `${where} · ` : null}
      <time className="event" dateTime={r.event_date!}>
        {when}
      </time>
    </>
  );
}
