import { Hono } from 'hono';
import { translate } from '../../../shared/i18n/catalogues';
import { Q, type PackageGroup } from '../../content';
import { Block, load } from '../../render/Block';
import { seoMeta } from '../../render/meta';
import { renderPage } from '../../render/render';
import type { AppEnv } from '../../app-env';
import { PackageGroups } from './PackageGroups';

/** /packages (docs/product.md#packages): package groups by creation date, tiers with features, price and 'Book now'. */
export const packages = new Hono<AppEnv>();

packages.get('/packages', async (c) => {
  const content = c.get('content');
  const groups = load(content.query<PackageGroup[] | null>(Q.PACKAGES).then((rows) => (rows ?? []).filter(Boolean)));
  const meta = await seoMeta(content, 'packages');
  const t = translate(c.get('locale'));

  return renderPage(c, {
    meta,
    body: (
      <>
        <header className="page-head container">
          <h1 className="page-head__title">{t('pages.packages.title')}</h1>
        </header>
        <section className="container section section--tight" aria-label={t('pages.packages.label')}>
          <Block data={groups} error={t('pages.packages.error')}>
            {(list) => <PackageGroups groups={list} />}
          </Block>
        </section>
      </>
    ),
  });
});
