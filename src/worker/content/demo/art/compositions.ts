import { BUST, MAN, MAN_HEAD, MOTHER, MOTHER_HEAD, WOMAN, WOMAN_HEAD, figure } from './figures.ts';
import { bokeh, hill, monument, pines, ridge, skyline, sky, water } from './layers.ts';
import { I, type Scene } from './scene.ts';

export const THEMES = [
  'wedding',
  'prewedding',
  'baby',
  'maternity',
  'travel',
  'portrait',
  'landscape',
  'city',
  'fashion',
  'street',
  'nature',
  'corporate',
  'family',
  'food',
  'event',
] as const;
export type Theme = (typeof THEMES)[number];

/** A wide view to a horizon: ridges, a skyline, forest or monument, often mirrored in water. */
export function vista(s: Scene, theme: Theme): void {
  const { aw, ah, p, R, r } = s;
  const hy = I(ah * R(0.56, 0.68));
  sky(s, hy);
  let mirror = '';
  let fore = '';
  if (theme === 'city' || theme === 'street') {
    s.defs +=
      `<pattern id="k" width="60" height="72" patternUnits="userSpaceOnUse"><path d="M6 ` +
      `8h6v8H6zM30 8h6v8h-6zM18 32h6v8h-6zM42 44h6v8h-6zM6 56h6v8H6zM30 56h6v8h-6z" ` +
      `fill="${p[3]}"/></pattern>`;
    const far = skyline(s, hy, ah * 0.28, aw * 0.03);
    const near = skyline(s, hy, ah * 0.2, aw * 0.045);
    mirror =
      `<path d="${far}" fill="${p[4]}" opacity=".8"/><path d="${near}" fill="${p[5]}"/><path ` +
      `d="${near}" fill="url(#k)" opacity="${s.night ? 0.7 : 0.35}"/>`;
  } else if (theme === 'nature') {
    for (let i = 0; i < 3; i++) {
      mirror +=
        `<path d="${ridge(s, hy, hy - ah * (0.22 - i * 0.06), ah * 0.1, 4 + i * 2, true)}" ` +
        `fill="${p[4 + (i > 1 ? 1 : 0)]}" opacity="${(0.5 + i * 0.25).toFixed(2)}"/>`;
    }
    mirror += `<path d="${pines(s, hy - ah * 0.03, 11)}" fill="${p[5]}"/>`;
  } else {
    mirror =
      `<path d="${ridge(s, hy, hy - ah * R(0.2, 0.32), ah * 0.14, 6)}" fill="${p[4]}" opacity=".75"/>` +
      `<path d="${ridge(s, hy, hy - ah * R(0.08, 0.14), ah * 0.08, 9, r() < 0.5)}" fill="${p[5]}"/>`;
    if (theme === 'travel')
      mirror += `<g fill="${p[6]}">${monument(s, aw * R(0.3, 0.7), hy, (ah / 420) * R(0.8, 1.2))}</g>`;
  }
  s.body += `<g id="m">${mirror}</g>`;
  s.defs +=
    `<linearGradient id="h" x2="0" y2="1"><stop stop-color="${p[2]}" stop-opacity="0"/><stop ` +
    `offset="1" stop-color="${p[2]}" stop-opacity=".5"/></linearGradient>`;
  s.body += `<rect y="${I(hy - ah * 0.12)}" width="${aw}" height="${I(ah * 0.12)}" fill="url(#h)"/>`;
  if (theme === 'street') {
    // a rain-wet street: the skyline reflects in it, lamps glow, someone walks home
    water(s, hy);
    const fy = hy + (ah - hy) * R(0.45, 0.7);
    for (let i = 0; i < 3; i++) {
      const lx = I(aw * (0.15 + i * 0.35) * R(0.9, 1.1));
      const ly = I(hy - ah * 0.2);
      fore +=
        `<rect x="${lx - 3}" y="${ly}" width="6" height="${I(fy - ly)}"/><circle cx="${lx}" ` +
        `cy="${ly}" r="${I(aw * 0.07)}" fill="url(#g)"/>`;
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

/** People on a horizon at golden hour: a couple, a family, a mother-to-be. */
export function silhouettes(s: Scene, theme: Theme): void {
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
    g +=
      `<path d="M${I(cx - 39 * sc)} ${I(fy - 47 * sc)}L${I(cx - 42 * sc)} ` +
      `${I(fy - 26 * sc)}M${I(cx + 17 * sc)} ${I(fy - 47 * sc)}L${I(cx + 28 * sc)} ` +
      `${I(fy - 26 * sc)}" stroke="${p[6]}" stroke-width="${I(2.5 * sc)}"/>`;
  } else if (theme === 'maternity') {
    g += figure(cx, fy, sc, MOTHER, MOTHER_HEAD, r() < 0.5);
    if (r() < 0.5) g += figure(cx - 26 * sc, fy, sc * 1.05, MAN, MAN_HEAD);
  } else {
    const flip = r() < 0.5;
    g +=
      figure(cx + (flip ? 12 : -12) * sc, fy, sc, MAN, MAN_HEAD) +
      figure(cx + (flip ? -12 : 12) * sc, fy, sc * 0.93, WOMAN, WOMAN_HEAD);
  }
  s.body += `<g fill="${p[6]}">${g}</g>`;
}

/** Close subject against bokeh: busts, a newborn, a fashion figure, food, an event crowd. */
export function portrait(s: Scene, theme: Theme): void {
  const { aw, ah, p, R, r } = s;
  sky(s, ah, ah * R(0.2, 0.5));
  bokeh(s, theme === 'event' ? 18 : 15, ah * 0.02, ah * (theme === 'food' ? 0.6 : 0.85));
  const dark = p[6] ?? '#000';
  const sc = (Math.min(aw, ah * 0.9) * R(0.48, 0.6)) / 100;
  const cx = aw * R(0.4, 0.6);
  let g: string;
  if (theme === 'food') {
    const ty = I(ah * 0.62);
    s.defs +=
      `<linearGradient id="t" x2="0" y2="1"><stop stop-color="${p[5]}"/><stop offset="1" ` +
      `stop-color="${dark}"/></linearGradient>`;
    s.body += `<rect y="${ty}" width="${aw}" height="${ah - ty}" fill="url(#t)"/>`;
    const py = I(ah * 0.78);
    const pr = I(aw * 0.26);
    s.body +=
      `<ellipse cx="${I(cx)}" cy="${py + 14}" rx="${pr}" ry="${I(pr * 0.3)}" fill="${dark}" opacity=".5"/>` +
      `<ellipse cx="${I(cx)}" cy="${py}" rx="${pr}" ry="${I(pr * 0.3)}" fill="${p[3]}" opacity=".85"/>` +
      `<ellipse cx="${I(cx)}" cy="${py}" rx="${I(pr * 0.7)}" ry="${I(pr * 0.2)}" fill="${p[2]}"/>` +
      `<path d="M${I(cx - pr * 0.45)} ${py - 6}q${I(pr * 0.45)} -${I(pr * 0.35)} ${I(pr * 0.9)} 0z" fill="${p[5]}"/>` +
      `<path d="M${I(cx - 20)} ${I(py - pr * 0.4)}c-30-40 30-60 0-110M${I(cx + 25)} ` +
      `${I(py - pr * 0.4)}c-30-40 30-60 0-110" stroke="${p[3]}" stroke-width="6" fill="none" ` +
      `opacity=".25"/>` +
      `<path d="M${I(cx + pr * 1.2)} ${I(py - pr * 0.9)}h${I(pr * 0.4)}l-${I(pr * 0.05)} ` +
      `${I(pr * 0.8)}h-${I(pr * 0.3)}z" fill="${p[3]}" opacity=".35"/>`;
    return;
  }
  if (theme === 'event') {
    const y0 = I(ah * R(0.12, 0.25));
    const garland = `M0 ${y0}Q${aw / 2} ${I(y0 + ah * 0.36)} ${aw} ${y0}`;
    s.body +=
      `<path d="${garland}" stroke="${dark}" stroke-width="3" fill="none"/><path d="${garland}" ` +
      `stroke="${p[3]}" stroke-width="${I(aw * 0.014)}" stroke-linecap="round" stroke-dasharray="0 ` +
      `${I(aw * 0.07)}" fill="none"/>`;
    let crowd = `M0 ${ah}`;
    for (let x = 0; x < aw;) {
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
    s.body +=
      `<ellipse cx="${I(cx)}" cy="${I(by + 40 * b)}" rx="${I(aw * 0.42)}" ry="${I(70 * b)}" ` +
      `fill="${p[3]}" opacity=".45"/>`;
    // a newborn asleep on its side on a soft blanket
    g =
      `<g transform="translate(${I(cx)} ${I(by)}) scale(${(b * 0.85).toFixed(2)})${r() < 0.5 ? ' scale(-1 1)' : ''}">` +
      `<circle cx="-72" cy="-34" r="30"/><path d="M-100-46q28-30 56-4z" opacity=".6"/><ellipse ` +
      `cx="2" cy="-27" rx="58" ry="27"/><ellipse cx="52" cy="-30" rx="30" ry="26"/>` +
      `<ellipse cx="-44" cy="-10" rx="24" ry="9"/><ellipse cx="78" cy="-8" rx="16" ry="8"/></g>`;
    s.body += `<g fill="${dark}">${g}</g>`;
    return;
  }
  if (theme === 'fashion') {
    s.defs +=
      `<radialGradient id="f"><stop stop-color="${p[3]}" stop-opacity=".45"/><stop offset="1" ` +
      `stop-color="${p[3]}" stop-opacity="0"/></radialGradient>`;
    const fy = ah * 0.94;
    const fs = (ah * 0.8) / 100;
    s.body +=
      `<ellipse cx="${I(cx)}" cy="${I(ah * 0.45)}" rx="${I(aw * 0.35)}" ry="${I(ah * 0.45)}" ` +
      `fill="url(#f)"/><ellipse cx="${I(cx)}" cy="${I(fy)}" rx="${I(26 * fs)}" ry="${I(3 * fs)}" ` +
      `fill="${dark}" opacity=".5"/>`;
    g = figure(
      cx,
      fy,
      fs,
      WOMAN,
      WOMAN_HEAD +
        (r() < 0.6 ? '<ellipse cx="0" cy="4" rx="13" ry="2.2"/><ellipse cx="0" cy="1.5" rx="6" ry="4"/>' : ''),
    );
    s.body += `<g fill="${dark}">${g}</g>`;
    return;
  }
  // busts: portrait, corporate, wedding (couple)
  const hair = '<path d="M-17 30c-2-14 4-25 17-25s19 11 17 25l3 30h-40z"/>';
  const head = '<ellipse cx="0" cy="27" rx="15" ry="19"/>';
  const by = ah;
  const bust = (x: number, k: number, extra: string, rot: number) =>
    `<g transform="translate(${I(x)} ${I(by - 100 * k)}) scale(${k.toFixed(2)}) rotate(${rot} 0 ` +
    `100)"><path d="${BUST}"/>${head}${extra}</g>`;
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
