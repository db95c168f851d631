// Types of scripts/deploy.mjs for the tests (tests/deploy/).
export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}
export type Run = (tool: 'npm' | 'wrangler', args: string[]) => Promise<RunResult>;
export const BUILT_CONFIG: string;
export function deployVars(): Promise<string[]>;
export function settingNames(): Promise<string[]>;
export function readDevVars(path: string | URL): Record<string, string>;
export const SECRETS: { name: string; use: string }[];
export class DeployError extends Error {}
export function deploy(options: {
  run: Run;
  env: Record<string, string | undefined>;
  log?: (line: string) => void;
  readConfig: () => any;
  devVars?: Record<string, string>;
}): Promise<string[]>;
