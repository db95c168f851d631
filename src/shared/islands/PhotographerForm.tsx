import { Field } from '../components/ui';
import { useLocalePath, useT } from '../i18n/context';
import type { MessageKey } from '../i18n/messages/en';
import { EXPERIENCE_LEVELS } from '../lists';
import { CITY_OPTIONS } from '../site';
import { SuccessScreen, useApplicationForm, type ApplicationProps } from '../forms/application';
import { ApplicationForm } from '../forms/ApplicationForm';
import {
  EMPTY_PHOTOGRAPHER,
  validatePhotographer,
  type ExperienceLevel,
  type PhotographerValues,
} from '../forms/photographer';
import { ENDPOINTS } from '../forms/submit';

/** The levels' words; the value sent stays the level's English name (docs/product.md#lead-payloads). */
const LEVEL_KEYS: Record<ExperienceLevel, MessageKey> = {
  'Beginner (0-1 years)': 'experience.beginner',
  'Intermediate (1-3 years)': 'experience.intermediate',
  'Advanced (3-5 years)': 'experience.advanced',
  'Expert (5+ years)': 'experience.expert',
};

/**
 * The photographer application (/become-photographer, docs/product.md#photographer-application): every field required
 * (browser-native validation), city 'other' reveals the custom city, another city clears it.
 */
export default function PhotographerForm(props: ApplicationProps<PhotographerValues>) {
  const t = useT();
  const lp = useLocalePath();
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
    return <SuccessScreen href={lp('/become-photographer')} onAgain={f.again} text={t('photographer.thanks')} />;
  }

  return (
    <ApplicationForm
      f={f}
      form="photographer"
      prefix="ph"
      endpoint={ENDPOINTS.photographer}
      label={t('photographer.formLabel')}
      beside={
        <Field
          id="ph-experience"
          as="select"
          name="experience"
          label={t('photographer.experience')}
          required
          placeholder={t('photographer.experiencePlaceholder')}
          options={EXPERIENCE_LEVELS.map((l) => ({ value: l, label: t(LEVEL_KEYS[l]) }))}
          value={v.experience}
          onChange={set('experience')}
          error={e.experience}
        />
      }
      why={{ name: 'whyJoin', label: t('photographer.why') }}
    >
      <Field
        id="ph-portfolio"
        name="portfolio"
        type="url"
        label={t('photographer.portfolio')}
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
          label={t('callback.city')}
          required
          placeholder={t('callback.cityPlaceholder')}
          options={CITY_OPTIONS.map(([value]) => ({ value, label: t(`city.${value}` as MessageKey) }))}
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
              {t('callback.customCity')}
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
    </ApplicationForm>
  );
}
