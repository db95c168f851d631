/**
 * The crews' data functions (src/worker/data/crews.ts) for tests that drive them against a worker's
 * own D1 binding: loaded by URL, because tests/ are type-checked without the Workers types that
 * module's signatures name (tests/tsconfig.json); typed here by what the tests call.
 */
type Hold = { proposalId: string; leadId: string; city: string; dates: string[]; until: string };
type Status = { crews: number; held: number; booked: number; free: number };
export interface CrewsData {
  holdDates(
    db: object,
    hold: Hold,
    opts?: { force?: boolean; now?: Date },
  ): Promise<{ ok: true } | { ok: false; full: string[] }>;
  bookDates(db: object, proposalId: string): Promise<{ booked: number }>;
  dayStatus(db: object, city: string, date: string): Promise<Status>;
  setCrewsPerCity(db: object, numbers: Array<[string, number | null]>, actor: string): Promise<void>;
}

export const crewsData = async (): Promise<CrewsData> =>
  (await import(/* @vite-ignore */ new URL('../../src/worker/data/crews.ts', import.meta.url).href)) as CrewsData;

/** 'YYYY-MM-DD' `n` days after `day`. */
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
