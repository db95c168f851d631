/** Joins truthy class names: cx('btn', active && 'btn--active') → "btn btn--active". */
export function cx(...parts: Array<string | false | null | undefined | 0>): string {
  let out = '';
  for (const p of parts) if (p) out = out ? `${out} ${p}` : p;
  return out;
}
