/** The layers a landscape is built from: sky, ridges, water, ground, bokeh, skyline, monuments, trees. */
import { I, type Scene } from './scene.ts';

/** Sky down to hy, with the sun (or, at blue hour, the moon and a few stars) and its glow. */
export function sky(s: Scene, hy: number, sunY?: number): void {
  const { aw, ah, p, R } = s;
  s.defs +=
    `<linearGradient id="s" x2="0" y2="1"><stop stop-color="${p[0]}"/><stop offset=".62" ` +
    `stop-color="${p[1]}"/><stop offset="1" stop-color="${p[2]}"/></linearGradient>` +
    `<radialGradient id="g"><stop stop-color="${p[3]}"/><stop offset=".12" stop-color="${p[3]}" ` +
    `stop-opacity=".55"/><stop offset="1" stop-color="${p[2]}" ` +
    `stop-opacity="0"/></radialGradient>`;
  s.body += `<rect width="${aw}" height="${hy}" fill="url(#s)"/>`;
  const sx = I(aw * R(0.18, 0.82));
  const sy = I(sunY ?? hy - ah * R(0.06, 0.24));
  const gr = I(Math.max(aw, ah) * R(0.38, 0.55));
  if (s.night) {
    let stars = '';
    for (let i = 0; i < 14; i++) stars += `M${I(aw * s.r())} ${I(hy * 0.55 * s.r())}h2v2h-2z`;
    s.body += `<path d="${stars}" fill="#fff" opacity=".55"/>`;
    const my = I(hy * R(0.15, 0.35));
    s.body +=
      `<circle cx="${sx}" cy="${my}" r="${I(gr * 0.5)}" fill="url(#g)" opacity=".6"/><circle ` +
      `cx="${sx}" cy="${my}" r="${I(aw * 0.018)}" fill="${p[3]}"/>`;
  } else {
    s.body +=
      `<circle cx="${sx}" cy="${sy}" r="${gr}" fill="url(#g)"/><circle cx="${sx}" cy="${sy}" ` +
      `r="${I(aw * R(0.022, 0.038))}" fill="${p[3]}" opacity=".95"/>`;
  }
}

/** Ridge path from (0,hy) to (aw,hy): alternating peaks/valleys, or rolling hills when smooth. */
export function ridge(s: Scene, hy: number, top: number, amp: number, n: number, smooth = false): string {
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
export function water(s: Scene, hy: number): void {
  const { aw, ah, p, R } = s;
  s.defs +=
    `<linearGradient id="w" x2="0" y2="1"><stop stop-color="${p[2]}" stop-opacity=".55"/><stop ` +
    `offset="1" stop-color="${p[6]}" stop-opacity=".95"/></linearGradient>`;
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
export function hill(s: Scene, gy: number, fill: string): void {
  const { aw, ah, R } = s;
  const c = I(aw * R(0.35, 0.65));
  s.body +=
    `<path d="M0 ${I(gy + ah * 0.07)}Q${c} ${I(gy - ah * 0.05)} ${aw} ` +
    `${I(gy + ah * R(0.03, 0.1))}V${ah}H0z" fill="${fill}"/>`;
}

/** Out-of-focus light discs between y0 and y1. */
export function bokeh(s: Scene, n: number, y0: number, y1: number): void {
  const { aw, p, R, r } = s;
  const stop = (c: string | undefined) =>
    `<stop offset=".62" stop-color="${c}" stop-opacity=".35"/><stop offset=".9" ` +
    `stop-color="${c}" stop-opacity=".75"/><stop offset="1" stop-color="${c}" stop-opacity="0"/>`;
  s.defs +=
    `<radialGradient id="b">${stop(p[3])}</radialGradient><radialGradient ` + `id="c">${stop(p[2])}</radialGradient>`;
  s.defs +=
    `<radialGradient id="d"><stop stop-color="${p[3]}" stop-opacity=".7"/><stop offset="1" ` +
    `stop-color="${p[3]}" stop-opacity="0"/></radialGradient>`;
  let out = '';
  for (let i = 0; i < n; i++) {
    const rad = I(aw * (r() < 0.3 ? R(0.06, 0.11) : R(0.015, 0.05)));
    const fill = ['b', 'c', 'd'][i % 3];
    out +=
      `<circle cx="${I(aw * r())}" cy="${I(R(y0, y1))}" r="${rad}" fill="url(#${fill})" ` +
      `opacity="${R(0.25, 0.85).toFixed(2)}"/>`;
  }
  s.body += out;
}

/** City skyline path on `base`: blocks up to maxH tall, at least minW wide, a few with a mast. */
export function skyline(s: Scene, base: number, maxH: number, minW: number): string {
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

/** A domed mausoleum or a temple cluster standing on gy (travel scenes). */
export function monument(s: Scene, cx: number, gy: number, sc: number): string {
  const t = `transform="translate(${I(cx)} ${I(gy)}) scale(${sc.toFixed(2)})"`;
  if (s.r() < 0.5) {
    // domed mausoleum with minarets
    return (
      `<g ${t}><path d="M-100 0v-8h200v8zM-40-8v-32h80v32zM-26-40c-4-22 14-32 26-40 12 8 30 18 ` +
      `26 40zM-1-80v-10h2v10zM-83-8v-54h6v54zM77-8v-54h6v54z"/>` +
      `<circle cx="-30" cy="-42" r="8"/><circle cx="30" cy="-42" r="8"/><circle cx="-80" ` +
      `cy="-64" r="5"/><circle cx="80" cy="-64" r="5"/></g>`
    );
  }
  // temple shikhara cluster
  return (
    `<g ${t}><path d="M-90 0v-10h180v10zM-22-10c0-30 10-60 22-84 12 24 22 54 22 84zM-60-10c0-18 ` +
    `6-34 14-46 8 12 14 28 14 46zM32-10c0-18 6-34 14-46 8 12 14 28 14 46zM-1-94v-10h2v10z"/></g>`
  );
}

/** n pine trees along gy, as one path. */
export function pines(s: Scene, gy: number, n: number): string {
  const { aw, ah, R } = s;
  let d = '';
  for (let i = 0; i < n; i++) {
    const x = I(aw * R(0, 1));
    const hgt = I(ah * R(0.1, 0.24));
    const w = I(hgt * 0.22);
    const y = I(gy + ah * R(0.0, 0.06));
    d +=
      `M${x} ${y - hgt}l${w} ${I(hgt * 0.55)}h-${I(w * 0.5)}l${w} ${I(hgt * 0.45)}h-${w * 3}l${w} ` +
      `-${I(hgt * 0.45)}h-${I(w * 0.5)}z`;
  }
  return d;
}
