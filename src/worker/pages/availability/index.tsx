import type { ReactElement } from 'react';
import { translate } from '../../../shared/i18n/catalogues';
import { INDIA_ISO_OFFSET } from '../../../shared/india-time';
import type { MessageKey } from '../../../shared/i18n/messages/en';
import { crewCity } from '../../crews/cities';
import { availability } from '../../data/crews';
import type { Meta } from '../../render/meta';
import { renderPage } from '../../render/render';
import type { AppContext } from '../../app-env';
import { AvailabilityAnswer, AvailabilityAsk, AvailabilityRefused } from './AvailabilityPage';
import { checkQuery } from './check';

/**
 * GET /availability?city={slug}&date=YYYY-MM-DD and /hi/availability (docs/product.md#checking-a-date):
 * whether the city has a crew free that day, as a page in the path's language or, asked with
 * `Accept: application/json`, as `{ city, date, status, alternatives }`. Nothing about any lead or
 * proposal: only the status and free dates. Cacheable for a minute (the holds change), so out of
 * the page memo (render/page-cache.ts keeps pages for the content cache's 60 s on top of that);
 * `Vary: Accept`; rate-limited per IP. Every refused question is a 4xx, never a 5xx. Loaded on
 * this path only (app.tsx), so no other page pays for it. The page asked nothing (no city, no
 * date) is the form alone, the one every answer names as its canonical
 * (docs/decisions/0058-the-availability-answer-is-indexed-without-a-snippet.md).
 */
const FRESH = 'max-age=60';
const PATH = '/availability';

/**
 * An answer may be indexed as a duplicate of the form (PATH), but no search engine shows a snippet
 * of it or a copy, follows its links (the nearest free dates lead into every city's every day), or
 * shows it after its day ends in India (then the address answers 400 anyway). Decision 0058.
 */
export const answerRobots = (date: string) =>
  `nofollow, nosnippet, noarchive, unavailable_after: ${date}T23:59:59${INDIA_ISO_OFFSET}`;

const wantsJson = (c: AppContext) => {
  const accept = c.req.header('accept') ?? '';
  return /application\/json/i.test(accept) && !/text\/html/i.test(accept);
};

type PageMeta = Pick<Meta, 'title' | 'description' | 'robots' | 'noindex' | 'duplicate'>;

async function page(c: AppContext, status: number, meta: PageMeta, body: ReactElement) {
  const res = await renderPage(c, {
    meta: { ...meta, path: PATH },
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
          { title: t('availability.refused'), description: message, noindex: true },
          <AvailabilityRefused
            message={message}
            city={city}
            cityName={city ? t(`city.${city}` as MessageKey) : undefined}
          />,
        );

  // Nothing asked, nothing read: the form, indexed with its alternates like any form page.
  if (!json && c.req.query('city') === undefined && c.req.query('date') === undefined)
    return page(
      c,
      200,
      { title: t('availability.metaTitle'), description: t('availability.metaDescription') },
      <AvailabilityAsk />,
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
    {
      title: t(`availability.${answer.status}`, words),
      description: t('availability.metaDescription'),
      robots: answerRobots(date),
      duplicate: true,
    },
    <AvailabilityAnswer city={city} cityName={cityName} date={date} {...answer} />,
  );
}
