import { Field } from '../components/ui';
import { CITY_OPTIONS, EXPERIENCE_LEVELS, REPLY_TIME } from '../site';
import {
  FormAlert,
  SubmitButton,
  SuccessScreen,
  useApplicationForm,
  type ApplicationProps,
} from '../forms/application';
import { Honeypot } from '../forms/Honeypot';
import { WhatsAppOptIn } from '../forms/WhatsAppOptIn';
import { EMPTY_PHOTOGRAPHER, validatePhotographer, type PhotographerValues } from '../forms/photographer';
import { ENDPOINTS } from '../forms/submit';

const LEVELS = EXPERIENCE_LEVELS.map((l) => ({ value: l, label: l }));
const CITIES = CITY_OPTIONS.map(([value, label]) => ({ value, label }));

/**
 * The photographer application (/become-photographer, docs/product.md#photographer-application): every field required
 * (browser-native validation), city 'other' reveals the custom city, another city clears it.
 */
export default function PhotographerForm(props: ApplicationProps<PhotographerValues>) {
  const f = useApplicationForm<PhotographerValues>({
    ...props,
    empty: EMPTY_PHOTOGRAPHER,
    endpoint: ENDPOINTS.photographer,
    action: 'photographer',
    validate: validatePhotographer,
    onChange: (name, value): Partial<PhotographerValues> =>
      name === 'city' && value !== 'other' ? { customCity: '' } : {},
  });
  const { values: v, errors: e, set } = f;

  if (f.status === 'submitted') {
    return (
      <SuccessScreen
        href="/become-photographer"
        onAgain={f.again}
        text={
          'Thank you for applying to join our photographers. ' +
          `We'll review your portfolio and get back to you within ${REPLY_TIME}.`
        }
      />
    );
  }

  return (
    <form
      ref={f.form}
      className="form"
      method="post"
      action={ENDPOINTS.photographer}
      onSubmit={f.onSubmit}
      aria-label="Photographer application"
    >
      <div className="form__row">
        <Field
          id="ph-name"
          name="name"
          label="Full Name"
          required
          autoComplete="name"
          maxLength={100}
          value={v.name}
          onChange={set('name')}
          error={e.name}
        />
        <Field
          id="ph-email"
          name="email"
          type="email"
          label="Email Address"
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
          id="ph-mobile"
          name="mobileNumber"
          type="tel"
          label="Mobile Number"
          required
          autoComplete="tel"
          maxLength={24}
          value={v.mobileNumber}
          onChange={set('mobileNumber')}
          error={e.mobileNumber}
        />
        <Field
          id="ph-experience"
          as="select"
          name="experience"
          label="Experience"
          required
          placeholder="Select your experience level"
          options={LEVELS}
          value={v.experience}
          onChange={set('experience')}
          error={e.experience}
        />
      </div>
      <Field
        id="ph-portfolio"
        name="portfolio"
        type="url"
        label="Portfolio URL"
        required
        placeholder="https://"
        autoComplete="url"
        maxLength={500}
        value={v.portfolio}
        onChange={set('portfolio')}
        error={e.portfolio}
      />
      <div className="form__row">
        <Field
          id="ph-city"
          as="select"
          name="city"
          label="City"
          required
          placeholder="Select your city"
          options={CITIES}
          value={v.city}
          onChange={set('city')}
          error={e.city}
        />
        <Field
          id="ph-custom-city"
          className="form__reveal form__reveal--city"
          name="customCity"
          label={
            <>
              Your City
              <span className="field__req" aria-hidden="true">
                *
              </span>
            </>
          }
          autoComplete="address-level2"
          maxLength={100}
          value={v.customCity}
          onChange={set('customCity')}
          error={e.customCity}
        />
      </div>
      <Field
        id="ph-why"
        as="textarea"
        name="whyJoin"
        label="Why do you want to join us?"
        required
        rows={4}
        maxLength={2000}
        value={v.whyJoin}
        onChange={set('whyJoin')}
        error={e.whyJoin}
      />
      <Field
        id="ph-how"
        name="howDidYouKnow"
        label="How did you know about us?"
        required
        maxLength={500}
        value={v.howDidYouKnow}
        onChange={set('howDidYouKnow')}
        error={e.howDidYouKnow}
      />
      <WhatsAppOptIn id="ph-whatsapp" form="photographer" />
      <Honeypot />
      <FormAlert message={f.failure} />
      <SubmitButton submitting={f.status === 'submitting'}>Submit Application</SubmitButton>
    </form>
  );
}
