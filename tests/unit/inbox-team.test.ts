import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccess, type AccessStandIn } from '../helpers/access-standin';
import { worker } from '../helpers/in-process';
import { inboxClient } from '../helpers/inbox';
import { CALLBACK, post, until } from '../helpers/leads';
import { startReceiver, type Receiver } from '../helpers/notify-standins';

// The sales team (docs/sales.md "Team") through the worker: INBOX_TEAM's two members get new
// leads in turn on the queue side, named in the notices; the Team page and the lead page's
// owner line, each change audited. Behind the Access stand-in, as tests/unit/inbox.test.ts.
const ASHA = 'asha@studio.example';
const RAVI = 'ravi@studio.example';
const MEERA = 'meera@studio.example';
let access: AccessStandIn;
let chat: Receiver;
let server: ReturnType<typeof worker>;
let origin: string;
const tokens: Record<string, string> = {};

const inbox = inboxClient(() => ({ server, origin }));
const { rows } = inbox;
const admin = (path: string, form?: Record<string, string | string[]>, as = ASHA) =>
  inbox.admin(path, form, { token: tokens[as]! });
const ownerOf = async (id: string) => (await rows('SELECT owner FROM lead_work WHERE lead_id = ?1', id))[0]?.owner;

async function submit(firstName: string, over: Record<string, string> = {}): Promise<string> {
  const res = await post(server, 'submit-form', {
    ...CALLBACK,
    firstName,
    email: `${firstName.toLowerCase()}@example.in`,
    ...over,
  });
  expect(res.status).toBe(202);
  return ((await res.json()) as { id: string }).id;
}
/** A lead through the site's form, once the queue side has planned it (owner set, or none to set). */
async function owned(firstName: string, over: Record<string, string> = {}): Promise<{ id: string; owner: unknown }> {
  const id = await submit(firstName, over);
  await until(
    async () => (await rows("SELECT 1 FROM outbox WHERE key = ?1 AND status = 'sent'", `plan:lead:${id}`)).length > 0,
    20_000,
    'plan',
  );
  return { id, owner: await ownerOf(id) };
}
const noticeOf = async (id: string) => {
  await chat.waitFor((rs) => rs.some((r) => r.body.includes(id)), 20_000, `notice of ${id}`);
  return chat.requests.find((r) => r.body.includes(id))!.json as { text: string; lead: { owner?: string } };
};

beforeAll(async () => {
  [access, chat] = await Promise.all([startAccess(), startReceiver()]);
  server = worker(
    {
      ACCESS_TEAM_DOMAIN: access.url,
      ACCESS_AUD: access.aud,
      INBOX_TEAM: `${ASHA}, Ravi@Studio.example`,
      NOTIFY_REMINDERS: 'off',
      NOTIFY_DIGEST: 'off',
    },
    { NOTIFY_WEBHOOK_URL: `${chat.url}/hook` },
  );
  origin = (await server.listen()).url.toString().replace(/\/$/, '');
  for (const email of [ASHA, RAVI, 'visitor@studio.example']) tokens[email] = await access.token({ email });
});
afterAll(async () => {
  await server?.close();
  await Promise.all([access?.close(), chat?.close()]);
});

