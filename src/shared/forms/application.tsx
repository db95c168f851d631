import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Button, ErrorState, Icon } from '../components/ui';
import { useLocale, useT } from '../i18n/context';
import type { Translate } from '../i18n/translate';
import { MSG, type FieldErrors, type Validation } from './common';
import { HONEYPOT } from './Honeypot';
import { submitLead } from './submit';
import { optInFields } from './opt-in';
import { useTurnstile } from './turnstile';

/**
 * State machine of the two application forms (docs/product.md#partner-application): idle → submitting (button disabled,
 * 'Submitting...') → submitted (success screen); 'Submit Another Application' returns an empty
 * form. On failure the form keeps its input and — unlike the old site — says it failed.
 */
export interface ApplicationProps<V> {
  initial?: Partial<V>;
  errors?: FieldErrors;
  error?: string;
  submitted?: boolean;
}

interface Options<V> extends ApplicationProps<V> {
  empty: V;
  endpoint: string;
  /** The form's name (partner, photographer): Turnstile's action. */
  action: string;
  validate: (input: unknown, t: Translate) => Validation<unknown>;
  /** Field changes that clear another field (e.g. a city other than 'other' clears the custom city). */
  onChange?: (name: keyof V, value: string) => Partial<V>;
}

export function useApplicationForm<V extends { [K in keyof V]: string }>(o: Options<V>) {
  const t = useT();
  const locale = useLocale();
  const [values, setValues] = useState<V>(() => ({ ...o.empty, ...o.initial }));
  const [errors, setErrors] = useState<FieldErrors>(o.errors ?? {});
  const [failure, setFailure] = useState(o.error ?? '');
  const [status, setStatus] = useState<'idle' | 'submitting' | 'submitted'>(o.submitted ? 'submitted' : 'idle');
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const turnstile = useTurnstile(form, o.action);

  const previous = useRef(status);

  useEffect(() => {
    if (attempt) form.current?.querySelector<HTMLElement>('[aria-invalid="true"], .form-alert')?.focus();
  }, [attempt]);
  // Back from the success screen: start at the first field.
  useEffect(() => {
    if (previous.current === 'submitted' && status === 'idle')
      form.current?.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"])')?.focus();
    previous.current = status;
  }, [status]);

  const set = (name: keyof V) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [name]: value, ...o.onChange?.(name, value) }));
    if (errors[name as string]) setErrors(({ [name as string]: _, ...rest }) => rest);
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (status === 'submitting') return;
    setFailure('');
    const checked = o.validate(values, t);
    if (!checked.ok) {
      setErrors(checked.fields);
      setFailure(checked.error);
      setAttempt((n) => n + 1);
      return;
    }
    setStatus('submitting');
    const trap = (form.current?.elements.namedItem(HONEYPOT) as HTMLInputElement | null)?.value ?? '';
    const token = await turnstile.token();
    const body = { ...(values as Record<string, string>), ...optInFields(form.current), [HONEYPOT]: trap };
    const result = await submitLead(o.endpoint, body, token, locale);
    if (token) turnstile.spent();
    if (result.ok) {
      setErrors({});
      setStatus('submitted');
      return;
    }
    const message = 'failed' in result ? t(MSG.failed) : result.error;
    console.warn('application not sent:', message);
    setErrors(result.fields);
    setFailure(message);
    setStatus('idle');
    setAttempt((n) => n + 1);
  };

  const again = (e?: { preventDefault(): void }) => {
    e?.preventDefault();
    setValues({ ...o.empty });
    setErrors({});
    setFailure('');
    setStatus('idle');
  };

  return { values, errors, failure, status, form, set, onSubmit, again };
}

/** The form's failure line (role=alert), focusable so a failed submit can move focus to it. */
export function FormAlert({ message }: { message: string }) {
  if (!message) return null;
  return (
    <div className="form-alert" tabIndex={-1}>
      <ErrorState compact message={message} />
    </div>
  );
}

export function SubmitButton({ submitting, children }: { submitting: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <Button type="submit" block size="lg" disabled={submitting}>
      {submitting ? t('form.submitting') : children}
    </Button>
  );
}

/** 'Application Submitted!' with 'Submit Another Application' (a link back to the page without JavaScript). */
export function SuccessScreen({
  text,
  href,
  onAgain,
}: {
  text: string;
  href: string;
  onAgain: (e: { preventDefault(): void }) => void;
}) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="form-success" role="status">
      <span className="form-success__icon" aria-hidden="true">
        <Icon name="check" />
      </span>
      <h2 className="form-success__title" ref={heading} tabIndex={-1}>
        {t('application.submitted')}
      </h2>
      <p className="form-success__text">{text}</p>
      <Button href={href} variant="secondary" onClick={onAgain}>
        {t('application.again')}
      </Button>
    </div>
  );
}
