import { describe, expect, it, vi } from 'vitest';
import type { Job, JobContext } from '../outbox';

// The senders' module imports the runtime's e-mail class; nothing here sends.
vi.mock('cloudflare:email', () => ({ EmailMessage: class {} }));
const { plugin: business } = await import('./jobs');

// Each channel stands on its own settings (docs/operators.md#notice-channels): one malformed never
// stops another, and a job held up by its settings waits instead of failing.
const WEBHOOK = 'https://hooks.example/T000/B000';

function ctx(env: Record<string, string>): JobContext {
  return { env: env as unknown as Env, config: {} as JobContext['config'], db: {} as D1Database, now: new Date() };
}
const job = (key: string): Job => ({
  key,
  leadId: 'L1',
  kind: 'notice',
  channel: key.split(':')[1]!,
  attempts: 1,
  createdAt: new Date(0).toISOString(),
});

describe('notice channels, each on its own settings', () => {
  it.each([
    ['NOTIFY_WHATSAPP_TO', { NOTIFY_WHATSAPP_TO: 'garbage' }, 'notice:whatsapp:L1'],
    ['NOTIFY_EMAIL_TO', { NOTIFY_EMAIL_TO: 'not-an-email' }, 'notice:email:L1'],
    [
      'META_GRAPH_URL',
      { NOTIFY_WHATSAPP_TO: '+919800000001', META_GRAPH_URL: 'not-a-url' },
      'notice:whatsapp:L1:919800000001',
    ],
  ])('%s malformed: the chat webhook is still planned; the channel waits, saying why', async (name, bad, key) => {
    const c = ctx({ NOTIFY_WEBHOOK_URL: WEBHOOK, ...bad });
    const specs = await business.planLead!({ id: 'L1', form: 'callback', consent: 'unknown' } as never, c);
    expect(specs.map((s) => s.key).sort()).toEqual(['notice:webhook:L1', key].sort());
    const result = await business.handlers.notice!.send(job(key), c);
    expect(result).toMatchObject({ ok: false, waiting: true });
    expect(!result.ok && result.error).toContain(`Invalid configuration: ${name} `);
    expect(!result.ok && result.error).not.toContain(String(Object.values(bad).at(-1)));
  });
});
