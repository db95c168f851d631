import { describe, expect, it, vi } from 'vitest';
import { judge } from './index';

// The disposable-domain list failing to load (as the dev server once refused to serve it).
const failingRules = () => Promise.reject(new Error('list not loaded'));

describe('judge', () => {
  it('keeps a lead whose spam rules could not run: judged as if no rule matched, never thrown', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const judged = await judge(
      {
        form: 'partner',
        endpoint: 'submit-partner-form',
        payload: { name: 'Aarav Mehta', email: 'aarav@travel.example' },
        token: undefined,
        trapped: false,
        overContactRate: null,
        eventId: crypto.randomUUID(),
        remoteIp: null,
        hostname: 'photos.example.in',
      },
      {} as never,
      undefined,
      failingRules,
    );
    expect(judged).toEqual({ quality: 'unchecked', reason: null });
    expect(error).toHaveBeenCalledWith('spam rules not run:', 'list not loaded');
    error.mockRestore();
  });
});
