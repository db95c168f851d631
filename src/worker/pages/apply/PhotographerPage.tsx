import { Island } from '../../../shared/island';
import PhotographerForm from '../../../shared/islands/PhotographerForm';
import { translate } from '../../../shared/i18n/catalogues';
import { seoMeta } from '../../render/meta';
import { renderPage } from '../../render/render';
import type { AppContext } from '../../app-env';
import { ApplyLayout, applyStats, benefitItems } from './ApplyLayout';
import { formProps, withStatus, type FormPageState } from './state';

const BENEFITS = [
  { icon: 'camera', title: 'info.photographer.bookings', text: 'info.photographer.bookingsText' },
  { icon: 'image', title: 'info.photographer.showcase', text: 'info.photographer.showcaseText' },
  { icon: 'clock', title: 'info.photographer.fair', text: 'info.photographer.fairText' },
] as const;

/** /become-photographer: the page, or a no-JS post answered with it. */
export async function photographerPage(c: AppContext, state: FormPageState = {}): Promise<Response> {
  const site = c.get('config');
  const t = translate(c.get('locale'));
  const title = t('info.photographer.title', { brand: site.SITE_NAME });
  const meta = await seoMeta(c.get('content'), 'partner', {
    title,
    description: t('info.photographer.description'),
    path: '/become-photographer',
    ...(state.status ? { noindex: true } : {}),
  });
  const res = await renderPage(c, {
    meta,
    body: (
      <ApplyLayout
        eyebrow={t('info.photographer.eyebrow')}
        title={title}
        lead={t('info.photographer.lead')}
        benefitsTitle={t('info.photographer.benefits')}
        benefits={benefitItems(t, BENEFITS)}
        stats={applyStats(t, { value: '200+', label: t('info.photographer.statPhotographers') })}
      >
        <Island name="PhotographerForm" component={PhotographerForm} props={formProps(state)} hydrate="idle" />
      </ApplyLayout>
    ),
  });
  return withStatus(res, state.status);
}
