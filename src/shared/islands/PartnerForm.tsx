import { Field } from '../components/ui';
import { useLocalePath, useT } from '../i18n/context';
import type { MessageKey } from '../i18n/messages/en';
import { PARTNER_CATEGORIES } from '../lists';
import { SuccessScreen, useApplicationForm, type ApplicationProps } from '../forms/application';
import { ApplicationForm } from '../forms/ApplicationForm';
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
    <ApplicationForm
      f={f}
      form="partner"
      prefix="pa"
      endpoint={ENDPOINTS.partner}
      label={t('partner.formLabel')}
      beside={
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
      }
      why={{ name: 'whyPartner', label: t('partner.why') }}
    >
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
    </ApplicationForm>
  );
}
