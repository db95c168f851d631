import { describe, expect, it } from 'vitest';
import { base64url, hex, randomBase64url, randomHex, sha256Hex } from './bytes';

describe('bytes as text', () => {
  it('hex: two lower-case characters a byte, leading zeros kept', () => {
    expect(hex(new Uint8Array([0, 1, 15, 16, 255]))).toBe('00010f10ff');
  });

  it('base64url: RFC 4648 section 5, without padding', () => {
    // 0xfb 0xff encodes to "+/8=" in base64: "-_8" here.
    expect(base64url(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
    expect(base64url(new TextEncoder().encode('foobar'))).toBe('Zm9vYmFy');
    expect(base64url(new TextEncoder().encode('fo'))).toBe('Zm8');
  });

  it('SHA-256 of UTF-8 text: the FIPS 180-2 vector for "abc"', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('random tokens: their length and alphabet, and no two alike', () => {
    expect(randomHex(8)).toMatch(/^[0-9a-f]{16}$/);
    expect(randomBase64url(16)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(randomBase64url(32)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(Array.from({ length: 100 }, () => randomHex(8))).size).toBe(100);
  });
});
