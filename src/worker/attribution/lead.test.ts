import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { eventIdSchema } from './lead';

describe('event id', () => {
  it('is a UUID as crypto.randomUUID makes it', () => {
    expect(z.safeParse(eventIdSchema, crypto.randomUUID()).success).toBe(true);
    expect(z.safeParse(eventIdSchema, 'not-a-uuid').success).toBe(false);
  });
});
