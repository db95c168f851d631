import { describe, expect, it } from 'vitest';
import { sqliteD1 } from '../../../tests/helpers/d1-sqlite';
import { assignNext } from './round-robin';
import { changeTeam, teamMembers, teamNames } from './team';

// Round-robin (src/worker/data/round-robin.ts assignNext) on real SQLite: who gets each new lead, with the
// clock injected (several leads in one instant too).

const NOW = new Date('2026-11-26T06:00:00.000Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const ASHA = 'asha@studio.example';
const RAVI = 'ravi@studio.example';
const MEERA = 'meera@studio.example';

function setup() {
  const d = sqliteD1<D1Database>();
  d.migrate();
  const db = d.db;
  let n = 0;
  const lead = (over: { city?: string; service?: string } = {}) => {
    const id = `lead-${++n}`;
    d.sqlite
      .prepare(
        'INSERT INTO lead_pipeline (lead_id, form, received_at, service, city, source, stage, ' +
          "updated_at) VALUES (?, 'callback', ?, ?, ?, '(direct)', 'new', ?)",
      )
      .run(id, NOW.toISOString(), over.service ?? 'wedding', over.city ?? 'jaipur', NOW.toISOString());
    d.sqlite.prepare('INSERT INTO lead_work (lead_id, next_at) VALUES (?, ?)').run(id, NOW.toISOString());
    return id;
  };
  const audit = () =>
    d.sqlite.prepare('SELECT lead_id, actor, action, from_value, to_value FROM lead_audit ORDER BY id').all() as Array<
      Record<string, string | null>
    >;
  return { db, lead, audit, sqlite: d.sqlite };
}

describe('round-robin', () => {
  it('alternates between two INBOX_TEAM members, even for leads in the same instant, each audited', async () => {
    const { db, lead, audit } = setup();
    const owners: Array<string | null> = [];
    for (let i = 0; i < 4; i++) owners.push(await assignNext(db, lead(), [ASHA, RAVI], NOW));
    expect(owners).toEqual([ASHA, RAVI, ASHA, RAVI]);
    expect(audit()).toEqual(
      owners.map((o, i) => ({
        lead_id: `lead-${i + 1}`,
        actor: 'round-robin',
        action: 'owner',
        from_value: null,
        to_value: o,
      })),
    );
    // A lead already owned keeps its owner and takes no turn.
    expect(await assignNext(db, 'lead-1', [ASHA, RAVI], at(1))).toBeNull();
    expect(await assignNext(db, lead(), [ASHA, RAVI], at(2))).toBe(ASHA);
  });

  it('gives two leads at once to two people (one batch each: no race)', async () => {
    const { db, lead } = setup();
    const [a, b] = [lead(), lead()];
    const owners = await Promise.all([assignNext(db, a, [ASHA, RAVI], NOW), assignNext(db, b, [ASHA, RAVI], NOW)]);
    expect(new Set(owners)).toEqual(new Set([ASHA, RAVI]));
  });

  it('skips a member set away, and gives them leads again when they are back', async () => {
    const { db, lead } = setup();
    await changeTeam(db, { kind: 'away', email: RAVI, away: true }, ASHA, NOW, [ASHA, RAVI]);
    const owners = [];
    for (let i = 0; i < 3; i++) owners.push(await assignNext(db, lead(), [ASHA, RAVI], at(i)));
    expect(owners).toEqual([ASHA, ASHA, ASHA]);
    await changeTeam(db, { kind: 'away', email: RAVI, away: false }, ASHA, at(5), [ASHA, RAVI]);
    expect(await assignNext(db, lead(), [ASHA, RAVI], at(6))).toBe(RAVI);
    // Everyone away: the lead stays unassigned.
    for (const email of [ASHA, RAVI])
      await changeTeam(db, { kind: 'away', email, away: true }, ASHA, at(7), [ASHA, RAVI]);
    expect(await assignNext(db, lead(), [ASHA, RAVI], at(8))).toBeNull();
  });

  it("prefers the members whose cities and services take the lead's; any available member when none does", async () => {
    const { db, lead } = setup();
    await changeTeam(
      db,
      { kind: 'add', email: MEERA, name: 'Meera', cities: ['mumbai', 'pune'], services: [] },
      ASHA,
      NOW,
    );
    await changeTeam(db, { kind: 'edit', email: RAVI, name: 'Ravi', cities: [], services: ['corporate'] }, ASHA, NOW, [
      ASHA,
      RAVI,
    ]);
    const team = [ASHA, RAVI];
    // Mumbai weddings: Meera (Mumbai) and Asha (any) take them in turn; Ravi (corporate only) does not.
    const mumbai = [];
    for (let i = 0; i < 4; i++) mumbai.push(await assignNext(db, lead({ city: 'mumbai' }), team, at(i)));
    expect(mumbai.sort()).toEqual([ASHA, ASHA, MEERA, MEERA]);
    // A Jaipur corporate shoot: Asha or Ravi, never Meera; Ravi has had none, so Ravi.
    expect(await assignNext(db, lead({ city: 'jaipur', service: 'corporate' }), team, at(10))).toBe(RAVI);
    // A Pune corporate shoot with Asha away: Meera (city) and Ravi (service) both match; Meera's turn is older.
    await changeTeam(db, { kind: 'away', email: ASHA, away: true }, ASHA, at(11), team);
    expect(await assignNext(db, lead({ city: 'pune', service: 'corporate' }), team, at(12))).toBe(MEERA);
    // A Jaipur wedding: only Asha (away) matches, so any available member: Ravi, then Meera.
    expect(await assignNext(db, lead({ city: 'jaipur', service: 'wedding' }), team, at(13))).toBe(RAVI);
    expect(await assignNext(db, lead({ city: 'jaipur', service: 'wedding' }), team, at(14))).toBe(MEERA);
  });

  it('leaves out a removed member, and an INBOX_TEAM member once the setting no longer lists them', async () => {
    const { db, lead, audit } = setup();
    await changeTeam(db, { kind: 'add', email: MEERA, name: 'Meera', cities: [], services: [] }, ASHA, NOW);
    await changeTeam(db, { kind: 'edit', email: RAVI, name: 'Ravi Kumar', cities: [], services: [] }, ASHA, NOW, [
      RAVI,
    ]);
    expect((await teamMembers(db, [RAVI])).map((m) => [m.email, m.fromSetting])).toEqual([
      [MEERA, false],
      [RAVI, true],
    ]);
    await changeTeam(db, { kind: 'remove', email: MEERA }, ASHA, at(1));
    const owners = [];
    for (let i = 0; i < 2; i++) owners.push(await assignNext(db, lead(), [RAVI], at(2 + i)));
    expect(owners).toEqual([RAVI, RAVI]);
    // INBOX_TEAM emptied: Ravi's row stays (his name), but he is no member: no one gets the lead.
    expect(await teamMembers(db, [])).toEqual([]);
    expect(await assignNext(db, lead(), [], at(5))).toBeNull();
    expect((await teamNames(db)).get(RAVI)).toBe('Ravi Kumar');
    // Every team change audited: no lead, action 'team', what changed.
    expect(audit().filter((a) => a.action === 'team')).toEqual([
      {
        lead_id: null,
        actor: ASHA,
        action: 'team',
        from_value: null,
        to_value: `added ${MEERA} (Meera): cities any; services any`,
      },
      {
        lead_id: null,
        actor: ASHA,
        action: 'team',
        from_value: null,
        to_value: `changed ${RAVI} (Ravi Kumar): cities any; services any`,
      },
      { lead_id: null, actor: ASHA, action: 'team', from_value: null, to_value: `removed ${MEERA}` },
    ]);
  });

  it('with no members, leaves the lead unassigned and changes nothing else', async () => {
    const { db, lead, audit, sqlite } = setup();
    const id = lead();
    expect(await assignNext(db, id, [], NOW)).toBeNull();
    expect(sqlite.prepare('SELECT owner, assigned_at, next_at FROM lead_work WHERE lead_id = ?').get(id)).toEqual({
      owner: null,
      assigned_at: null,
      next_at: NOW.toISOString(),
    });
    expect(audit()).toEqual([]);
  });
});
