/** The canvas a composition draws into: art-board size, palette, seeded randomness, and the SVG built so far. */
export interface Scene {
  aw: number;
  ah: number;
  p: string[];
  r: () => number;
  R: (a: number, b: number) => number;
  night: boolean;
  defs: string;
  body: string;
}

/** Whole-pixel coordinates keep the SVG short. */
export const I = Math.round;

/** A small seeded PRNG (mulberry32-like): the same hash draws the same picture. */
export function rng(seed: number): () => number {
  let a = seed ^ 0x9e3779b9;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
