import { describe, expect, it } from 'vitest';
import { worker } from '../helpers/in-process';
import { signedInWorker } from '../helpers/inbox';
import { EMAIL, inboxUnit } from '../helpers/inbox-unit';
import { CALLBACK } from '../helpers/leads';

// A search of any length is answered (docs/sales.md "The queue"): D1 refuses a LIKE pattern
// over 50 bytes ("LIKE or GLOB pattern too complex", as the in-process D1 does:
// tests/helpers/d1-sqlite.ts), which made a search of 49 characters or more a 500, and one over
// 100 characters was refused with 400. The list, its CSV and the lead page's "Same person as…".
let server: ReturnType<typeof worker>;
let origin: string;
let token: string;
const { admin, submit } = inboxUnit(() => ({ server, token, origin }));

signedInWorker(worker, (s) => ({ server, origin, token } = s), { email: EMAIL });

// 64 characters: an address this long is rare but valid, and a pasted one is searched whole.
const LONG = 'aarav.mehta.weddings.and.portraits@photography-studio.example.in';

describe('a long search', () => {
  it('finds the lead by a 64-character e-mail, and answers 49, 200 and 1,000 characters', async () => {
    expect(LONG).toHaveLength(64);
    const id = await submit({ ...CALLBACK, firstName: 'Aarav', email: LONG, phone: '9811122233' });
    const other = await submit({ ...CALLBACK, firstName: 'Meera', email: 'meera@example.in', phone: '9811122244' });
    const found = await admin(`/admin?q=${encodeURIComponent(LONG)}`);
    expect(found.res.status).toBe(200);
    expect(found.body).toContain(id);
    expect(found.body).not.toContain(other);
    // Its case does not matter, as with a short search.
    expect((await admin(`/admin?q=${encodeURIComponent(LONG.toUpperCase())}`)).body).toContain(id);
    // The CSV of the same search.
    const csv = await admin(`/admin/leads.csv?q=${encodeURIComponent(LONG)}`);
    expect(csv.res.status).toBe(200);
    expect(csv.body).toContain(LONG);
    expect(csv.body).not.toContain('meera@example.in');

    for (const n of [49, 200, 1000]) {
      const q = encodeURIComponent('x'.repeat(n));
      for (const path of [`/admin?q=${q}`, `/admin/leads.csv?q=${q}`, `/admin/leads/${id}?same=${q}`]) {
        const { res, body } = await admin(path);
        expect(res.status, `${path.slice(0, 40)}… (${n})`).toBe(200);
        expect(body).not.toContain(other);
      }
    }
    // "Same person as…" by a long name finds the other lead's person.
    const same = await admin(`/admin/leads/${other}?same=${encodeURIComponent(LONG)}`);
    expect(same.res.status).toBe(200);
    expect(same.body).toContain(id);
  });
});
