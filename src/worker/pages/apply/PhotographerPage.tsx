import { Island } from '../../../shared/island';
import PhotographerForm from '../../../shared/islands/PhotographerForm';
import { seoMeta } from '../../render/meta';
import { renderPage } from '../../render/render';
import type { AppContext } from '../../app-env';
import { ApplyLayout } from './ApplyLayout';
import { formProps, withStatus, type FormPageState } from './state';

const BENEFITS = [
  {
    icon: 'camera' as const,
    title: 'Steady Bookings',
    text: 'Weddings, pre-wedding, maternity, baby, family and travel shoots in your city.',
  },
  {
    icon: 'image' as const,
    title: 'Showcase Your Work',
    text: 'Your portfolio in front of couples and families planning their next shoot.',
  },
  {
    icon: 'clock' as const,
    title: 'Flexible and Fair',
    text: 'Pick the shoots that fit your schedule and get paid on time, every time.',
  },
];

const STATS = [
  { value: '200+', label: 'Active Photographers' },
  { value: '50+', label: 'Cities' },
  { value: '24hr', label: 'Response Time' },
];

/** /become-photographer: the page, or a no-JS post answered with it. */
export async function photographerPage(c: AppContext, state: FormPageState = {}): Promise<Response> {
  const site = c.get('config');
  const meta = await seoMeta(c.get('content'), 'partner', {
    title: `Become a ${site.SITE_NAME} Photographer`,
    description:
      'Join our network of professional photographers: steady bookings for weddings, ' +
      'pre-wedding, maternity, family and travel shoots in 50+ cities.',
    path: '/become-photographer',
    ...(state.status ? { noindex: true } : {}),
  });
  const res = await renderPage(c, {
    meta,
    body: (
      <ApplyLayout
        eyebrow="Join our photographers"
        title={`Become a ${site.SITE_NAME} Photographer`}
        lead={
          'Love telling stories with your camera? Join a pan-India team of photographers and shoot ' +
          'the moments families remember.'
        }
        benefitsTitle="Why join us"
        benefits={BENEFITS}
        stats={STATS}
      >
        <Island name="PhotographerForm" component={PhotographerForm} props={formProps(state)} hydrate="idle" />
      </ApplyLayout>
    ),
  });
  return withStatus(res, state.status);
}