describe('an owner for every lead', () => {
  const leads: Array<{ id: string; owner: unknown }> = [];

  it("gives new leads to INBOX_TEAM's two members in turn, each notice naming its owner", async () => {
    for (const name of ['Anil', 'Bina', 'Chetan']) leads.push(await owned(name));
    expect(leads.map((l) => l.owner)).toEqual([ASHA, RAVI, ASHA]);
    for (const l of leads) {
      const notice = await noticeOf(l.id);
      expect(notice.text).toContain(`Owner: ${l.owner}. Open:`);
      expect(notice.lead.owner).toBe(l.owner);
    }
    expect(await rows("SELECT lead_id, actor, to_value FROM lead_audit WHERE action = 'owner' ORDER BY id")).toEqual(
      leads.map((l) => ({ lead_id: l.id, actor: 'round-robin', to_value: l.owner })),
    );
  });

  it('the Team page lists both, marked from INBOX_TEAM, not removable there; a name given there is used', async () => {
    const page = await admin('/admin/team');
    expect(page.res.status).toBe(200);
    expect(page.body).toContain('<a href="/admin/team" aria-current="page">Team</a>');
    expect(page.body.match(/from INBOX_TEAM/g)).toHaveLength(2);
    expect(page.body).not.toContain('action="/admin/team/remove"');
    const saved = await admin('/admin/team/save', { email: ASHA, name: 'Asha Rao', cities: ['jaipur'], services: [] });
    expect(saved.res.status).toBe(303);
    expect(saved.res.headers.get('location')).toBe('/admin/team?done=saved');
    const after = await admin('/admin/team?done=saved');
    expect(after.body).toContain('Asha Rao');
    expect(after.body).toContain('Cities: Jaipur. Services: any.');
    const refused = await admin('/admin/team/remove', { email: RAVI });
    expect(refused.res.status).toBe(422);
    expect(refused.body).toContain('is listed in INBOX_TEAM');
  });

  it('adds, sets away and removes a member, each change audited; away and removed members get no leads', async () => {
    expect(
      (await admin('/admin/team', { email: 'Meera@Studio.example', name: 'Meera', cities: ['mumbai'] })).res.status,
    ).toBe(303);
    expect((await admin('/admin/team', { email: MEERA, name: 'Meera again' })).res.status).toBe(422);
    expect((await admin('/admin/team', { email: 'not-an-email', name: 'X' })).body).toContain(
      'E-mail: enter the address',
    );
    expect(
      (await admin('/admin/team', { email: 'x@studio.example', name: 'X', cities: ['atlantis'] })).res.status,
    ).toBe(422);
    expect((await admin('/admin/team')).body).toContain('action="/admin/team/remove"');
    // Meera (Mumbai) and Ravi away: a Jaipur lead goes to Asha, a Mumbai lead to Meera.
    expect((await admin('/admin/team/away', { email: RAVI, away: '1' })).res.headers.get('location')).toBe(
      '/admin/team?done=away',
    );
    const jaipur = await owned('Dev');
    expect(jaipur.owner).toBe(ASHA);
    expect((await noticeOf(jaipur.id)).text).toContain('Owner: Asha Rao. Open:');
    const mumbai = await owned('Esha', { city: 'mumbai' });
    expect(mumbai.owner).toBe(MEERA);
    await admin('/admin/team/remove', { email: MEERA });
    await admin('/admin/team/away', { email: RAVI, away: '0' });
    const later = await owned('Farah');
    expect(later.owner).toBe(RAVI); // back, and Asha's turn was more recent
    const members = (await admin('/admin/team')).body.split('Add a member')[0];
    expect(members).not.toContain(MEERA);
    expect(members).toContain('Set away');
    const team = await rows("SELECT lead_id, actor, to_value FROM lead_audit WHERE action = 'team' ORDER BY id");
    expect(team.map((r) => r.to_value)).toEqual([
      `changed ${ASHA} (Asha Rao): cities jaipur; services any`,
      `added ${MEERA} (Meera): cities mumbai; services any`,
      `${RAVI} away`,
      `removed ${MEERA}`,
      `${RAVI} available`,
    ]);
    expect(team.every((r) => r.lead_id === null && r.actor === ASHA)).toBe(true);
  });

  it('reassigns on the lead page in one tap, audited; "Take it" for the signed-in member; Unassigned', async () => {
    const id = leads[1]!.id; // Ravi's
    const page = await admin(`/admin/leads/${id}`);
    expect(page.body).toMatch(/Owner: <strong>ravi@studio\.example<\/strong>/);
    expect(page.body).toContain('Take it');
    const take = await admin(`/admin/leads/${id}/owner`, { owner: ASHA });
    expect(take.res.status).toBe(303);
    expect(take.res.headers.get('location')).toBe(`/admin/leads/${id}?done=owner`);
    const mine = await admin(`/admin/leads/${id}?done=owner`);
    expect(mine.body).toContain('Owner changed.');
    expect(mine.body).toMatch(/Owner: <strong>Asha Rao<\/strong>/);
    expect(mine.body).not.toContain('Take it');
    expect((await admin(`/admin/leads/${id}/owner`, { owner: '' }, RAVI)).res.status).toBe(303);
    expect((await admin(`/admin/leads/${id}`, undefined, RAVI)).body).toMatch(/Owner: <strong>Unassigned<\/strong>/);
    const refused = await admin(`/admin/leads/${id}/owner`, { owner: 'visitor@studio.example' });
    expect(refused.res.status).toBe(422);
    expect(await ownerOf(id)).toBeNull();
    expect(
      await rows(
        "SELECT actor, from_value, to_value FROM lead_audit WHERE lead_id = ?1 AND action = 'owner' ORDER BY id",
        id,
      ),
    ).toEqual([
      { actor: 'round-robin', from_value: null, to_value: RAVI },
      { actor: ASHA, from_value: RAVI, to_value: ASHA },
      { actor: RAVI, from_value: ASHA, to_value: null },
    ]);
  });

  it('gives a spam lead no owner, and one in turn when "Not spam" releases it', async () => {
    const res = await post(server, 'submit-form', {
      ...CALLBACK,
      firstName: 'Spam',
      email: 'rahul1990@mailinator.com',
    });
    const { id } = (await res.json()) as { id: string };
    await until(
      async () => (await rows("SELECT 1 FROM lead_quality WHERE lead_id = ?1 AND outcome = 'spam'", id)).length > 0,
    );
    expect(await ownerOf(id)).toBeNull();
    const released = await admin(`/admin/leads/${id}/not-spam`, {});
    expect(released.res.headers.get('location')).toBe(`/admin/leads/${id}?done=released`);
    await until(async () => (await ownerOf(id)) != null, 20_000, 'released lead owned');
    expect([ASHA, RAVI]).toContain(await ownerOf(id));
  });

  it('keeps the Team page and the owner route behind Access and the same-origin check', async () => {
    const anonymous = await server.fetch('/admin/team', { headers: { 'accept-encoding': 'identity' } });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).not.toContain(ASHA);
    const forged = await server.fetch('/admin/team/away', {
      method: 'POST',
      headers: {
        'cf-access-jwt-assertion': tokens[ASHA]!,
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      body: `email=${encodeURIComponent(RAVI)}&away=1`,
      redirect: 'manual',
    });
    expect(forged.status).toBe(403);
    expect(await rows('SELECT away FROM inbox_team WHERE email = ?1', RAVI)).toEqual([{ away: 0 }]);
  });
});
