import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, ErrorState, Field, Select } from '../components/ui';
import { CITY_OPTIONS, COUNTRY_CODES, SERVICE_OPTIONS } from '../site';
import { EMPTY_CALLBACK, SERVICE_KEYS, type CallbackValues, type CallbackVariant } from '../forms/callback';
import { MSG, type FieldErrors } from '../forms/common';
import { useLocale, useT } from '../i18n/context';
import type { MessageKey } from '../i18n/messages/en';
import { HONEYPOT, Honeypot } from '../forms/Honeypot';
import { clearOptIn, optInFields } from '../forms/opt-in';
import { WhatsAppOptIn } from '../forms/WhatsAppOptIn';
import { ENDPOINTS, markCallbackSubmitted, submitLead } from '../forms/submit';
import { showToast, ToastHost } from '../forms/toast';
import { onFirstTouch } from '../forms/first-touch';
import { useTurnstile } from '../forms/turnstile';
import { phoneDigits } from '../vocabulary/phone';
import { CallTimesNext } from '../call-times/Next';
import type { CallTimeOffer } from '../call-times/format';

export interface CallbackFormProps {
  variant?: CallbackVariant;
  /** Prefill: a 'Book now' preset, /contact?service=…&city=…&date=…, or the input of a no-JS post. */
  initial?: Partial<CallbackValues>;
  /** Per-field messages and a form message from a no-JS post answered by the server. */
  errors?: FieldErrors;
  error?: string;
  /** Modal only (never an island prop): called after a successful submit, with the call times it offers. */
  onSuccess?: (callTime: CallTimeOffer | null) => void;
  /** Inline island: render its own toast host (used only when no other host is on the page). */
  toasts?: boolean;
}

/**
 * The form's schema, with zod (about 5 KB of the page's script): not needed before the visitor acts,
 * so loaded on their first touch of the form (src/shared/forms/first-touch.ts) and awaited on submit.
 */
let schema: Promise<typeof import('../forms/callback-schema')> | undefined;
const loadSchema = () => (schema ??= import('../forms/callback-schema'));

const COUNTRY = COUNTRY_CODES.map(([value]) => ({ value, label: value }));

/** A preset service: a listed key or label → its key; anything else stays free text ('Wedding Packages - Gold'). */
export function serviceValue(service: string | undefined): string {
  const s = (service ?? '').trim();
  return (
    SERVICE_OPTIONS.find(([k, label]) => k === s.toLowerCase() || label.toLowerCase() === s.toLowerCase())?.[0] ?? s
  );
}

/**
 * The callback form (docs/product.md#callback-form): the modal's body and the inline
 * variant on the home page and /contact. Without JavaScript it posts form-encoded to
 * /api/submit-form (the browser's required checks apply) and the worker answers with a page.
 */
