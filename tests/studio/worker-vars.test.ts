import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getCliConfigUncached } from '@sanity/cli-core';
import { afterEach, describe, expect, it } from 'vitest';
import { readProjectVars } from '../../studio/worker-vars';

// The Sanity CLI takes its project and dataset from the worker's configuration (one place for both):
// environment, then .dev.vars, then wrangler.toml [vars], as wrangler resolves them locally.

const dirs: string[] = [];
function repo(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'worker-vars-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const TOML = `name = "x"
# a comment, and a table after [vars] that must not leak into it
[vars]
SITE_URL = "http://127.0.0.1:8787"
SANITY_PROJECT_ID = "toml1234"
SANITY_DATASET = 'staging' # trailing comment

[[kv_namespaces]]
binding = "SANITY_PROJECT_ID"
`;

describe('readProjectVars', () => {
  it('reads wrangler.toml [vars]', () => {
    expect(readProjectVars(repo({ 'wrangler.toml': TOML }), {})).toEqual({ projectId: 'toml1234', dataset: 'staging' });
  });

  it('.dev.vars overrides wrangler.toml, per variable', () => {
    const root = repo({
      'wrangler.toml': TOML,
      '.dev.vars': '# local\nSANITY_WEBHOOK_SECRET=x\nSANITY_PROJECT_ID="dev5678"\n',
    });
    expect(readProjectVars(root, {})).toEqual({ projectId: 'dev5678', dataset: 'staging' });
  });

  it('the environment overrides both', () => {
    const root = repo({ 'wrangler.toml': TOML, '.dev.vars': 'SANITY_PROJECT_ID=dev5678\nSANITY_DATASET=dev\n' });
    expect(readProjectVars(root, { SANITY_DATASET: 'ci' })).toEqual({ projectId: 'dev5678', dataset: 'ci' });
    expect(readProjectVars(root, { SANITY_PROJECT_ID: 'env9999' })).toEqual({ projectId: 'env9999', dataset: 'dev' });
  });

  it('an empty value still wins (the worker then runs on the demo dataset): placeholder project', () => {
    const root = repo({ 'wrangler.toml': TOML, '.dev.vars': 'SANITY_PROJECT_ID=\n' });
    expect(readProjectVars(root, {})).toEqual({ projectId: 'unconfigured', dataset: 'staging' });
  });

  it('no configuration at all: placeholder project, dataset production', () => {
    expect(readProjectVars(repo({}), {})).toEqual({ projectId: 'unconfigured', dataset: 'production' });
    expect(readProjectVars(repo({ 'wrangler.toml': 'name = "x"\n' }), {})).toEqual({
      projectId: 'unconfigured',
      dataset: 'production',
    });
  });
});

describe("studio/sanity.cli.ts, loaded by the Sanity CLI's own config loader", () => {
  const studio = new URL('../../studio', import.meta.url).pathname;
  const saved = { id: process.env.SANITY_PROJECT_ID, dataset: process.env.SANITY_DATASET };
  afterEach(() => {
    for (const [name, value] of [
      ['SANITY_PROJECT_ID', saved.id],
      ['SANITY_DATASET', saved.dataset],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it("gives the CLI the worker's project and dataset (so no --project flag is needed)", async () => {
    process.env.SANITY_PROJECT_ID = 'abc123de';
    process.env.SANITY_DATASET = 'staging';
    const config = await getCliConfigUncached(studio);
    expect(config.api).toEqual({ projectId: 'abc123de', dataset: 'staging' });
    expect(config.project?.basePath).toBe('/studio');
  });
});
