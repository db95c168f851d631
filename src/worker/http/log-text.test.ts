import { describe, expect, it } from 'vitest';
import { logText } from './log-text';

describe('logText', () => {
  it('cuts phone numbers and e-mail addresses, never a lead id or a status', () => {
    const id = '12345678-1234-4123-8123-123456789012';
    expect(logText(`outbox notice/whatsapp for ${id} (attempt 2): WhatsApp to +919876501234: HTTP 500`)).toBe(
      `outbox notice/whatsapp for ${id} (attempt 2): WhatsApp to [phone]: HTTP 500`,
    );
    expect(logText('e-mail to Priya.S@Example.in: 550 mailbox full')).toBe('e-mail to [e-mail]: 550 mailbox full');
    expect(logText('to 919876501234 and +91 98765 01234, wa-0123456789abcdef0123')).toBe(
      'to [phone] and [phone], wa-0123456789abcdef0123',
    );
    expect(logText('HTTP 503 after 3000 ms (code 131026, fbtrace AbC123)')).toBe(
      'HTTP 503 after 3000 ms (code 131026, fbtrace AbC123)',
    );
  });
});
