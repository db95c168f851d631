import { THEMES, portrait, silhouettes, vista, type Theme } from './compositions.ts';
import { MOODS, fnv1a, norm, palette } from './palette.ts';
import { rng, type Scene } from './scene.ts';

/** A requested pixel size, clamped to 1…10000 (anything unusable → fallback). */
function dim(v: number, fallback: number): number {
  const n = Math.round(Number(v));
  return Number.isFinite(n) && n > 0 ? Math.min(n, 10000) : fallback;
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
    `<radialGradient id="v" r=".78"><stop offset=".55" stop-opacity="0"/><stop offset="1" ` +
    `stop-opacity=".5"/></radialGradient>` +
    `<filter id="n"><feTurbulence type="fractalNoise" baseFrequency=".85" numOctaves="2" ` +
    `stitchTiles="stitch"/><feColorMatrix values="1 0 0 0 0 1 0 0 0 0 1 0 0 0 0 0 0 0 0 ` +
    `.07"/></filter>`;
  const cover = `width="${aw}" height="${ah}"`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<rect width="${W}" height="${H}" fill="${p[6]}"/>` +
    `<svg width="${W}" height="${H}" viewBox="0 0 ${aw} ${ah}" preserveAspectRatio="xMidYMid ` +
    `slice"><defs>${s.defs}</defs>` +
    `${s.body}<rect ${cover} fill="url(#v)"/><rect ${cover} filter="url(#n)"/></svg></svg>`
  );
}
