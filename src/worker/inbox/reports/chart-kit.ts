/** What the reports' SVG charts share: the 360-unit width, an axis, rounding, clipping, words. */

export const WIDTH = 360;
export const GRID = '#cfc4b5';
export const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
export const r2 = (n: number) => Math.round(n * 100) / 100;

/** A round axis maximum and its step (1, 2 or 5 × 10^k), about four gridlines. */
export function axis(max: number): { top: number; step: number } {
  const rough = Math.max(1, max) / 4;
  const mag = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= rough)!,
  );
  return { top: Math.max(step, Math.ceil(Math.max(1, max) / step) * step), step };
}
