import { Hono } from 'hono';
import { getConfig } from './settings';
import { security } from './middleware/security';
import { errorPage } from './pages/error-page';
import { notFoundPage } from './pages/not-found';
import { api } from './api';
import { captureAttribution, consent } from './attribution';
import { crawl } from './pages/crawl';
import { pages } from './pages';
import { draftMode, preview } from './preview';
import { pageCache } from './render/page-cache';
import { studio } from './routes/studio';
import { system } from './routes/system';
import type { AppContext, AppEnv } from './app-env';
import { DEFAULT_LOCALE, LOCALES } from '../shared/i18n/locales';
import { contentIn, resolveFacts } from './request/facts';
import { translate } from '../shared/i18n/catalogues';
import { FORM_PATHS } from '../shared/vocabulary/forms';

export const app = new Hono<AppEnv>();

// The Studio brings its own security headers (its CSP differs), so it is mounted first.
app.route('/studio', studio);

// The lead inbox (src/worker/inbox, docs/sales.md) brings its own headers and Access check;
// its code, jose included, is a chunk of its own, loaded by /admin requests only.
const inbox = (c: AppContext) => import('./inbox').then((m) => m.inbox.fetch(c.req.raw, c.env, c.executionCtx));
app.all('/admin', inbox);
app.all('/admin/*', inbox);

// Then draft preview, outside the site's security headers: a preview response's headers are set
// after everything else's (src/worker/preview).
app.use('*', preview);
app.use('*', security);

// The paths that keep leads: each form's endpoint (src/shared/vocabulary/form-table.ts) and the
// WhatsApp webhook (its chats are leads, src/worker/chats).
const WHATSAPP_WEBHOOK = '/api/whatsapp';
const LEAD_PATHS: ReadonlySet<string> = new Set([...FORM_PATHS, WHATSAPP_WEBHOOK]);

// Settings are validated once per isolate (src/worker/settings; a malformed optional one only turns
// its concern off); the request's facts (path, language, crawler, consent: src/worker/request/facts.ts)
// are worked out here, once, and content access is created per request in the page's language.
app.use('*', async (c, next) => {
  const config = getConfig(c.env);
  c.set('config', config);
  resolveFacts(c);
  // A malformed core setting: a plain error page, but the lead endpoints still keep every lead.
  if (config.coreProblems.length && !LEAD_PATHS.has(c.req.path)) {
    // What a visitor sees, in the path's language: never the setting's name or rule (the log and
    // /admin/status have it).
    const t = translate(c.get('locale'));
    const res = await errorPage(c, {
      message: t('info.error.unavailableText'),
      title: t('info.error.unavailable'),
      status: 503,
    });
    res.headers.set('Retry-After', '300');
    return res;
  }
  c.set('content', contentIn(c, c.get('locale')));
  await next();
});

app.route('/', system);
// Google Ads' scheduled upload (docs/decisions/0014-conversions-server-side-with-consent.md): its
// code loads on this path only.
app.get('/conversions/google-ads.csv', async (c) => (await import('./conversions/google-ads')).googleAdsUpload(c));
app.get('/conversions/google-ads-adjustments.csv', async (c) =>
  (await import('./conversions/google-ads')).googleAdsAdjustmentsUpload(c),
);
// The WhatsApp Cloud API webhook (src/worker/chats): its code loads on this path only.
app.all(WHATSAPP_WEBHOOK, async (c) => (await import('./chats')).whatsappWebhook(c));
// The chat button's tap route (docs/marketing.md "Chat taps"): its code loads on this path only.
app.get('/go/whatsapp', async (c) => (await import('./routes/chat-tap')).chatTap(c));
// The crews' calendar feeds (docs/sales.md#calendar-feeds): outside /admin's Access (a phone's
// calendar cannot sign in), a token in the address; its code loads on this path only.
app.get('/calendar/*', async (c) => (await import('./routes/crew-feed')).crewFeed(c));
// Razorpay's webhook (src/worker/payments/webhook.ts): its code loads on this path only.
app.all('/api/razorpay', async (c) => (await import('./payments/webhook')).razorpayWebhook(c));
app.route('/api/draft-mode', draftMode);
app.route('/api', api);
// What crawlers read besides pages, in one language-neutral copy (the sitemap lists every language).
app.route('/', crawl);
// Every page exists in every language: English at the root, each other language under its prefix,
// the same handlers with c.get('locale') set from the path (docs/decisions/0031-languages-by-path.md).
const prefixes = LOCALES.map((l) => (l === DEFAULT_LOCALE ? '/' : `/${l}`));
for (const prefix of prefixes) app.route(prefix, consent);
// A language's home is its bare prefix (/hi); /hi/ leads there, by its path alone.
for (const prefix of prefixes.filter((p) => p !== '/'))
  app.get(`${prefix}/`, (c) => c.redirect(`${prefix}${new URL(c.req.url).search}`, 301));
// Checking a date (docs/product.md#checking-a-date), in every language: its code loads on this path
// only, and it stays out of the page memo (its answer is good for a minute).
for (const prefix of prefixes)
  app.get(`${prefix === '/' ? '' : prefix}/availability`, async (c) =>
    (await import('./pages/availability')).availabilityRoute(c),
  );
// A visitor's proposal (src/worker/proposals/routes.tsx), in each language: its code loads on
// these paths only, and never reaches the page memo below (private to its visitor).
const proposal = async (c: AppContext) => (await import('./proposals/routes')).proposalRoute(c);
for (const prefix of prefixes) app.all(`${prefix === '/' ? '' : prefix}/p/*`, proposal);
// Ad attribution is captured around the page memo, so a stored page (ad click) gets it too.
app.use('*', captureAttribution);
app.use('*', pageCache);
for (const prefix of prefixes) app.route(prefix, pages);

app.notFound((c) => notFoundPage(c));

app.onError((error, c) => {
  console.error('unhandled error:', error instanceof Error ? error.stack : error);
  return c.text('Something went wrong. Please try again.', 500);
});
