import type { ReactElement } from 'react';
import { translate } from '../../../shared/i18n/catalogues';
import type { MessageKey } from '../../../shared/i18n/messages/en';
import { crewCity } from '../../crews/cities';
import { availability } from '../../data/crews';
import { renderPage } from '../../render/render';
import type { AppContext } from '../../app-env';
import { AvailabilityAnswer, AvailabilityRefused } from './AvailabilityPage';
import { checkQuery } from './check';

/**
 * GET /availability?city={slug}&date=YYYY-MM-DD and /hi/availability (docs/product.md#checking-a-date):
 * whether the city has a crew free that day, as a page in the path's language or, asked with
 * `Accept: application/json`, as `{ city, date, status, alternatives }`. Nothing about any lead or
 * proposal: only the status and free dates. Cacheable for a minute (the holds change), so out of
 * the page memo (render/page-cache.ts keeps pages for the content cache's 60 s on top of that);
 * `Vary: Accept`; rate-limited per IP. Every refused question is a 4xx, never a 5xx. Loaded on
 * this path only (app.tsx), so no other page pays for it.
 */
const FRESH = 'max-age=60';

const wantsJson = (c: AppContext) => {
  const accept = c.req.header('accept') ?? '';
  return /application\/json/i.test(accept) && !/text\/html/i.test(accept);
};

async function page(c: AppContext, status: number, meta: { title: string; description: string }, body: ReactElement) {
  const res = await renderPage(c, {
    meta: { ...meta, path: '/availability', noindex: true },
    body,
    // Never kept by the page memo: the answer changes as dates are held.
    private: true,
  });
  const headers = new Headers(res.headers);
  headers.set('Cache-Control', status === 200 ? `private, ${FRESH}` : 'private, no-store');
  headers.set('Vary', 'Accept, Accept-Encoding');
  return new Response(res.body, { status, headers });
}

export async function availabilityRoute(c: AppContext): Promise<Response> {
  const t = translate(c.get('locale'));
  const json = wantsJson(c);
  const refuse = (status: number, message: string, city?: string) =>
    json
      ? c.json({ error: message }, status as 400, { 'Cache-Control': 'no-store', Vary: 'Accept' })
      : page(
          c,
          status,
          { title: t('availability.refused'), description: message },
          <AvailabilityRefused
            message={message}
            city={city}
            cityName={city ? t(`city.${city}` as MessageKey) : undefined}
          />,
        );

  const ip = c.req.header('cf-connecting-ip') ?? 'unknown';
  const limit = await c.env.RATE_LIMITER?.limit({ key: `${ip}|availability` }).catch(() => ({ success: true }));
  if (limit && !limit.success) {
    const res = await refuse(429, t('availability.errorBusy'));
    res.headers.set('Retry-After', '60');
    return res;
  }
  const now = new Date();
  const asked = checkQuery({ city: c.req.query('city'), date: c.req.query('date') }, now);
  if (!asked.ok) {
    return refuse(400, t(`availability.${asked.error}`), crewCity(c.req.query('city')) ?? undefined);
  }
  const { city, date } = asked;
  const answer = await availability(c.env.LEADS_DB, city, date, {
    now,
    defaultCrews: c.get('config').DEFAULT_CREWS_PER_CITY,
    earliest: asked.today,
    latest: asked.latest,
  });
  if (json)
    return c.json({ city, date, status: answer.status, alternatives: answer.alternatives }, 200, {
      'Cache-Control': `public, ${FRESH}`,
      Vary: 'Accept',
    });
  const cityName = t(`city.${city}` as MessageKey);
  const words = { date, city: cityName };
  return page(
    c,
    200,
    { title: t(`availability.${answer.status}`, words), description: t('availability.metaDescription') },
    <AvailabilityAnswer city={city} cityName={cityName} date={date} {...answer} />,
  );
}
