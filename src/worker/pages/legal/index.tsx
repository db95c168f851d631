import { Hono } from 'hono';
import { cmsText, formatDate } from '../../../shared/format';
import { translate } from '../../../shared/i18n/catalogues';
import type { Locale } from '../../../shared/i18n/locales';
import type { SeoPage } from '../../../shared/site';
import { Q, type Cancellation, type LegalSection, type Privacy, type Terms } from '../../content';
import { load } from '../../render/Block';
import { seoMeta } from '../../render/meta';
import { renderPage } from '../../render/render';
import type { AppContext, AppEnv } from '../../app-env';
import { notFoundPage } from '../not-found';
import { LEGAL_PAGES, LegalError, LegalPage, type LegalKey, type LegalView } from './LegalPage';
import { PrivacyContact } from './PrivacyContact';

/** Terms, privacy and cancellation (docs/product.md#legal-pages), cross-linked. */
export const legal = new Hono<AppEnv>();

/** The view every legal page shares: its title (else the page's own name), its date in `locale`, its sections. */
function baseView(
  locale: Locale,
  key: LegalKey,
  title: unknown,
  lastUpdated: unknown,
  sections: LegalSection[] | null | undefined,
): LegalView {
  const date = formatDate(cmsText(lastUpdated), locale);
  const page = LEGAL_PAGES.find((p) => p.key === key)!;
  return {
    title: cmsText(title) || translate(locale)(page.label),
    lastUpdated: date,
    ...(date ? { lastUpdatedIso: cmsText(lastUpdated) } : {}),
    intro: '',
    sections: (Array.isArray(sections) ? sections : [])
      .map((s) => ({ title: cmsText(s?.title), content: cmsText(s?.content) }))
      .filter((s) => s.title || s.content),
  };
}

/**
 * Awaits the page's document: a failure renders the error text, a missing document answers 404
 * with it; otherwise the page. The cancellation page's metadata uses the `terms` seo record
 * (docs/product.md#legal-pages).
 */
async function legalPage<T extends object>(
  c: AppContext,
  key: LegalKey,
  seo: SeoPage,
  query: string,
  view: (doc: T) => LegalView,
) {
  const content = c.get('content');
  const page = LEGAL_PAGES.find((p) => p.key === key)!;
  const [doc, meta] = await Promise.all([
    load(content.query<T | null>(query)),
    seoMeta(content, seo, { path: page.path }),
  ]);
  if (!doc.ok) return renderPage(c, { meta, body: <LegalError current={key} /> });
  const t = translate(c.get('locale'));
  if (!doc.value || typeof doc.value !== 'object')
    return notFoundPage(c, { title: t(page.label), message: t(page.error) });
  return renderPage(c, { meta, body: <LegalPage current={key} view={view(doc.value)} /> });
}

legal.get('/terms-and-conditions', (c) =>
  legalPage<Terms>(c, 'terms', 'terms', Q.TERMS, (d) => ({
    ...baseView(c.get('locale'), 'terms', d.title, d.lastUpdated, d.sections),
    intro: cmsText(d.content),
  })),
);

legal.get('/privacy-policy', (c) =>
  legalPage<Privacy>(c, 'privacy', 'privacy', Q.PRIVACY, (d) => ({
    ...baseView(c.get('locale'), 'privacy', d.title, d.lastUpdated, d.sections),
    intro: cmsText(d.overview),
    contact: (
      <PrivacyContact
        siteUrl={c.get('config').siteUrl}
        info={{
          email: cmsText(d.contactInfo?.email),
          website: cmsText(d.contactInfo?.website),
          phone: cmsText(d.contactInfo?.phone),
        }}
      />
    ),
  })),
);

legal.get('/cancellation-policy', (c) =>
  legalPage<Cancellation>(c, 'cancellation', 'terms', Q.CANCELLATION, (d) =>
    baseView(c.get('locale'), 'cancellation', d.title, d.lastUpdated, d.sections),
  ),
);
