/**
 * Generated demo "photographs" for the embedded demo dataset (served at /demo-img/<ID>-<W>x<H>.svg).
 *
 * Every image is an original SVG drawn from a hash of its asset id `<theme><6 hex>` (e.g.
 * `wedding3fa9c1`): the theme picks the composition (vista, silhouettes on a horizon, bokeh
 * portrait, studio...), the hash picks the light (golden hour, dusk, dawn, blue hour, misty
 * morning), a small hue shift and every random position. Same id, same picture.
 *
 * PALETTE CONTRACT: `fnv1a`, `MOODS`, the hue shift and `hex` below are duplicated in
 * scripts/demo-dataset/lqip.mjs, which writes `metadata.lqip` into dataset.ndjson with the
 * same output as `demoLqip`. Change them together (art.test.ts checks the dataset agrees).
 *
 * The images are meant to be served as standalone files (their gradient ids are not unique
 * across images, so do not inline several into one HTML document).
 */

const THEMES = [
  'wedding', 'prewedding', 'baby', 'maternity', 'travel', 'portrait', 'landscape', 'city',
  'fashion', 'street', 'nature', 'corporate', 'family', 'food', 'event',
] as const;
type Theme = (typeof THEMES)[number];

/** [hue, saturation %, lightness %] of: sky top, sky middle, horizon, sun, far layer, near layer, darkest. */
const MOODS: number[][][] = [
  [[228, 38, 30], [16, 62, 60], [38, 95, 74], [45, 100, 88], [335, 22, 46], [305, 24, 25], [275, 28, 10]], // golden hour
  [[238, 46, 18], [285, 32, 40], [10, 78, 68], [32, 100, 84], [278, 22, 36], [262, 28, 20], [250, 34, 8]], // dusk
  [[214, 42, 58], [4, 66, 80], [30, 100, 86], [45, 100, 95], [228, 26, 66], [230, 22, 45], [232, 30, 20]], // dawn
  [[226, 62, 11], [214, 48, 28], [202, 38, 50], [48, 60, 92], [216, 30, 25], [222, 34, 15], [225, 40, 6]], // blue hour
  [[195, 24, 66], [150, 16, 80], [44, 44, 88], [48, 100, 96], [182, 12, 56], [170, 18, 34], [160, 24, 14]], // misty morning
];

