/**
 * Colours of a demo image, derived from a hash of its id, and its tiny LQIP placeholder.
 *
 * scripts/demo-dataset/lib.mjs imports this very file (Node 24 strips the types), so `metadata.lqip`
 * in dataset.ndjson comes from the same code: run `npm run demo:data` after a change (art.test.ts
 * checks the dataset agrees). Keep it free of imports and of TypeScript that Node cannot strip.
 */

/** [hue, saturation %, lightness %] of: sky top, sky middle, horizon, sun, far layer, near layer, darkest. */
export const MOODS: number[][][] = [
  [
    [228, 38, 30],
    [16, 62, 60],
    [38, 95, 74],
    [45, 100, 88],
    [335, 22, 46],
    [305, 24, 25],
    [275, 28, 10],
  ], // golden hour
  [
    [238, 46, 18],
    [285, 32, 40],
    [10, 78, 68],
    [32, 100, 84],
    [278, 22, 36],
    [262, 28, 20],
    [250, 34, 8],
  ], // dusk
  [
    [214, 42, 58],
    [4, 66, 80],
    [30, 100, 86],
    [45, 100, 95],
    [228, 26, 66],
    [230, 22, 45],
    [232, 30, 20],
  ], // dawn
  [
    [226, 62, 11],
    [214, 48, 28],
    [202, 38, 50],
    [48, 60, 92],
    [216, 30, 25],
    [222, 34, 15],
    [225, 40, 6],
  ], // blue hour
  [
    [195, 24, 66],
    [150, 16, 80],
    [44, 44, 88],
    [48, 100, 96],
    [182, 12, 56],
    [170, 18, 34],
    [160, 24, 14],
  ], // misty morning
];

export function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

function hex(c: number[], dh: number): string {
  const h = ((((c[0] ?? 0) + dh) % 360) + 360) % 360;
  const s = (c[1] ?? 0) / 100;
  const l = (c[2] ?? 0) / 100;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round((l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** The seven colours of an id. */
export function palette(h: number): string[] {
  const mood = MOODS[h % MOODS.length] ?? [];
  const dh = ((h >>> 8) % 25) - 12;
  return mood.map((c) => hex(c, dh));
}

/** `image-wedding3fa9c1-1600x1067-svg`, `wedding3fa9c1-1600x1067.svg` and `wedding3fa9c1` are one image. */
export function norm(id: string): string {
  return String(id ?? '')
    .replace(/^image-/, '')
    .replace(/\.svg$/, '')
    .replace(/-\d+x\d+(-[a-z0-9]+)?$/i, '');
}

/** `#a1b2c3` to `#abc` (nearest), to keep the placeholder small. */
const short = (c: string | undefined) =>
  `#${[1, 3, 5].map((i) => Math.round(parseInt((c ?? '#000000').slice(i, i + 2), 16) / 17).toString(16)).join('')}`;

/**
 * A tiny placeholder: a diagonal two-colour gradient from the sky-top to the horizon colour of
 * the image's palette, as a base64 SVG data URL of 298 bytes. It has no intrinsic size: it
 * fills whatever box it is drawn in.
 */
export function demoLqip(id: string): string {
  const p = palette(fnv1a(norm(id)));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg"><linearGradient id="a" y2="1"><stop stop-color="${short(p[0])}"/>` +
    `<stop offset="1" stop-color="${short(p[2])}"/></linearGradient><rect width="100%" ` +
    `height="100%" fill="url(#a)"/></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}
