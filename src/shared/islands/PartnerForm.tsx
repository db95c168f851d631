import { Field } from '../components/ui';
import { PARTNER_CATEGORIES, REPLY_TIME } from '../site';
import {
  FormAlert,
  SubmitButton,
  SuccessScreen,
  useApplicationForm,
  type ApplicationProps,
} from '../forms/application';
import { Honeypot } from '../forms/Honeypot';
import { WhatsAppOptIn } from '../forms/WhatsAppOptIn';
import { EMPTY_PARTNER, validatePartner, type PartnerValues } from '../forms/partner';
import { ENDPOINTS } from '../forms/submit';

const CATEGORIES = PARTNER_CATEGORIES.map((c) => ({ value: c, label: c }));

/**
 * The partner application (/become-partner, docs/product.md#partner-application): browser-native validation, category
 * 'Influencer' by default, 'Others' reveals the (optional) other category. Posts without JavaScript too.
 */
export default function PartnerForm(props: ApplicationProps<PartnerValues>) {
  const f = useApplicationForm<PartnerValues>({
    ...props,
    empty: EMPTY_PARTNER,
    endpoint: ENDPOINTS.partner,
    action: 'partner',
    validate: validatePartner,
    onChange: (name, value): Partial<PartnerValues> =>
      name === 'category' && value !== 'Others' ? { otherCategory: '' } : {},
  });
  const { values: v, errors: e, set } = f;

  if (f.status === 'submitted') {
    return (
      <SuccessScreen
        href="/become-partner"
        onAgain={f.again}
        text={
          'Thank you for your interest in partnering with us. ' +
          `Our team will review your application and get back to you within ${REPLY_TIME}.`
        }
      />
    );
  }

  return (
    <form
      ref={f.form}
      className="form"
      method="post"
      action={ENDPOINTS.partner}
      onSubmit={f.onSubmit}
      aria-label="Partner application"
    >
      <div className="form__row">
        <Field
          id="pa-name"
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
          id="pa-email"
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
          id="pa-mobile"
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
          id="pa-business"
          name="businessName"
          label="Business Name"
          required
          autoComplete="organization"
          maxLength={150}
          value={v.businessName}
          onChange={set('businessName')}
          error={e.businessName}
        />
      </div>
      <Field
        id="pa-category"
        as="select"
        name="category"
        label="Category"
        required
        options={CATEGORIES}
        value={v.category}
        onChange={set('category')}
        error={e.category}
      />
      <Field
        id="pa-other"
        className="form__reveal form__reveal--category"
        name="otherCategory"
        label="Other Category"
        placeholder="Tell us your category"
        maxLength={100}
        value={v.otherCategory}
        onChange={set('otherCategory')}
        error={e.otherCategory}
      />
      <Field
        id="pa-why"
        as="textarea"
        name="whyPartner"
        label="Why do you want to partner with us?"
        required
        rows={4}
        maxLength={2000}
        value={v.whyPartner}
        onChange={set('whyPartner')}
        error={e.whyPartner}
      />
      <Field
        id="pa-how"
        name="howDidYouKnow"
        label="How did you know about us?"
        required
        maxLength={500}
        value={v.howDidYouKnow}
        onChange={set('howDidYouKnow')}
        error={e.howDidYouKnow}
      />
      <WhatsAppOptIn id="pa-whatsapp" form="partner" />
      <Honeypot />
      <FormAlert message={f.failure} />
      <SubmitButton submitting={f.status === 'submitting'}>Submit Application</SubmitButton>
    </form>
  );
}
