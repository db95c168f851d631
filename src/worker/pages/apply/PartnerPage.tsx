import { Island } from '../../../shared/island';
import PartnerForm from '../../../shared/islands/PartnerForm';
import { seoMeta } from '../../render/meta';
import { renderPage } from '../../render/render';
import type { AppContext } from '../../app-env';
import { ApplyLayout } from './ApplyLayout';
import { formProps, withStatus, type FormPageState } from './state';

const BENEFITS = [
  {
    icon: 'users' as const,
    title: 'Delight Your Audience',
    text: 'Offer your followers, guests and clients professional photographers in 50+ cities across India.',
  },
  {
    icon: 'star' as const,
    title: 'Earn With Every Booking',
    text: 'Attractive rewards on every shoot booked through you, paid on time.',
  },
  {
    icon: 'chat' as const,
    title: 'A Dedicated Team',
    text: 'One partnership manager for you, and an answer to every request within 24 hours.',
  },
];

const STATS = [
  { value: '500+', label: 'Active Partners' },
  { value: '50+', label: 'Cities' },
  { value: '24hr', label: 'Response Time' },
];

/** /become-partner: the page, or a no-JS post answered with it (input and messages kept, or the success screen). */
export async function partnerPage(c: AppContext, state: FormPageState = {}): Promise<Response> {
  const site = c.get('config');
  const meta = await seoMeta(c.get('content'), 'partner', state.status ? { noindex: true } : {});
  const res = await renderPage(c, {
    meta,
    body: (
      <ApplyLayout
        eyebrow="Become a partner"
        title={`Partnership with ${site.SITE_NAME}`}
        lead={
          'Influencers, travel agencies, hotels, tourism and fashion lifestyle brands: bring ' +
          'professional photography to the people you serve.'
        }
        benefitsTitle="Why partner with us"
        benefits={BENEFITS}
        stats={STATS}
      >
        <Island name="PartnerForm" component={PartnerForm} props={formProps(state)} hydrate="idle" />
      </ApplyLayout>
    ),
  });
  return withStatus(res, state.status);
}
