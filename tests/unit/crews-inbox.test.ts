import { beforeAll, describe, expect, it } from 'vitest';
import { indiaDay } from '../../src/shared/india-time';
import { CREW_CITIES } from '../../src/worker/crews/cities';
import { addDays, crewsData } from '../helpers/crews';
import { worker } from '../helpers/in-process';
import { inboxClient, signedInWorker } from '../helpers/inbox';
import { expectPrivate } from '../helpers/inbox-unit';

// Crews and dates in the inbox (docs/sales.md#crews-and-dates) and the calendar feeds
// (docs/sales.md#calendar-feeds), in-process behind the Access stand-in.
const EMAIL = 'asha@studio.example';
let session: { server: ReturnType<typeof worker>; origin: string; token: string };
signedInWorker(worker, (s) => (session = s), { email: EMAIL });
const inbox = inboxClient(() => session);

const today = indiaDay(new Date());
const soon = addDays(today, 10);
const next = addDays(today, 11);
const month = soon.slice(0, 7);

/** A lead's contact row (the calendars show its name and phone) and a proposal holding `days`. */
async function proposal(id: string, name: string, days: string[], city = 'jaipur') {
  const db = await inbox.db();
  const until = new Date(Date.now() + 3 * 86_400_000).toISOString();
  expect(
    await (await crewsData()).holdDates(db, { proposalId: id, leadId: `lead-${id}`, city, dates: days, until }),
  ).toEqual({ ok: true });
  await db
    .prepare("INSERT INTO lead_contacts (lead_id, name, email, phone) VALUES (?1, ?2, '', '919876501234')")
    .bind(`lead-${id}`, name)
    .run();
  return db;
}

/** The feed addresses the Team page shows: scope → URL path. */
async function feeds(): Promise<Map<string, string>> {
  const page = await inbox.admin('/admin/team/crews');
  const found = [...page.body.matchAll(/<code class="feed">https?:\/\/[^/]+(\/calendar\/([a-z-]+)\/[^<]+)<\/code>/g)];
  return new Map(found.map((m) => [m[2]!, m[1]!]));
}

/** An .ics text's events as property maps (lines unfolded, RFC 5545 3.1). */
function events(ics: string): Array<Record<string, string>> {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const out: Array<Record<string, string>> = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      out.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return out;
}

beforeAll(async () => {
  await proposal('p1', 'Riya Sharma', [soon, next]);
  const db = await proposal('p2', 'Kabir Mehta', [soon]);
  await (await crewsData()).bookDates(db, 'p2');
});

describe('crews per city on the Team page', () => {
  it('links from the Team page; sets a number per city, blank for the default, and refuses a bad one', async () => {
    expect((await inbox.admin('/admin/team')).body).toContain('<a href="/admin/team/crews">Crews and dates</a>');
    const page = await inbox.admin('/admin/team/crews');
    expect(page.res.status).toBe(200);
    expectPrivate(page.res);
    expect(page.body).toContain('<label for="crews-jaipur">Jaipur</label>');
    expect(page.body).not.toContain('crews-other');
    const saved = await inbox.admin('/admin/team/crews', { 'crews-jaipur': '3', 'crews-pune': '' });
    expect(saved.res.status).toBe(303);
    expect(saved.location).toBe('/admin/team/crews?done=saved');
    expect((await inbox.admin('/admin/team/crews')).body).toMatch(/id="crews-jaipur"[^>]*value="3"/);
    expect(await inbox.rows('SELECT city, crews, updated_by FROM crews_per_city')).toEqual([
      { city: 'jaipur', crews: 3, updated_by: EMAIL },
    ]);
    const refused = await inbox.admin('/admin/team/crews', { 'crews-jaipur': 'many' });
    expect(refused.res.status).toBe(422);
    expect(refused.body).toContain('Jaipur: enter a whole number of crews from 0 to 50.');
  });
});

describe("a city's calendar", () => {
  it("shows each date's crews, holds with their end (India time) and bookings, each linking to its lead", async () => {
    const page = await inbox.admin(`/admin/team/crews/jaipur?month=${month}`);
    expect(page.res.status).toBe(200);
    expectPrivate(page.res);
    const day = page.body.slice(page.body.indexOf(`id="${soon}"`), page.body.indexOf(`id="${addDays(soon, 1)}"`));
    expect(day).toContain('1 of 3 free');
    expect(day).toMatch(/Held until [^<]+:\s*<a href="\/admin\/leads\/lead-p1">Riya Sharma<\/a>/);
    expect(day).toContain('Booked: <a href="/admin/leads/lead-p2">Kabir Mehta</a>');
    expect(page.body).toMatch(/href="\/admin\/team\/crews\/jaipur\?month=\d{4}-\d{2}">←/);
    expect((await inbox.admin('/admin/team/crews/atlantis')).res.status).toBe(404);
  });
});

