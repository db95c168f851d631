import { useState, type FormEvent } from 'react';
import { useLocale, useT } from '../i18n/context';
import type { MessageKey } from '../i18n/messages/en';
import { LANGUAGE_FIELD } from '../forms/opt-in';
import { byDay, CALL_TIME_PATH, slotDateTime, slotDay, slotTime } from './format';

/**
 * The call times offered after a callback request (docs/product.md#choosing-a-call-time): a form
 * posting to /api/call-time with the per-submission secret, one submit button per slot whose value
 * is its start (ISO 8601, +05:30). Without JavaScript (the success page of src/worker/pages/apply/)
 * the browser posts it and gets a page back; loaded after a submission (./Panel.tsx) it posts JSON
 * and shows the confirmation in place. Texts: the catalogue's `slots.*`.
 */
export interface CallTimesProps {
  token: string;
  slots: string[];
  /** A choice already made (the no-JS confirmation page). */
  chosen?: string;
  /** A refusal the server gave (its status: the message in the page's language). */
  errorStatus?: number;
  /** Where the heading sits in the page's outline; 'p' in a dialog, whose title is the heading. */
  heading?: 'h1' | 'h2' | 'p';
  /** A 'Not now' button that closes what holds the form (the dialog). */
  onClose?: () => void;
}

const ERROR_KEYS: Record<number, MessageKey> = {
  403: 'slots.error.token',
  409: 'slots.error.spent',
  410: 'slots.error.expired',
  422: 'slots.error.time',
};

export function CallTimes({
  token,
  slots: initial,
  chosen: chosenBefore,
  errorStatus,
  heading = 'h2',
  onClose,
}: CallTimesProps) {
  const t = useT();
  const locale = useLocale();
  const [slots, setSlots] = useState(initial);
  const [chosen, setChosen] = useState(chosenBefore ?? '');
  const [message, setMessage] = useState(errorStatus ? t(ERROR_KEYS[errorStatus] ?? 'slots.error.failed') : '');
  const [saving, setSaving] = useState(false);
  const Heading = heading;

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const time = ((e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
    if (!time || saving) return;
    setSaving(true);
    setMessage('');
    try {
      const res = await fetch(CALL_TIME_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ token, time, [LANGUAGE_FIELD]: locale }),
        credentials: 'same-origin',
      });
      const data = (await res.json().catch(() => null)) as { callAt?: string; slots?: string[] } | null;
      if (res.ok && data?.callAt) setChosen(data.callAt);
      else {
        setMessage(t(ERROR_KEYS[res.status] ?? 'slots.error.failed'));
        if (res.status === 422 && Array.isArray(data?.slots)) setSlots(data.slots);
        if (res.status === 403 || res.status === 409 || res.status === 410) setSlots([]);
      }
    } catch {
      setMessage(t('slots.error.failed'));
    }
    setSaving(false);
  };

  if (chosen)
    return (
      <div className="call-times" role="status" data-call-times="chosen">
        <Heading className="form-success__title">
          {t('slots.confirmed', { time: slotDateTime(chosen, locale) })}
        </Heading>
        <p className="form-success__text">{t('slots.confirmedNote')}</p>
        {onClose ? (
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t('slots.continue')}
          </button>
        ) : null}
      </div>
    );

  return (
    <form className="form call-times" method="post" action={CALL_TIME_PATH} onSubmit={onSubmit} data-call-times="offer">
      {heading === 'p' ? null : <Heading className="form-success__title">{t('slots.title')}</Heading>}
      <p className="form-success__text">{t('slots.intro')}</p>
      {message ? (
        <p className="field__error" role="alert">
          {message}
        </p>
      ) : null}
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="locale" value={locale} />
      {byDay(slots).map(([day, times]) => (
        <div key={day} role="group" aria-label={t('slots.group', { day: slotDay(times[0]!, locale) })}>
          <h3 className="field__label">{slotDay(times[0]!, locale)}</h3>
          <div className="form__actions">
            {times.map((s) => (
              <button
                key={s}
                type="submit"
                name="time"
                value={s}
                className="btn btn--secondary btn--sm"
                disabled={saving}
              >
                {slotTime(s, locale)}
              </button>
            ))}
          </div>
        </div>
      ))}
      {saving ? <p role="status">{t('slots.saving')}</p> : null}
      {onClose ? (
        <div className="form__actions">
          <button type="button" className="btn btn--link" onClick={onClose}>
            {t('slots.notNow')}
          </button>
        </div>
      ) : null}
    </form>
  );
}
