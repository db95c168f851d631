import { Hono } from 'hono';
import { indiaDay } from '../../../shared/india-time';
import { cityLabel } from '../../../shared/vocabulary/services';
import { CREW_CITIES } from '../../crews/cities';
import { FEED_SCOPES, feedUrl } from '../../crews/ics';
import { crewDaysBetween, feedTokens, replaceFeedToken } from '../../data/crew-feeds';
import { addDays, crewsPerCity, setCrewsPerCity } from '../../data/crews';
import type { InboxEnv } from '../guard';
import { page, type C } from '../page';
import type { Notice } from '../view/Layout';
import { CrewCalendar, CrewsPage } from '../view/CrewsPage';

/**
 * Crews and dates on the Team page (docs/sales.md#crews-and-dates): /admin/team/crews sets each
 * city's crews and shows the calendar feeds (replacing a feed's token); /admin/team/crews/<city>
 * is that city's calendar, a month at a time (?month=YYYY-MM, India months). Mounted by
 * team/routes.tsx, so every route is signed in and CSRF-checked.
 */
export const crews = new Hono<InboxEnv>();

const NOTICES: Record<string, Notice> = {
  saved: { kind: 'ok', text: 'Crews saved.' },
  replaced: {
    kind: 'ok',
    text: 'Feed address replaced: the old one no longer works. Subscribe again with the new one.',
  },
};
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const defaults = (c: C) => c.get('config').DEFAULT_CREWS_PER_CITY;

async function crewsPage(c: C, notice: Notice | null, status = 200) {
  const db = c.env.LEADS_DB;
  const [own, tokens] = await Promise.all([crewsPerCity(db), feedTokens(db, FEED_SCOPES, c.get('actor'))]);
  const site = c.get('config').siteUrl;
  const feeds = new Map([...tokens].map(([scope, token]) => [scope, feedUrl(site, scope, token)]));
  const body = (
    <CrewsPage
      cities={CREW_CITIES}
      own={own}
      defaultCrews={defaults(c)}
      feeds={feeds}
      month={indiaDay(new Date()).slice(0, 7)}
    />
  );
  return page(c, 'Crews and dates', body, { section: 'team', notice, status });
}

crews.get('/team/crews', (c) => crewsPage(c, NOTICES[c.req.query('done') ?? ''] ?? null));

crews.post('/team/crews', async (c) => {
  const data = await c.req.formData().catch(() => new FormData());
  const numbers: Array<[string, number | null]> = [];
  for (const [value, label] of CREW_CITIES) {
    const raw = data.get(`crews-${value}`);
    const text = typeof raw === 'string' ? raw.trim() : '';
    if (!text) {
      numbers.push([value, null]);
      continue;
    }
    if (!/^\d{1,2}$/.test(text) || Number(text) > 50)
      return crewsPage(c, { kind: 'error', text: `${label}: enter a whole number of crews from 0 to 50.` }, 422);
    numbers.push([value, Number(text)]);
  }
  await setCrewsPerCity(c.env.LEADS_DB, numbers, c.get('actor'));
  return c.redirect('/admin/team/crews?done=saved', 303);
});

crews.post('/team/crews/feed', async (c) => {
  const data = await c.req.formData().catch(() => new FormData());
  const scope = data.get('scope');
  if (typeof scope !== 'string' || !FEED_SCOPES.includes(scope))
    return crewsPage(c, { kind: 'error', text: 'That feed does not exist.' }, 422);
  await replaceFeedToken(c.env.LEADS_DB, scope, c.get('actor'));
  return c.redirect('/admin/team/crews?done=replaced', 303);
});

crews.get('/team/crews/:city', async (c) => {
  const city = c.req.param('city');
  if (!CREW_CITIES.some(([v]) => v === city))
    return page(c, 'Crews and dates', <p>No such city.</p>, { section: 'team', status: 404 });
  const m = MONTH.exec(c.req.query('month') ?? '') ?? MONTH.exec(indiaDay(new Date()).slice(0, 7))!;
  const month = `${m[1]}-${m[2]}`;
  const first = `${month}-01`;
  const last = addDays(`${addDays(first, 31).slice(0, 7)}-01`, -1);
  const db = c.env.LEADS_DB;
  const [own, rows] = await Promise.all([crewsPerCity(db), crewDaysBetween(db, { city, from: first, to: last })]);
  const crewsOn = own.get(city) ?? defaults(c);
  const days = [];
  for (let d = first; d <= last; d = addDays(d, 1))
    days.push({ day: d, crews: crewsOn, rows: rows.filter((r) => r.day === d) });
  const body = (
    <CrewCalendar
      city={city}
      month={month}
      prev={addDays(first, -1).slice(0, 7)}
      next={addDays(last, 1).slice(0, 7)}
      days={days}
    />
  );
  return page(c, `${cityLabel(city)}: crews in ${month}`, body, { section: 'team' });
});
