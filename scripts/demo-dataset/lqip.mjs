/**
 * The LQIP placeholder of a demo image, written into `metadata.lqip` of each asset document.
 *
 * PALETTE CONTRACT: this is a copy of `fnv1a`, `MOODS`, the hue shift, `hex`, `short` and
 * `demoLqip` in src/worker/content/demo/art.ts (plain Node cannot import that TypeScript
 * file). The two must give the same string for the same id; art.test.ts checks every asset of
 * the generated dataset against art.ts, so run `npm run demo:data` after changing either.
 */

/** [hue, saturation %, lightness %]: sky top, sky middle, horizon, sun, far layer, near layer, darkest. */
const MOODS = [
  [[228, 38, 30], [16, 62, 60], [38, 95, 74], [45, 100, 88], [335, 22, 46], [305, 24, 25], [275, 28, 10]], // golden hour
  [[238, 46, 18], [285, 32, 40], [10, 78, 68], [32, 100, 84], [278, 22, 36], [262, 28, 20], [250, 34, 8]], // dusk
  [[214, 42, 58], [4, 66, 80], [30, 100, 86], [45, 100, 95], [228, 26, 66], [230, 22, 45], [232, 30, 20]], // dawn
  [[226, 62, 11], [214, 48, 28], [202, 38, 50], [48, 60, 92], [216, 30, 25], [222, 34, 15], [225, 40, 6]], // blue hour
  [[195, 24, 66], [150, 16, 80], [44, 44, 88], [48, 100, 96], [182, 12, 56], [170, 18, 34], [160, 24, 14]], // misty morning
];

export function fnv1a(s) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

function hex(c, dh) {
  const h = (((c[0] + dh) % 360) + 360) % 360;
  const s = c[1] / 100;
  const l = c[2] / 100;
  const a = s * Math.min(l, 1 - l);
  const f = (n) => {
    const k = (n + h / 30) % 12;
    return Math.round((l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255).toString(16).padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

function palette(h) {
  const mood = MOODS[h % MOODS.length];
  const dh = ((h >>> 8) % 25) - 12;
  return mood.map((c) => hex(c, dh));
}

const short = (c) => `#${[1, 3, 5].map((i) => Math.round(parseInt(c.slice(i, i + 2), 16) / 17).toString(16)).join('')}`;

/** Same output as `demoLqip(assetId)` of art.ts, for a bare asset id such as `wedding3fa9c1`. */
export function demoLqip(assetId) {
  const p = palette(fnv1a(assetId));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg"><linearGradient id="a" y2="1"><stop stop-color="${short(p[0])}"/>` +
    `<stop offset="1" stop-color="${short(p[2])}"/></linearGradient><rect width="100%" height="100%" fill="url(#a)"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
