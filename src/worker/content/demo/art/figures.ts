import { I } from './scene.ts';

// Silhouettes in local units: feet on y=100 (full figures) or frame bottom on y=100 (busts), centred on x=0.
export const MAN =
  'M-3 13h6l1 3c7 1 10 3 10 9l1 27-3 1-2-21-1 28-1 40h-6l-1-38h-1l-1 38h-6l-1-40-1-28-2 21-3-1 1-27c0-6 3-8 10-9z';
export const MAN_HEAD = '<ellipse cx="0" cy="7" rx="6" ry="7"/>';
export const WOMAN =
  'M-2 15h4l2 3c5 1 7 3 7 8l1 22-2 1-2-18-2 13c4 16 10 41 14 56h-40c4-15 10-40 14-56l-2-13-2 18-2-1 1-22c0-5 2-7 7-8z';
export const WOMAN_HEAD = '<ellipse cx="0" cy="9" rx="5.5" ry="6.5"/><circle cx="-4" cy="5" r="3"/>';
export const MOTHER =
  'M-1 14h5v4c4 2 5 6 4 12 2 4 1 8-1 10 9 4 11 16 2 24-2 2-3 4-3 8l7 28h-22l2-30c-2-10-4-20-2-32-1-10 0-18 4-20z';
export const MOTHER_HEAD = '<ellipse cx="2" cy="8" rx="6" ry="7"/><circle cx="-4" cy="6" r="3.5"/>';
export const BUST = 'M-7 44h14l2 14c10 4 30 6 40 14 6 6 7 16 8 28h-114c1-12 2-22 8-28 10-8 30-10 40-14z';

/** A full figure standing with its feet at (x, y), `sc` pixels per local unit. */
export const figure = (x: number, y: number, sc: number, body: string, head: string, flip = false) =>
  `<g transform="translate(${I(x)} ${I(y - 100 * sc)}) scale(${flip ? '-' : ''}${sc.toFixed(2)} ` +
  `${sc.toFixed(2)})"><path d="${body}"/>${head}</g>`;
