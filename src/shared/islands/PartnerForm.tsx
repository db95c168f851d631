import { Field } from '../components/ui';
import { useLocalePath, useT } from '../i18n/context';
import type { MessageKey } from '../i18n/messages/en';
import { PARTNER_CATEGORIES } from '../site';
import {
  FormAlert,
  SubmitButton,
  SuccessScreen,
  useApplicationForm,
  type ApplicationProps,
} from '../forms/application';
import { Honeypot } from '../forms/Honeypot';
import { WhatsAppOptIn } from '../forms/WhatsAppOptIn';
import { EMPTY_PARTNER, validatePartner, type PartnerCategory, type PartnerValues } from '../forms/partner';
import { ENDPOINTS } from '../forms/submit';

/** The categories' words; the value sent stays the category's English name (docs/product.md#lead-payloads). */
const CATEGORY_KEYS: Record<PartnerCategory, MessageKey> = {
  Influencer: 'partnerCategory.influencer',
  'Travel Agency': 'partnerCategory.travelAgency',
  Hotels: 'partnerCategory.hotels',
  Tourism: 'partnerCategory.tourism',
  'Fashion Lifestyle': 'partnerCategory.fashionLifestyle',
  Others: 'partnerCategory.others',
};

/**
 * The partner application (/become-partner, docs/product.md#partner-application): browser-native validation, category
 * 'Influencer' by default, 'Others' reveals the (optional) other category. Posts without JavaScript too.
 */
export default function PartnerForm(props: ApplicationProps<PartnerValues>) {
  const t = useT();
  const lp = useLocalePath();
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
    return <SuccessScreen href={lp('/become-partner')} onAgain={f.again} text={t('partner.thanks')} />;
  }

  return (
    <form
      ref={f.form}
      className="form"
      method="post"
      action={ENDPOINTS.partner}
      onSubmit={f.onSubmit}
      aria-label={t('partner.formLabel')}
    >
      <div className="form__row">
        <Field
          id="pa-name"
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
          id="pa-email"
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
          id="pa-mobile"
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
        <Field
          id="pa-business"
          name="businessName"
          label={t('partner.business')}
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
        label={t('partner.category')}
        required
        options={PARTNER_CATEGORIES.map((c) => ({ value: c, label: t(CATEGORY_KEYS[c]) }))}
        value={v.category}
        onChange={set('category')}
        error={e.category}
      />
      <Field
        id="pa-other"
        className="form__reveal form__reveal--category"
        name="otherCategory"
        label={t('partner.otherCategory')}
        placeholder={t('partner.otherPlaceholder')}
        maxLength={100}
        value={v.otherCategory}
        onChange={set('otherCategory')}
        error={e.otherCategory}
      />
      <Field
        id="pa-why"
        as="textarea"
        name="whyPartner"
        label={t('partner.why')}
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
        label={t('application.how')}
        required
        maxLength={500}
        value={v.howDidYouKnow}
        onChange={set('howDidYouKnow')}
        error={e.howDidYouKnow}
      />
      <WhatsAppOptIn id="pa-whatsapp" form="partner" />
      <Honeypot />
      <FormAlert message={f.failure} />
      <SubmitButton submitting={f.status === 'submitting'}>{t('application.submit')}</SubmitButton>
    </form>
  );
}
