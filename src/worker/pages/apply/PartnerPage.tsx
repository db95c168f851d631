import { Island } from '../../../shared/island';
import PartnerForm from '../../../shared/islands/PartnerForm';
import { translate } from '../../../shared/i18n/catalogues';
import { seoMeta } from '../../render/meta';
import { renderPage } from '../../render/render';
import type { AppContext } from '../../app-env';
import { ApplyLayout, applyStats, benefitItems } from './ApplyLayout';
import { formProps, withStatus, type FormPageState } from './state';

const BENEFITS = [
  { icon: 'users', title: 'info.partner.audience', text: 'info.partner.audienceText' },
  { icon: 'star', title: 'info.partner.earn', text: 'info.partner.earnText' },
  { icon: 'chat', title: 'info.partner.team', text: 'info.partner.teamText' },
] as const;

/** /become-partner: the page, or a no-JS post answered with it (input and messages kept, or the success screen). */
export async function partnerPage(c: AppContext, state: FormPageState = {}): Promise<Response> {
  const site = c.get('config');
  const t = translate(c.get('locale'));
  const meta = await seoMeta(c.get('content'), 'partner', state.status ? { noindex: true } : {});
  const res = await renderPage(c, {
    meta,
    body: (
      <ApplyLayout
        eyebrow={t('info.partner.eyebrow')}
        title={t('info.partner.title', { brand: site.SITE_NAME })}
        lead={t('info.partner.lead')}
        benefitsTitle={t('info.partner.benefits')}
        benefits={benefitItems(t, BENEFITS)}
        stats={applyStats(t, { value: '500+', label: t('info.partner.statPartners') })}
      >
        <Island name="PartnerForm" component={PartnerForm} props={formProps(state)} hydrate="idle" />
      </ApplyLayout>
    ),
  });
  return withStatus(res, state.status);
}
