import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crewsData } from '../helpers/crews';
import { worker } from '../helpers/harness';

// The last crew under concurrent holds (docs/decisions/0049-crew-dates-held-in-one-conditional-batch.md)
// against workerd's own D1: the holds' batches arrive at once over the binding, and exactly one
// wins. (The same rule in-process: src/worker/data/crews.test.ts.)
const server = worker();
beforeAll(() => server.listen());
afterAll(() => server.close());
const db = async () => (await server.getWorker().getEnv()).LEADS_DB;
const until = () => new Date(Date.now() + 86_400_000).toISOString();

describe("a city's last crew in workerd's D1", () => {
  it('exactly one of many parallel holds gets it; the others hold nothing, on any of their dates', async () => {
    const d1 = await db();
    const { dayStatus, holdDates, setCrewsPerCity } = await crewsData();
    await setCrewsPerCity(d1, [['jaipur', 2]], 'test');
    const date = '2027-02-14';
    expect(
      await holdDates(d1, { proposalId: 'p0', leadId: 'l0', city: 'jaipur', dates: [date], until: until() }),
    ).toEqual({
      ok: true,
    });
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        holdDates(d1, {
          proposalId: `q${i}`,
          leadId: `l${i}`,
          city: 'jaipur',
          dates: ['2027-02-13', date],
          until: until(),
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const r of results.filter((r) => !r.ok)) expect(r).toEqual({ ok: false, full: [date] });
    expect(await dayStatus(d1, 'jaipur', date)).toEqual({ crews: 2, held: 2, booked: 0, free: 0 });
    expect((await dayStatus(d1, 'jaipur', '2027-02-13')).held).toBe(1);
  });
});
