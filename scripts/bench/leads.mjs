// Lead endpoint under load, with and without the three notice channels on (notices
// must not slow the lead down: docs/decisions/0010-outbox-in-d1.md). Two copies of the built worker
// in wrangler's test harness on loopback: one with no channel, one with the chat webhook, e-mail
// (wrangler's local send_email) and WhatsApp (a Graph API stand-in) on. Runs alternate between
// them, round after round, so a noisy moment hits both alike. Each request is a distinct lead from
// a distinct client IP.
//   node scripts/bench/leads.mjs   (after npm run build; BENCH_SECONDS, BENCH_ROUNDS)
// BENCH_BASE_DIST=<another checkout's dist> adds a third copy, that build with no channel: the
// lead endpoint before and after a change, in the same rounds.
import { createServer } from 'node:http';
import autocannon from 'autocannon';
import { createTestHarness } from 'wrangler';
import { FORM_TABLE } from '../../src/shared/vocabulary/form-table.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
// The callback form's endpoint, from the table of forms (docs/decisions/0041-one-table-per-lead-form.md).
const ENDPOINT = `/api/${FORM_TABLE.find((f) => f.name === 'callback').endpoint}`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';
process.env.WRANGLER_SEND_METRICS = 'false';

// Stand-ins: a chat webhook and Meta's Graph API, both answering at once, counting what they get.
const received = { chat: 0, whatsapp: 0 };
const standin = (name, answer) =>
  new Promise((resolve) => {
    const s = createServer((req, res) => {
      req.resume().on('end', () => {
        received[name]++;
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
    s.listen(0, '127.0.0.1', () => resolve(s));
  });
const chat = await standin('chat', { ok: true });
const graph = await standin('whatsapp', { messaging_product: 'whatsapp', messages: [{ id: 'wamid.bench' }] });
const url = (s) => `http://127.0.0.1:${s.address().port}`;

const harness = (vars, secrets, dist = 'dist') =>
  createTestHarness({
    workers: [
      { configPath: `${dist}/photo_site/wrangler.json`, vars: { SANITY_WEBHOOK_SECRET: 'bench', ...vars }, secrets },
    ],
  });
const modes = {
  'no channel': harness({}, {}),
  'three channels': harness(
    {
      NOTIFY_EMAIL_TO: 'team@photos.example',
      NOTIFY_WHATSAPP_TO: '+919800000001',
      WHATSAPP_PHONE_NUMBER_ID: '1234567890',
      WHATSAPP_TEMPLATE: 'lead_alert',
      META_GRAPH_URL: url(graph),
      NOTIFY_REMINDERS: 'off',
      NOTIFY_DIGEST: 'off',
    },
    { NOTIFY_WEBHOOK_URL: `${url(chat)}/hook`, WHATSAPP_TOKEN: 'bench-token' },
  ),
  ...(process.env.BENCH_BASE_DIST ? { 'before, no channel': harness({}, {}, process.env.BENCH_BASE_DIST) } : {}),
};
const bases = {};
for (const [name, h] of Object.entries(modes)) bases[name] = (await h.listen()).url.origin;

let seq = 0;
const lead = () => {
  const n = ++seq;
  return {
    method: 'POST',
    path: ENDPOINT,
    headers: {
      'content-type': 'application/json',
      'cf-connecting-ip': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify({
      firstName: `Bench${n}`,
      lastName: 'Load',
      email: `bench${n}@example.com`,
      countryCode: '+91',
      phone: String(9000000000 + n),
      service: 'wedding',
      city: 'jaipur',
      customCity: '',
      message: `Lead ${n}`,
    }),
  };
};
const run = (base) =>
  new Promise((resolve, reject) =>
    autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: DURATION,
        requests: [{ setupRequest: (req) => ({ ...req, ...lead() }) }],
      },
      (err, r) => (err ? reject(err) : resolve(r)),
    ),
  );

try {
  for (const base of Object.values(bases)) await run(base).catch(() => {}); // warm up (isolates, D1 schema)
  const results = Object.fromEntries(Object.keys(modes).map((m) => [m, []]));
  for (let i = 0; i < ROUNDS; i++) for (const [m, base] of Object.entries(bases)) results[m].push(await run(base));
  console.log(
    `\nPOST ${ENDPOINT} (${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION} s, distinct leads, loopback; medians)`,
  );
  console.log(
    'mode'.padEnd(22) + 'req/s'.padStart(8) + 'p50 ms'.padStart(8) + 'p99 ms'.padStart(8) + 'non-2xx'.padStart(9),
  );
  for (const [m, rs] of Object.entries(results)) {
    const bad = rs.reduce((n, r) => n + r.non2xx + r.errors, 0);
    console.log(
      m.padEnd(22) +
        median(rs.map((r) => r.requests.average))
          .toFixed(0)
          .padStart(8) +
        String(median(rs.map((r) => r.latency.p50))).padStart(8) +
        String(median(rs.map((r) => r.latency.p99))).padStart(8) +
        String(bad).padStart(9),
    );
  }
  await new Promise((r) => setTimeout(r, 3000));
  console.log(`notices received meanwhile by the stand-ins: chat ${received.chat}, WhatsApp ${received.whatsapp}`);
} finally {
  await Promise.all(Object.values(modes).map((h) => h.close()));
  chat.close();
  graph.close();
}
