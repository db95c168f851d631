// Types of scripts/bench/inbox-cases.mjs for the TypeScript that imports it (tests/unit/inbox-scale.test.ts).
export declare const INBOX_LEADS: number;
export declare const INBOX_BUDGET_MS: number;
export declare const INBOX_CASES: Record<string, string>;
export declare function seedInbox(db: unknown, n?: number): Promise<void>;
export declare function timeList(
  fetch: (
    path: string,
  ) => Promise<{ status: number; text(): Promise<string>; headers: { get(name: string): string | null } }>,
  query: string,
  runs?: number,
): Promise<{ status: number; rows: number; timing: string; ms: number }>;
