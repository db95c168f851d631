import { Fragment } from 'react';
import { cleanText } from '../../../shared/clean-text';
import { fieldLabel, fieldValue, serviceField } from '../labels';
import { cityLabel, serviceValue } from '../../../shared/vocabulary/services';
import { formLabel, formRow } from '../../../shared/vocabulary/forms';
import { formatIndiaWeekdayDate } from '../../../shared/india-time';

/**
 * Each form's own fields on its lead page (inbox/labels.ts): what the form asked for under the
 * form's own name (a callback's Service, a partner's Category, a photographer's Experience), then
 * every field the person sent, with human labels ("First name", "Business name", "Portfolio link").
 * Rows of the lead page's <dl>. The event date where the form asks for one (its row's `eventDate`)
 * or one was kept: 'Sun 14 Feb 2027'.
 */
export function FormRows({
  form,
  service,
  city,
  eventDate = null,
}: {
  form: string;
  service: string;
  city: string;
  eventDate?: string | null;
}) {
  const label = serviceField(form);
  return (
    <>
      <dt>Form</dt>
      <dd>{formLabel(form)}</dd>
      {label ? (
        <>
          <dt>{label}</dt>
          <dd>{serviceValue(form, service) || '—'}</dd>
        </>
      ) : null}
      {form === 'partner' ? null : (
        <>
          <dt>City</dt>
          <dd>{cityLabel(city) || '—'}</dd>
        </>
      )}
      {eventDate || formRow(form)?.eventDate ? (
        <>
          <dt>Event date</dt>
          <dd>{formatIndiaWeekdayDate(eventDate) || '—'}</dd>
        </>
      ) : null}
    </>
  );
}

/** Fields FormRows shows already (as stored, canonical), per form. */
const SHOWN: Record<string, string[]> = {
  callback: ['service', 'city'],
  partner: ['category', 'otherCategory'],
  photographer: ['experience', 'city'],
};

/**
 * The fields as sent (the payload JSON, the lead's own words), in the form's order, without the
 * timestamp and FormRows' own.
 */
function fieldsOf(form: string, json: string | null): Array<[string, string]> {
  if (!json) return [];
  const shown = new Set(['timestamp', ...(SHOWN[form] ?? [])]);
  try {
    const sent = JSON.parse(json) as Record<string, unknown>;
    return Object.entries(sent)
      .filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '' && !shown.has(e[0]))
      .map(([k, v]) => [cleanText(k), cleanText(v)]);
  } catch {
    return [];
  }
}

export function FormFields({ form, payload }: { form: string; payload: string | null }) {
  const fields = fieldsOf(form, payload);
  if (!fields.length) return null;
  return (
    <>
      {fields.map(([k, v]) => (
        <Fragment key={k}>
          <dt>{fieldLabel(k)}</dt>
          <dd>
            {k === 'portfolio' && /^https?:\/\//i.test(v) ? (
              <a href={v} rel="noopener noreferrer nofollow" target="_blank">
                {v}
              </a>
            ) : (
              fieldValue(form, k, v)
            )}
          </dd>
        </Fragment>
      ))}
    </>
  );
}
