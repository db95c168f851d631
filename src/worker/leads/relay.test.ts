import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { backendRequest, PARK_RETRY_CAP_SECONDS, retryDelay } from './relay';

/** The DLQ consumer's settings, read from wrangler.toml (the one place they are set). */
function dlqConsumer(): { maxRetries: number; deadLetterQueue: string } {
  const toml = readFileSync('wrangler.toml', 'utf8');
  const block = toml.split('[[queues.consumers]]').find((b) => /^\s*queue = "leads-dlq"/m.test(b)) ?? '';
  return {
    maxRetries: Number(/^max_retries = (\d+)/m.exec(block)?.[1] ?? 3),
    deadLetterQueue: /^dead_letter_queue = "([^"]+)"/m.exec(block)?.[1] ?? '',
  };
}

const DAY = 86_400;
const RETENTION = 4 * DAY; // Queues' default message retention
const DEFAULT_BASE = 30; // LEAD_RETRY_BASE_SECONDS default (leads/settings.ts)

describe("leads-dlq's retry schedule (D1 refusing a lead)", () => {
  const { maxRetries, deadLetterQueue } = dlqConsumer();
  const delays = Array.from({ length: maxRetries }, (_, i) => retryDelay(i + 1, DEFAULT_BASE, true));
  const total = delays.reduce((a, b) => a + b, 0);

  it('uses the full Queues budget, each delay within the 24 h per-message limit and growing', () => {
    expect(maxRetries).toBe(100);
    expect(delays[0]).toBe(30);
    expect(delays.slice(0, 4)).toEqual([30, 60, 120, 240]);
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]!);
    expect(Math.max(...delays)).toBe(PARK_RETRY_CAP_SECONDS);
    expect(Math.max(...delays)).toBeLessThanOrEqual(DAY);
  });

  it('spans days, yet ends inside the 4-day retention (with room for the 5 backend retries before it)', () => {
    const backendPhase = Array.from({ length: 5 }, (_, i) => retryDelay(i + 1, DEFAULT_BASE)).reduce(
      (a, b) => a + b,
      0,
    );
    expect(total).toBeGreaterThan(3.5 * DAY);
    expect(total + backendPhase).toBeLessThan(RETENTION);
  });

  it("then sends the lead back to 'leads' (a new message, a new retention period), never drops it", () => {
    expect(deadLetterQueue).toBe('leads');
  });
});

describe('what the backend is sent', () => {
  it('a form lead as it is, to its own endpoint', () => {
    const payload = { timestamp: '2026-11-26T10:00:00', firstName: 'Asha' };
    expect(backendRequest({ id: 'a', endpoint: 'submit-partner-form', payload, meta: {} as never })).toEqual({
      path: 'submit-partner-form',
      body: payload,
    });
  });

  it('a WhatsApp chat as a callback request: the submit-form payload fields, nothing the backend does not know', () => {
    const payload = {
      timestamp: '2026-11-26T10:00:00',
      name: 'Rohit  Kumar Aggarwal',
      phone: '+919876501234',
      message: 'Hi!',
    };
    expect(backendRequest({ id: 'a', endpoint: 'whatsapp', payload, meta: {} as never })).toEqual({
      path: 'submit-form',
      body: {
        timestamp: '2026-11-26T10:00:00',
        firstName: 'Rohit',
        lastName: 'Kumar Aggarwal',
        email: '',
        phone: '+919876501234',
        service: '',
        city: '',
        message: 'WhatsApp chat: Hi!',
      },
    });
  });
});
