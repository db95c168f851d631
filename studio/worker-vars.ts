/**
 * The Sanity project and dataset for the CLI (sanity.cli.ts), read from the worker's own
 * configuration so there is one place to set them (docs/editors.md#setting-up-the-studio). Node only.
 *
 * Each variable is looked up as wrangler resolves it for a local run: the process environment,
 * then `.dev.vars` at the repository root, then `[vars]` in wrangler.toml. The first place that
 * defines it wins, even with an empty value (as for the worker, where empty means "demo dataset").
 * No project configured: a placeholder id, so the offline commands (schema extract, typegen,
 * build) keep working; commands that talk to a project then fail at the network/login step.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { parse as parseToml } from 'smol-toml';
import { PLACEHOLDER_PROJECT_ID } from './src/site-config';

export const DEFAULT_DATASET = 'production';
const NAMES = ['SANITY_PROJECT_ID', 'SANITY_DATASET'] as const;
type Name = (typeof NAMES)[number];
type Vars = Partial<Record<Name, string>>;

export interface ProjectVars {
  projectId: string;
  dataset: string;
}

function pick(source: Record<string, unknown>): Vars {
  const out: Vars = {};
  for (const name of NAMES) if (typeof source[name] === 'string') out[name] = (source[name] as string).trim();
  return out;
}

function devVars(root: string): Vars {
  const file = join(root, '.dev.vars');
  return existsSync(file) ? pick(parseEnv(readFileSync(file, 'utf8'))) : {};
}

function wranglerVars(root: string): Vars {
  const file = join(root, 'wrangler.toml');
  if (!existsSync(file)) return {};
  const vars = parseToml(readFileSync(file, 'utf8')).vars;
  return vars && typeof vars === 'object' && !Array.isArray(vars) ? pick(vars as Record<string, unknown>) : {};
}

/** `root`: the repository root (where wrangler.toml lives); `env`: normally `process.env`. */
export function readProjectVars(root: string, env: Record<string, string | undefined> = process.env): ProjectVars {
  const vars: Vars = { ...wranglerVars(root), ...devVars(root), ...pick(env) };
  return {
    projectId: vars.SANITY_PROJECT_ID || PLACEHOLDER_PROJECT_ID,
    dataset: vars.SANITY_DATASET || DEFAULT_DATASET,
  };
}
