import { Hono } from 'hono';
import { CardsLoading } from '../../../shared/components/ui';
import { translate } from '../../../shared/i18n/catalogues';
import { Q, imageData, type Service } from '../../content';
import { Block, load } from '../../render/Block';
import { seoMeta } from '../../render/meta';
import { renderPage } from '../../render/render';
import type { AppEnv } from '../../app-env';
import { CARD_SIZES, PLACEHOLDER_IMAGE } from '../portfolios/data';
import { ALL, ServicesGrid, type ServiceItem } from './ServicesGrid';

/** /services (docs/product.md#services): category filter ('all' plus each distinct category) and the service cards. */
export const services = new Hono<AppEnv>();

services.get('/services', async (c) => {
  const content = c.get('content');
  const active = (c.req.query('category') ?? '').trim().toLowerCase() || ALL;
  const list = load(
    content.query<Service[] | null>(Q.SERVICES).then((rows): ServiceItem[] =>
      (rows ?? []).map((s) => {
        const image = imageData(content.image(s.image, { w: 600 }, s.title ?? ''), CARD_SIZES);
        return {
          id: s._id,
          title: s.title ?? '',
          description: s.description ?? '',
          category: s.category?.trim() || null,
          image: image ?? PLACEHOLDER_IMAGE,
        };
      }),
    ),
  );
  const meta = await seoMeta(content, 'services');
  const t = translate(c.get('locale'));

  return renderPage(c, {
    meta,
    body: (
      <>
        <header className="page-head container">
          <h1 className="page-head__title">{t('pages.services.title')}</h1>
        </header>
        <section className="container section section--tight" aria-label={t('pages.services.label')}>
          <Block data={list} fallback={<CardsLoading count={3} grid="grid-3" />} error={t('pages.services.error')}>
            {(items) => <ServicesGrid services={items} active={active} />}
          </Block>
        </section>
      </>
    ),
  });
});
