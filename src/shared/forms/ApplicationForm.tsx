import type { ReactNode } from 'react';
import { Field } from '../components/ui';
import { useT } from '../i18n/context';
import { FormAlert, SubmitButton, type useApplicationForm } from './application';
import { Honeypot } from './Honeypot';
import type { OptInKey } from '../vocabulary/forms';
import { WhatsAppOptIn } from './WhatsAppOptIn';

/** Each application's opt-in key, typed by its row (./WhatsAppOptIn.tsx OptInMessage says why literals). */
const OPT_IN_MESSAGE: { [F in 'partner' | 'photographer']: OptInKey<F> } = {
  partner: 'whatsapp.optIn.partner',
  photographer: 'whatsapp.optIn.photographer',
};

/** The fields both applications ask (src/shared/forms/partner.ts, photographer.ts). */
interface Shared {
  name: string;
  email: string;
  mobileNumber: string;
  howDidYouKnow: string;
}

interface Props<V extends Shared & { [K in keyof V]: string }> {
  /** The form's state (./application.tsx useApplicationForm). */
  f: ReturnType<typeof useApplicationForm<V>>;
  /** The form's name: its opt-in's words. */
  form: 'partner' | 'photographer';
  /** The fields' id prefix ('pa', 'ph'). */
  prefix: string;
  endpoint: string;
  label: string;
  /** The field beside the mobile number (the business name, the experience). */
  beside: ReactNode;
  /** The form's own fields, between those rows and its "why" text. */
  children: ReactNode;
  /** Its "why" text's field and label. */
  why: { name: keyof V & string; label: string };
}

/**
 * The field set the two applications share (docs/product.md#partner-application,
 * #photographer-application): name and e-mail, the mobile number beside the form's own field, the
 * form's fields, why, how they heard of us, the WhatsApp opt-in, the honeypot, the alert and submit.
 */
export function ApplicationForm<V extends Shared & { [K in keyof V]: string }>({
  f,
  form,
  prefix,
  endpoint,
  label,
  beside,
  children,
  why,
}: Props<V>) {
  const t = useT();
  const { values: v, errors: e, set } = f;
  return (
    <form ref={f.form} className="form" method="post" action={endpoint} onSubmit={f.onSubmit} aria-label={label}>
      <div className="form__row">
        <Field
          id={`${prefix}-name`}
          name="name"
          label={t('application.name')}
          required
          autoComplete="name"
          maxLength={100}
          value={v.name}
          onChange={set('name')}
          error={e.name}
        />
        <Field
          id={`${prefix}-email`}
          name="email"
          type="email"
          label={t('application.email')}
          required
          autoComplete="email"
          maxLength={254}
          value={v.email}
          onChange={set('email')}
          error={e.email}
        />
      </div>
      <div className="form__row">
        <Field
          id={`${prefix}-mobile`}
          name="mobileNumber"
          type="tel"
          label={t('application.mobile')}
          required
          autoComplete="tel"
          maxLength={24}
          value={v.mobileNumber}
          onChange={set('mobileNumber')}
          error={e.mobileNumber}
        />
        {beside}
      </div>
      {children}
      <Field
        id={`${prefix}-why`}
        as="textarea"
        name={why.name}
        label={why.label}
        required
        rows={4}
        maxLength={2000}
        value={v[why.name]}
        onChange={set(why.name)}
        error={e[why.name]}
      />
      <Field
        id={`${prefix}-how`}
        name="howDidYouKnow"
        label={t('application.how')}
        required
        maxLength={500}
        value={v.howDidYouKnow}
        onChange={set('howDidYouKnow')}
        error={e.howDidYouKnow}
      />
      <WhatsAppOptIn id={`${prefix}-whatsapp`} message={OPT_IN_MESSAGE[form]} />
      <Honeypot />
      <FormAlert message={f.failure} />
      <SubmitButton submitting={f.status === 'submitting'}>{t('application.submit')}</SubmitButton>
    </form>
  );
}