function fnv1a(s: string): number {
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
    return Math.round((l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255).toString(16).padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** The seven colours of an id (same derivation as scripts/demo-dataset/lqip.mjs). */
function palette(h: number): string[] {
  const mood = MOODS[h % MOODS.length] ?? [];
  const dh = ((h >>> 8) % 25) - 12;
  return mood.map((c) => hex(c, dh));
}

/** `image-wedding3fa9c1-1600x1067-svg`, `wedding3fa9c1-1600x1067.svg` and `wedding3fa9c1` are one image. */
function norm(id: string): string {
  return String(id ?? '')
    .replace(/^image-/, '')
    .replace(/\.svg$/, '')
    .replace(/-\d+x\d+(-[a-z0-9]+)?$/i, '');
}

function dim(v: number, fallback: number): number {
  const n = Math.round(Number(v));
  return Number.isFinite(n) && n > 0 ? Math.min(n, 10000) : fallback;
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
    `<stop offset="1" stop-color="${short(p[2])}"/></linearGradient><rect width="100%" height="100%" fill="url(#a)"/></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

function rng(seed: number): () => number {
  let a = seed ^ 0x9e3779b9;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const I = Math.round;

// Silhouettes in local units: feet on y=100 (full figures) or frame bottom on y=100 (busts), centred on x=0.
const MAN = 'M-3 13h6l1 3c7 1 10 3 10 9l1 27-3 1-2-21-1 28-1 40h-6l-1-38h-1l-1 38h-6l-1-40-1-28-2 21-3-1 1-27c0-6 3-8 10-9z';
const MAN_HEAD = '<ellipse cx="0" cy="7" rx="6" ry="7"/>';
const WOMAN = 'M-2 15h4l2 3c5 1 7 3 7 8l1 22-2 1-2-18-2 13c4 16 10 41 14 56h-40c4-15 10-40 14-56l-2-13-2 18-2-1 1-22c0-5 2-7 7-8z';
const WOMAN_HEAD = '<ellipse cx="0" cy="9" rx="5.5" ry="6.5"/><circle cx="-4" cy="5" r="3"/>';
const MOTHER = 'M-1 14h5v4c4 2 5 6 4 12 2 4 1 8-1 10 9 4 11 16 2 24-2 2-3 4-3 8l7 28h-22l2-30c-2-10-4-20-2-32-1-10 0-18 4-20z';
const MOTHER_HEAD = '<ellipse cx="2" cy="8" rx="6" ry="7"/><circle cx="-4" cy="6" r="3.5"/>';
const BUST = 'M-7 44h14l2 14c10 4 30 6 40 14 6 6 7 16 8 28h-114c1-12 2-22 8-28 10-8 30-10 40-14z';

/** A full figure standing with its feet at (x, y), `sc` pixels per local unit. */
const figure = (x: number, y: number, sc: number, body: string, head: string, flip = false) =>
  `<g transform="translate(${I(x)} ${I(y - 100 * sc)}) scale(${flip ? '-' : ''}${sc.toFixed(2)} ${sc.toFixed(2)})"><path d="${body}"/>${head}</g>`;

interface Scene {
  aw: number;
  ah: number;
  p: string[];
  r: () => number;
  R: (a: number, b: number) => number;
  night: boolean;
  defs: string;
  body: string;
}

/** Sky down to hy, with the sun (or, at blue hour, the moon and a few stars) and its glow. */
function sky(s: Scene, hy: number, sunY?: number): void {
  const { aw, ah, p, R } = s;
  s.defs +=
    `<linearGradient id="s" x2="0" y2="1"><stop stop-color="${p[0]}"/><stop offset=".62" stop-color="${p[1]}"/><stop offset="1" stop-color="${p[2]}"/></linearGradient>` +
    `<radialGradient id="g"><stop stop-color="${p[3]}"/><stop offset=".12" stop-color="${p[3]}" stop-opacity=".55"/><stop offset="1" stop-color="${p[2]}" stop-opacity="0"/></radialGradient>`;
  s.body += `<rect width="${aw}" height="${hy}" fill="url(#s)"/>`;
  const sx = I(aw * R(0.18, 0.82));
  const sy = I(sunY ?? hy - ah * R(0.06, 0.24));
  const gr = I(Math.max(aw, ah) * R(0.38, 0.55));
  if (s.night) {
    let stars = '';
    for (let i = 0; i < 14; i++) stars += `M${I(aw * s.r())} ${I(hy * 0.55 * s.r())}h2v2h-2z`;
    s.body += `<path d="${stars}" fill="#fff" opacity=".55"/>`;
    const my = I(hy * R(0.15, 0.35));
    s.body += `<circle cx="${sx}" cy="${my}" r="${I(gr * 0.5)}" fill="url(#g)" opacity=".6"/><circle cx="${sx}" cy="${my}" r="${I(aw * 0.018)}" fill="${p[3]}"/>`;
  } else {
    s.body += `<circle cx="${sx}" cy="${sy}" r="${gr}" fill="url(#g)"/><circle cx="${sx}" cy="${sy}" r="${I(aw * R(0.022, 0.038))}" fill="${p[3]}" opacity=".95"/>`;
  }
}

/** Ridge path from (0,hy) to (aw,hy): alternating peaks/valleys, or rolling hills when smooth. */
function ridge(s: Scene, hy: number, top: number, amp: number, n: number, smooth = false): string {
  const { aw, r } = s;
  const pts: number[][] = [];
  for (let i = 0; i <= n; i++) {
    const x = I((aw * (i + (i && i < n ? r() * 0.5 - 0.25 : 0))) / n);
    const y = I(top + amp * (i % 2 ? 0.55 + 0.45 * r() : 0.35 * r()));
    pts.push([x, y]);
  }
  if (!smooth) return `M0 ${hy}L${pts.map((q) => q.join(' ')).join(' ')} ${aw} ${hy}z`;
  // quadratic smoothing: the points are control points, the curve passes through their midpoints
  let d = `M0 ${hy}L${pts[0]?.join(' ')}`;
  for (let i = 1; i < pts.length - 1; i++) {
    const a = pts[i] ?? [0, 0];
    const b = pts[i + 1] ?? [0, 0];
    d += `Q${a.join(' ')} ${I((a[0]! + b[0]!) / 2)} ${I((a[1]! + b[1]!) / 2)}`;
  }
  return `${d}L${pts[pts.length - 1]?.join(' ')} ${aw} ${hy}z`;
}

/** Water below the horizon, with mirrored reflection of everything drawn in #m and a sun path. */
function water(s: Scene, hy: number): void {
  const { aw, ah, p, R } = s;
  s.defs += `<linearGradient id="w" x2="0" y2="1"><stop stop-color="${p[2]}" stop-opacity=".55"/><stop offset="1" stop-color="${p[6]}" stop-opacity=".95"/></linearGradient>`;
  s.body += `<rect y="${hy}" width="${aw}" height="${ah - hy}" fill="${p[1]}"/>`;
  s.body += `<use href="#m" transform="matrix(1 0 0 -1 0 ${2 * hy})" opacity=".55"/>`;
  s.body += `<rect y="${hy}" width="${aw}" height="${ah - hy}" fill="url(#w)"/>`;
  let ripples = '';
  const cx = aw * R(0.3, 0.7);
  for (let i = 0; i < 9; i++) {
    const y = hy + (ah - hy) * (0.05 + i * 0.1) * R(0.9, 1.1);
    const w = aw * (0.05 + i * 0.035) * R(0.6, 1.4);
    ripples += `M${I(cx - w / 2 + R(-40, 40))} ${I(y)}h${I(w)}v${I(2 + i)}h${-I(w)}z`;
  }
  s.body += `<path d="${ripples}" fill="${p[3]}" opacity=".3"/>`;
}

/** Full-width ground (a hill whose top is at gy) with a soft light. */
function hill(s: Scene, gy: number, fill: string): void {
  const { aw, ah, R } = s;
  const c = I(aw * R(0.35, 0.65));
  s.body += `<path d="M0 ${I(gy + ah * 0.07)}Q${c} ${I(gy - ah * 0.05)} ${aw} ${I(gy + ah * R(0.03, 0.1))}V${ah}H0z" fill="${fill}"/>`;
}

function bokeh(s: Scene, n: number, y0: number, y1: number): void {
  const { aw, p, R, r } = s;
  const stop = (c: string | undefined) =>
    `<stop offset=".62" stop-color="${c}" stop-opacity=".35"/><stop offset=".9" stop-color="${c}" stop-opacity=".75"/><stop offset="1" stop-color="${c}" stop-opacity="0"/>`;
  s.defs += `<radialGradient id="b">${stop(p[3])}</radialGradient><radialGradient id="c">${stop(p[2])}</radialGradient>`;
  s.defs += `<radialGradient id="d"><stop stop-color="${p[3]}" stop-opacity=".7"/><stop offset="1" stop-color="${p[3]}" stop-opacity="0"/></radialGradient>`;
  let out = '';
  for (let i = 0; i < n; i++) {
    const rad = I(aw * (r() < 0.3 ? R(0.06, 0.11) : R(0.015, 0.05)));
    const fill = ['b', 'c', 'd'][i % 3];
    out += `<circle cx="${I(aw * r())}" cy="${I(R(y0, y1))}" r="${rad}" fill="url(#${fill})" opacity="${R(0.25, 0.85).toFixed(2)}"/>`;
  }
  s.body += out;
}

function skyline(s: Scene, base: number, maxH: number, minW: number): string {
  const { aw, R, r } = s;
  let x = 0;
  let d = `M0 ${base}`;
  while (x < aw) {
    const top = I(base - maxH * R(0.25, 1));
    const w = I(minW * R(1, 2.6));
    d += `V${top}`;
    if (r() < 0.18) d += `h${I(w / 2 - 3)}v-${I(maxH * 0.15)}h6v${I(maxH * 0.15)}`;
    x += w;
    d += `H${Math.min(x, aw)}`;
  }
  return `${d}V${base}z`;
}

function monument(s: Scene, cx: number, gy: number, sc: number): string {
  const t = `transform="translate(${I(cx)} ${I(gy)}) scale(${sc.toFixed(2)})"`;
  if (s.r() < 0.5) {
    // domed mausoleum with minarets
    return (
      `<g ${t}><path d="M-100 0v-8h200v8zM-40-8v-32h80v32zM-26-40c-4-22 14-32 26-40 12 8 30 18 26 40zM-1-80v-10h2v10zM-83-8v-54h6v54zM77-8v-54h6v54z"/>` +
      `<circle cx="-30" cy="-42" r="8"/><circle cx="30" cy="-42" r="8"/><circle cx="-80" cy="-64" r="5"/><circle cx="80" cy="-64" r="5"/></g>`
    );
  }
  // temple shikhara cluster
  return `<g ${t}><path d="M-90 0v-10h180v10zM-22-10c0-30 10-60 22-84 12 24 22 54 22 84zM-60-10c0-18 6-34 14-46 8 12 14 28 14 46zM32-10c0-18 6-34 14-46 8 12 14 28 14 46zM-1-94v-10h2v10z"/></g>`;
}

function pines(s: Scene, gy: number, n: number): string {
  const { aw, ah, R } = s;
  let d = '';
  for (let i = 0; i < n; i++) {
    const x = I(aw * R(0, 1));
    const hgt = I(ah * R(0.1, 0.24));
    const w = I(hgt * 0.22);
    const y = I(gy + ah * R(0.0, 0.06));
    d += `M${x} ${y - hgt}l${w} ${I(hgt * 0.55)}h-${I(w * 0.5)}l${w} ${I(hgt * 0.45)}h-${w * 3}l${w} -${I(hgt * 0.45)}h-${I(w * 0.5)}z`;
  }
  return d;
}

function vista(s: Scene, theme: Theme): void {
  const { aw, ah, p, R, r } = s;
  const hy = I(ah * R(0.56, 0.68));
  sky(s, hy);
  let mirror = '';
  let fore = '';
  if (theme === 'city' || theme === 'street') {
    s.defs += `<pattern id="k" width="60" height="72" patternUnits="userSpaceOnUse"><path d="M6 8h6v8H6zM30 8h6v8h-6zM18 32h6v8h-6zM42 44h6v8h-6zM6 56h6v8H6zM30 56h6v8h-6z" fill="${p[3]}"/></pattern>`;
    const far = skyline(s, hy, ah * 0.28, aw * 0.03);
    const near = skyline(s, hy, ah * 0.2, aw * 0.045);
    mirror = `<path d="${far}" fill="${p[4]}" opacity=".8"/><path d="${near}" fill="${p[5]}"/><path d="${near}" fill="url(#k)" opacity="${s.night ? 0.7 : 0.35}"/>`;
  } else if (theme === 'nature') {
    for (let i = 0; i < 3; i++) {
      mirror += `<path d="${ridge(s, hy, hy - ah * (0.22 - i * 0.06), ah * 0.1, 4 + i * 2, true)}" fill="${p[4 + (i > 1 ? 1 : 0)]}" opacity="${(0.5 + i * 0.25).toFixed(2)}"/>`;
    }
    mirror += `<path d="${pines(s, hy - ah * 0.03, 11)}" fill="${p[5]}"/>`;
  } else {
    mirror =
      `<path d="${ridge(s, hy, hy - ah * R(0.2, 0.32), ah * 0.14, 6)}" fill="${p[4]}" opacity=".75"/>` +
      `<path d="${ridge(s, hy, hy - ah * R(0.08, 0.14), ah * 0.08, 9, r() < 0.5)}" fill="${p[5]}"/>`;
    if (theme === 'travel') mirror += `<g fill="${p[6]}">${monument(s, aw * R(0.3, 0.7), hy, (ah / 420) * R(0.8, 1.2))}</g>`;
  }
  s.body += `<g id="m">${mirror}</g>`;
  s.defs += `<linearGradient id="h" x2="0" y2="1"><stop stop-color="${p[2]}" stop-opacity="0"/><stop offset="1" stop-color="${p[2]}" stop-opacity=".5"/></linearGradient>`;
  s.body += `<rect y="${I(hy - ah * 0.12)}" width="${aw}" height="${I(ah * 0.12)}" fill="url(#h)"/>`;
  if (theme === 'street') {
    // a rain-wet street: the skyline reflects in it, lamps glow, someone walks home
    water(s, hy);
    const fy = hy + (ah - hy) * R(0.45, 0.7);
    for (let i = 0; i < 3; i++) {
      const lx = I(aw * (0.15 + i * 0.35) * R(0.9, 1.1));
      const ly = I(hy - ah * 0.2);
      fore += `<rect x="${lx - 3}" y="${ly}" width="6" height="${I(fy - ly)}"/><circle cx="${lx}" cy="${ly}" r="${I(aw * 0.07)}" fill="url(#g)"/>`;
    }
    fore += figure(aw * R(0.3, 0.7), fy, (ah * 0.3) / 100, MAN, MAN_HEAD, r() < 0.5);
    s.body += `<g fill="${p[6]}">${fore}</g>`;
  } else if (theme === 'city' || theme === 'landscape' || theme === 'travel' || r() < 0.4) {
    water(s, hy);
  } else {
    s.body += `<rect y="${hy}" width="${aw}" height="${ah - hy}" fill="${p[5]}"/>`;
    hill(s, hy + ah * 0.08, p[6] ?? '#000');
  }
}

function silhouettes(s: Scene, theme: Theme): void {
  const { aw, ah, p, R, r } = s;
  const gy = I(ah * R(0.72, 0.8));
  sky(s, gy, gy - ah * R(0.1, 0.2));
  s.body += `<path d="${ridge(s, gy, gy - ah * R(0.12, 0.22), ah * 0.1, 6, true)}" fill="${p[4]}" opacity=".8"/>`;
  hill(s, gy, p[6] ?? '#000');
  const sc = (ah * R(0.3, 0.4)) / 100;
  const cx = aw * R(0.38, 0.62);
  const fy = gy + ah * 0.01;
  let g = '';
  if (theme === 'family') {
    g += figure(cx - 24 * sc, fy, sc, MAN, MAN_HEAD) + figure(cx + 6 * sc, fy, sc * 0.92, WOMAN, WOMAN_HEAD);
    g += figure(cx - 50 * sc, fy, sc * 0.55, MAN, MAN_HEAD) + figure(cx + 34 * sc, fy, sc * 0.5, WOMAN, WOMAN_HEAD);
    // the children hold their parents' hands
    g += `<path d="M${I(cx - 39 * sc)} ${I(fy - 47 * sc)}L${I(cx - 42 * sc)} ${I(fy - 26 * sc)}M${I(cx + 17 * sc)} ${I(fy - 47 * sc)}L${I(cx + 28 * sc)} ${I(fy - 26 * sc)}" stroke="${p[6]}" stroke-width="${I(2.5 * sc)}"/>`;
  } else if (theme === 'maternity') {
    g += figure(cx, fy, sc, MOTHER, MOTHER_HEAD, r() < 0.5);
    if (r() < 0.5) g += figure(cx - 26 * sc, fy, sc * 1.05, MAN, MAN_HEAD);
  } else {
    const flip = r() < 0.5;
    g += figure(cx + (flip ? 12 : -12) * sc, fy, sc, MAN, MAN_HEAD) + figure(cx + (flip ? -12 : 12) * sc, fy, sc * 0.93, WOMAN, WOMAN_HEAD);
  }
  s.body += `<g fill="${p[6]}">${g}</g>`;
}

function portrait(s: Scene, theme: Theme): void {
  const { aw, ah, p, R, r } = s;
  sky(s, ah, ah * R(0.2, 0.5));
  bokeh(s, theme === 'event' ? 18 : 15, ah * 0.02, ah * (theme === 'food' ? 0.6 : 0.85));
  const dark = p[6] ?? '#000';
  const sc = (Math.min(aw, ah * 0.9) * R(0.48, 0.6)) / 100;
  const cx = aw * R(0.4, 0.6);
  let g = '';
  if (theme === 'food') {
    const ty = I(ah * 0.62);
    s.defs += `<linearGradient id="t" x2="0" y2="1"><stop stop-color="${p[5]}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`;
    s.body += `<rect y="${ty}" width="${aw}" height="${ah - ty}" fill="url(#t)"/>`;
    const py = I(ah * 0.78);
    const pr = I(aw * 0.26);
    s.body +=
      `<ellipse cx="${I(cx)}" cy="${py + 14}" rx="${pr}" ry="${I(pr * 0.3)}" fill="${dark}" opacity=".5"/>` +
      `<ellipse cx="${I(cx)}" cy="${py}" rx="${pr}" ry="${I(pr * 0.3)}" fill="${p[3]}" opacity=".85"/>` +
      `<ellipse cx="${I(cx)}" cy="${py}" rx="${I(pr * 0.7)}" ry="${I(pr * 0.2)}" fill="${p[2]}"/>` +
      `<path d="M${I(cx - pr * 0.45)} ${py - 6}q${I(pr * 0.45)} -${I(pr * 0.35)} ${I(pr * 0.9)} 0z" fill="${p[5]}"/>` +
      `<path d="M${I(cx - 20)} ${I(py - pr * 0.4)}c-30-40 30-60 0-110M${I(cx + 25)} ${I(py - pr * 0.4)}c-30-40 30-60 0-110" stroke="${p[3]}" stroke-width="6" fill="none" opacity=".25"/>` +
      `<path d="M${I(cx + pr * 1.2)} ${I(py - pr * 0.9)}h${I(pr * 0.4)}l-${I(pr * 0.05)} ${I(pr * 0.8)}h-${I(pr * 0.3)}z" fill="${p[3]}" opacity=".35"/>`;
    return;
  }
  if (theme === 'event') {
    const y0 = I(ah * R(0.12, 0.25));
    const garland = `M0 ${y0}Q${aw / 2} ${I(y0 + ah * 0.36)} ${aw} ${y0}`;
    s.body += `<path d="${garland}" stroke="${dark}" stroke-width="3" fill="none"/><path d="${garland}" stroke="${p[3]}" stroke-width="${I(aw * 0.014)}" stroke-linecap="round" stroke-dasharray="0 ${I(aw * 0.07)}" fill="none"/>`;
    let crowd = `M0 ${ah}`;
    for (let x = 0; x < aw; ) {
      const hr = I(aw * R(0.018, 0.03));
      const y = I(ah * R(0.8, 0.88));
      crowd += `V${y + hr * 2}h${I(hr * 0.3)}a${hr} ${hr} 0 1 1 ${hr * 2} 0h${I(hr * 0.9)}`;
      x += hr * 2 + I(hr * 0.3) + I(hr * 0.9);
    }
    s.body += `<path d="${crowd}V${ah}z" fill="${dark}"/>`;
    return;
  }
  if (theme === 'baby') {
    const by = ah * 0.86;
    const b = Math.min(aw, ah) * 0.0038;
    s.body += `<ellipse cx="${I(cx)}" cy="${I(by + 40 * b)}" rx="${I(aw * 0.42)}" ry="${I(70 * b)}" fill="${p[3]}" opacity=".45"/>`;
    // a newborn asleep on its side on a soft blanket
    g =
      `<g transform="translate(${I(cx)} ${I(by)}) scale(${(b * 0.85).toFixed(2)})${r() < 0.5 ? ' scale(-1 1)' : ''}">` +
      `<circle cx="-72" cy="-34" r="30"/><path d="M-100-46q28-30 56-4z" opacity=".6"/><ellipse cx="2" cy="-27" rx="58" ry="27"/><ellipse cx="52" cy="-30" rx="30" ry="26"/>` +
      `<ellipse cx="-44" cy="-10" rx="24" ry="9"/><ellipse cx="78" cy="-8" rx="16" ry="8"/></g>`;
    s.body += `<g fill="${dark}">${g}</g>`;
    return;
  }
  if (theme === 'fashion') {
    s.defs += `<radialGradient id="f"><stop stop-color="${p[3]}" stop-opacity=".45"/><stop offset="1" stop-color="${p[3]}" stop-opacity="0"/></radialGradient>`;
    const fy = ah * 0.94;
    const fs = (ah * 0.8) / 100;
    s.body += `<ellipse cx="${I(cx)}" cy="${I(ah * 0.45)}" rx="${I(aw * 0.35)}" ry="${I(ah * 0.45)}" fill="url(#f)"/><ellipse cx="${I(cx)}" cy="${I(fy)}" rx="${I(26 * fs)}" ry="${I(3 * fs)}" fill="${dark}" opacity=".5"/>`;
    g = figure(cx, fy, fs, WOMAN, WOMAN_HEAD + (r() < 0.6 ? '<ellipse cx="0" cy="4" rx="13" ry="2.2"/><ellipse cx="0" cy="1.5" rx="6" ry="4"/>' : ''));
    s.body += `<g fill="${dark}">${g}</g>`;
    return;
  }
  // busts: portrait, corporate, wedding (couple)
  const hair = '<path d="M-17 30c-2-14 4-25 17-25s19 11 17 25l3 30h-40z"/>';
  const head = '<ellipse cx="0" cy="27" rx="15" ry="19"/>';
  const by = ah;
  const bust = (x: number, k: number, extra: string, rot: number) =>
    `<g transform="translate(${I(x)} ${I(by - 100 * k)}) scale(${k.toFixed(2)}) rotate(${rot} 0 100)"><path d="${BUST}"/>${head}${extra}</g>`;
  if (theme === 'wedding') {
    const dx = 30 * sc;
    g = bust(cx - dx, sc, '', 4) + bust(cx + dx, sc * 0.92, '<circle cx="0" cy="6" r="9"/>', -5);
  } else if (theme === 'corporate') {
    g = bust(cx, sc, `<path d="M-9 57l9 22 9-22z" fill="${p[2]}"/><path d="M-2 60h4l2 24-4 5-4-5z"/>`, 0);
  } else {
    g = bust(cx, sc, r() < 0.5 ? hair : '', I(R(-4, 4)));
  }
  s.body += `<g fill="${dark}">${g}</g>`;
}

/** An original, stylised "photograph" of exactly width x height, deterministic from `id`. */
export function demoImageSvg(id: string, width: number, height: number): string {
  const W = dim(width, 1600);
  const H = dim(height, 1067);
  const key = norm(id);
  const h = fnv1a(key);
  const p = palette(h);
  const theme: Theme = THEMES.find((t) => key.startsWith(t)) ?? THEMES[h % THEMES.length] ?? 'landscape';
  const r = rng(h);
  const [aw, ah] = W / H >= 1.2 ? [1600, 1000] : W / H <= 0.83 ? [1000, 1500] : [1200, 1200];
  const s: Scene = { aw, ah, p, r, R: (a, b) => a + (b - a) * r(), night: h % MOODS.length === 3, defs: '', body: '' };

  const composition =
    theme === 'landscape' || theme === 'travel' || theme === 'nature' || theme === 'city' || theme === 'street'
      ? 'vista'
      : theme === 'prewedding' || theme === 'family' || theme === 'maternity' || (theme === 'wedding' && r() < 0.4)
        ? 'silhouettes'
        : 'portrait';
  if (composition === 'vista') vista(s, theme);
  else if (composition === 'silhouettes') silhouettes(s, theme);
  else portrait(s, theme);

  s.defs +=
    `<radialGradient id="v" r=".78"><stop offset=".55" stop-opacity="0"/><stop offset="1" stop-opacity=".5"/></radialGradient>` +
    `<filter id="n"><feTurbulence type="fractalNoise" baseFrequency=".85" numOctaves="2" stitchTiles="stitch"/><feColorMatrix values="1 0 0 0 0 1 0 0 0 0 1 0 0 0 0 0 0 0 0 .07"/></filter>`;
  const cover = `width="${aw}" height="${ah}"`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<rect width="${W}" height="${H}" fill="${p[6]}"/>` +
    `<svg width="${W}" height="${H}" viewBox="0 0 ${aw} ${ah}" preserveAspectRatio="xMidYMid slice"><defs>${s.defs}</defs>` +
    `${s.body}<rect ${cover} fill="url(#v)"/><rect ${cover} filter="url(#n)"/></svg></svg>`
  );
}
