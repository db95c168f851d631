import { describe, expect, it } from 'vitest';
import { sqliteD1 } from '../../../tests/helpers/d1-sqlite';
import { getConfig } from '../settings';
import { chooseCallTimeWith, offerCallTimes } from './index';

// A token books one slot, once, and only for a lead that is not spam
// (docs/product.md#choosing-a-call-time). The request level is tests/unit/call-times.test.ts; the
// race needs two choices interleaved between the free-slot check and the booking, which only a
// database held here can order: a real visitor's booking lands right before the other one's.
const config = getConfig({ SITE_URL: 'https://photos.example' });
// Wednesday 2 December 2026, 11:00 in India: the day's slots are open (10-19, Monday to Saturday).
const NOW = new Date('2026-12-02T05:30:00.000Z');

function database(beforeBooking?: (sqlite: ReturnType<typeof sqliteD1>['sqlite']) => void) {
  const { db, sqlite } = sqliteD1<D1Database>();
  let raced = false;
  const wrapped = new Proxy(db, {
    get(target, key) {
      if (key !== 'prepare') return Reflect.get(target, key);
      return (sql: string) => {
        if (!raced && beforeBooking && sql.trimStart().startsWith('UPDATE lead_call_times SET call_at')) {
          raced = true;
          beforeBooking(sqlite);
        }
        return target.prepare(sql);
      };
    },
  });
  return { db: wrapped, sqlite };
}

describe('choosing a call time', () => {
  it("a race lost for a slot's last place: 422 with the free slots; the token books one of them, once", async () => {
    let slot = '';
    const { db, sqlite } = database((held) =>
      // The other visitor takes the slot's only place (a team of one) between the check and the booking.
      held
        .prepare("UPDATE lead_call_times SET call_at = ?1, chosen_at = ?2 WHERE lead_id = 'winner'")
        .run(new Date(slot).toISOString(), NOW.toISOString()),
    );
    const winner = (await offerCallTimes(db, config, 'winner', NOW))!;
    const loser = (await offerCallTimes(db, config, 'loser', NOW))!;
    slot = loser.slots[0]!;
    expect(winner.slots[0]).toBe(slot);

    const lost = await chooseCallTimeWith(db, config, loser.token, slot, NOW);
    expect(lost).toMatchObject({
      ok: false,
      status: 422,
      error: 'That time is not free any more. Please pick another.',
    });
    const left = (lost as { slots: string[] }).slots;
    expect(left).not.toContain(slot);
    expect(left[0]).toBe(loser.slots[1]);

    expect(await chooseCallTimeWith(db, config, loser.token, left[0], NOW)).toMatchObject({
      ok: true,
      callAt: left[0],
    });
    // Once: the token is spent, for every slot.
    expect(await chooseCallTimeWith(db, config, loser.token, left[1], NOW)).toMatchObject({ ok: false, status: 409 });
    expect(
      sqlite.prepare("SELECT COUNT(*) AS n FROM lead_call_times WHERE lead_id = 'loser' AND call_at IS NOT NULL").get(),
    ).toEqual({ n: 1 });
  });

  it('a spam lead gets a token that books nothing, and its slot stays offered', async () => {
    const { db, sqlite } = database();
    await offerCallTimes(db, config, 'warm-up', NOW); // the schema, applied on first use
    sqlite
      .prepare(
        `INSERT INTO lead_quality (lead_id, outcome, reason, checked_at)
        VALUES ('bot', 'spam', 'rule: link-in-name', ?1)`,
      )
      .run(NOW.toISOString());
    const offer = (await offerCallTimes(db, config, 'bot', NOW))!;
    expect(offer.token).toMatch(/^[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{43}$/);
    expect(offer.slots.length).toBeGreaterThan(0);
    expect(sqlite.prepare("SELECT * FROM lead_call_times WHERE lead_id = 'bot'").all()).toEqual([]);
    expect(await chooseCallTimeWith(db, config, offer.token, offer.slots[0], NOW)).toMatchObject({
      ok: false,
      status: 403,
    });
    expect((await offerCallTimes(db, config, 'visitor', NOW))!.slots[0]).toBe(offer.slots[0]);
  });
});
