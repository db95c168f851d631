/** 1 → '1 photo', 3 → '3 photos'. */
export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