describe('calendar feeds', () => {
  it('one per city and one for all, bookings confirmed and holds tentative all-day events, private', async () => {
    const addresses = await feeds();
    expect(addresses.size).toBe(1 + CREW_CITIES.length);
    const token = /\/calendar\/jaipur\/([^.]+)\.ics$/.exec(addresses.get('jaipur')!)![1]!;
    // 256 bits, base64url.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const res = await session.server.fetch(addresses.get('jaipur')!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const ics = await res.text();
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const all = events(ics);
    expect(all).toHaveLength(3);
    const compact = (d: string) => d.replaceAll('-', '');
    const booked = all.find((e) => e.SUMMARY?.includes('Kabir'))!;
    expect(booked['DTSTART;VALUE=DATE']).toBe(compact(soon));
    expect(booked['DTEND;VALUE=DATE']).toBe(compact(addDays(soon, 1)));
    expect(booked.STATUS).toBe('CONFIRMED');
    expect(booked.UID).toMatch(new RegExp(`^p2\\.${soon}\\.jaipur@`));
    expect(booked.LOCATION).toBe('Jaipur');
    expect(booked.DESCRIPTION).toContain('+91 98765 01234');
    expect(booked.DESCRIPTION).toContain('/admin/leads/lead-p2');
    const holds = all.filter((e) => e.SUMMARY?.includes('Riya'));
    expect(holds.map((e) => e['DTSTART;VALUE=DATE']).sort()).toEqual([compact(soon), compact(next)]);
    for (const e of holds) expect(e.STATUS).toBe('TENTATIVE');
    // The same event keeps its UID from one fetch to the next.
    const again = events(await (await session.server.fetch(addresses.get('jaipur')!)).text());
    expect(again.map((e) => e.UID).sort()).toEqual(all.map((e) => e.UID).sort());
    // Another city's feed has none of Jaipur's; the all-cities feed has them all.
    expect(events(await (await session.server.fetch(addresses.get('pune')!)).text())).toEqual([]);
    expect(events(await (await session.server.fetch(addresses.get('all')!)).text())).toHaveLength(3);
  });

  it('a wrong token is 404; a replaced token stops working and the new one works', async () => {
    const before = (await feeds()).get('jaipur')!;
    const wrong = before.replace(/\/([^/]+)\.ics$/, `/${'A'.repeat(43)}.ics`);
    for (const path of [wrong, '/calendar/jaipur/short.ics', before.replace('/jaipur/', '/other/')]) {
      const res = await session.server.fetch(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(await res.text()).not.toContain('BEGIN:VCALENDAR');
    }
    const replaced = await inbox.admin('/admin/team/crews/feed', { scope: 'jaipur' });
    expect(replaced.location).toBe('/admin/team/crews?done=replaced');
    const after = (await feeds()).get('jaipur')!;
    expect(after).not.toBe(before);
    expect((await session.server.fetch(before)).status).toBe(404);
    expect((await session.server.fetch(after)).status).toBe(200);
    expect((await inbox.admin('/admin/team/crews/feed', { scope: 'atlantis' })).res.status).toBe(422);
  });
});

describe('the cron', () => {
  it('records holds past their end as released (expired); live holds and bookings stay', async () => {
    const db = await inbox.db();
    const ended = new Date(Date.now() - 60_000).toISOString();
    const past = { proposalId: 'p-ended', leadId: 'lead-ended', city: 'pune', dates: [soon], until: ended };
    expect(await (await crewsData()).holdDates(db, past)).toEqual({ ok: true });
    await session.server.getWorker().scheduled({ cron: '*/5 * * * *', scheduledTime: new Date() });
    const rows = await inbox.rows('SELECT proposal_id, released_reason FROM crew_days ORDER BY proposal_id, day');
    expect(rows.filter((r) => r.released_reason)).toEqual([{ proposal_id: 'p-ended', released_reason: 'expired' }]);
  });
});