export default function CallbackForm({
  variant = 'inline',
  initial,
  errors: serverErrors,
  error: serverError,
  onSuccess,
  toasts = variant === 'inline',
}: CallbackFormProps) {
  const t = useT();
  const locale = useLocale();
  const [values, setValues] = useState<CallbackValues>(() => ({
    ...EMPTY_CALLBACK,
    ...initial,
    service: serviceValue(initial?.service),
  }));
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  const [formError, setFormError] = useState(serverError ?? '');
  const [submitting, setSubmitting] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // The call times the answer offered (docs/product.md#choosing-a-call-time): under the inline form.
  const [offer, setOffer] = useState<CallTimeOffer | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // Set while a submit waits for the schema, so a second press meanwhile submits nothing.
  const checking = useRef(false);
  const turnstile = useTurnstile(form, 'callback');

  // Hydrated: our own messages replace the browser's bubbles.
  useEffect(() => {
    if (form.current) form.current.noValidate = true;
  }, []);
  useEffect(() => (form.current ? onFirstTouch(form.current, () => void loadSchema()) : undefined), []);
  useEffect(() => {
    if (attempt) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const set =
    (name: keyof CallbackValues) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      let value = e.target.value;
      if (name === 'phone') value = phoneDigits(value).slice(0, 10);
      setValues((v) => ({ ...v, [name]: value, ...(name === 'city' && value !== 'other' ? { customCity: '' } : {}) }));
      if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
    };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (submitting || checking.current) return;
    setFormError('');
    checking.current = true;
    const rules = await loadSchema()
      .catch(() => {
        schema = undefined; // not loaded (offline): the next submit tries again
        return null;
      })
      .finally(() => (checking.current = false));
    if (!rules) return showToast('error', t(MSG.failed));
    const checked = rules.validateCallback({ ...values, variant }, t);
    if (!checked.ok) {
      setErrors(checked.fields);
      setAttempt((n) => n + 1);
      showToast('error', checked.error);
      return;
    }
    setSubmitting(true);
    const trap = (form.current?.elements.namedItem(HONEYPOT) as HTMLInputElement | null)?.value ?? '';
    const token = await turnstile.token();
    const body = { ...values, variant, ...optInFields(form.current), [HONEYPOT]: trap };
    const result = await submitLead(ENDPOINTS.callback, body, token, locale);
    if (token) turnstile.spent();
    setSubmitting(false);
    if (result.ok) {
      markCallbackSubmitted();
      setValues(EMPTY_CALLBACK);
      clearOptIn(form.current);
      setErrors({});
      showToast('success', t(MSG.submitted));
      if (!onSuccess) setOffer(result.callTime ?? null);
      onSuccess?.(result.callTime ?? null);
    } else {
      setErrors(result.fields);
      if (Object.keys(result.fields).length) setAttempt((n) => n + 1);
      showToast('error', 'failed' in result ? t(MSG.failed) : result.error);
    }
  };

  const services = [
    ...(values.service && !SERVICE_KEYS.has(values.service) ? [{ value: values.service, label: values.service }] : []),
    ...SERVICE_OPTIONS.map(([value]) => ({ value, label: t(`service.${value}` as MessageKey) })),
  ];
  const cities = CITY_OPTIONS.map(([value]) => ({ value, label: t(`city.${value}` as MessageKey) }));
  const id = (name: string) => `${variant}-cb-${name}`;

  return (
    <>
      <form
        ref={form}
        className="form callback-form"
        method="post"
        action={ENDPOINTS.callback}
        onSubmit={onSubmit}
        aria-label={t('callback.formLabel')}
      >
        <input type="hidden" name="variant" value={variant} />
        <div className="form__row">
          <Field
            id={id('firstName')}
            name="firstName"
            label={t('callback.firstName')}
            required
            autoComplete="given-name"
            value={values.firstName}
            onChange={set('firstName')}
            error={errors.firstName}
            maxLength={100}
          />
          <Field
            id={id('lastName')}
            name="lastName"
            label={t('callback.lastName')}
            required
            autoComplete="family-name"
            value={values.lastName}
            onChange={set('lastName')}
            error={errors.lastName}
            maxLength={100}
          />
        </div>
        <Field
          id={id('email')}
          name="email"
          type="email"
          label={t('callback.email')}
          required
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
          maxLength={254}
        />
        <Field
          id={id('phone')}
          name="phone"
          type="tel"
          label={t('callback.phone')}
          required
          autoComplete="tel-national"
          inputMode="numeric"
          maxLength={10}
          value={values.phone}
          onChange={set('phone')}
          error={errors.phone ?? errors.countryCode}
          addon={
            <Select
              name="countryCode"
              aria-label={t('callback.countryCode')}
              options={COUNTRY}
              value={values.countryCode}
              onChange={set('countryCode')}
            />
          }
        />
        <div className="form__row">
          <Field
            id={id('service')}
            as="select"
            name="service"
            label={t('callback.service')}
            required
            placeholder={t('callback.servicePlaceholder')}
            options={services}
            value={values.service}
            onChange={set('service')}
            error={errors.service}
          />
          <Field
            id={id('city')}
            as="select"
            name="city"
            label={t('callback.city')}
            required
            placeholder={t('callback.cityPlaceholder')}
            options={cities}
            value={values.city}
            onChange={set('city')}
            error={errors.city}
          />
        </div>
        <Field
          id={id('customCity')}
          className="form__reveal form__reveal--city"
          name="customCity"
          label={
            <>
              {t('callback.customCity')}
              <span className="field__req" aria-hidden="true">
                *
              </span>
            </>
          }
          autoComplete="address-level2"
          value={values.customCity}
          onChange={set('customCity')}
          error={errors.customCity}
          maxLength={100}
        />
        <Field
          id={id('eventDate')}
          name="eventDate"
          type="date"
          label={t('callback.eventDate')}
          value={values.eventDate}
          onChange={set('eventDate')}
          error={errors.eventDate}
        />
        <Field
          id={id('message')}
          as="textarea"
          name="message"
          label={t('callback.message')}
          rows={3}
          value={values.message}
          onChange={set('message')}
          error={errors.message}
          maxLength={2000}
        />
        <WhatsAppOptIn id={id('whatsappOptIn')} message="whatsapp.optIn.callback" />
        <Honeypot />
        {formError ? <ErrorState compact message={formError} /> : null}
        <Button type="submit" block disabled={submitting}>
          {submitting ? t('form.submitting') : t('callback.title')}
        </Button>
      </form>
      {offer ? <CallTimesNext key={offer.token} offer={offer} /> : null}
      {toasts ? <ToastHost /> : null}
    </>
  );
}
