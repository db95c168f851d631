import type { TestProject } from 'vitest/node';
import { worker } from './harness';

/**
 * One built site in workerd for the `browser` project's pages files that need it with no settings
 * of their own (`siteInBrowser()` without vars, tests/helpers/browser.ts), started by the project's
 * globalSetup in vitest.config.ts: the files run one at a time, so each start was on the run's
 * critical path (2–4 CPU-seconds and several seconds of waiting a file; docs/testing.md "Measured").
 * Those files read pages; a file that posts, counts rows or sets vars starts its own.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared site's base URL; unset outside the `browser` project. */
    siteBase?: string;
  }
}

let server: ReturnType<typeof worker> | undefined;

export async function setup(project: TestProject): Promise<void> {
  server = worker();
  project.provide('siteBase', (await server.listen()).url.toString().replace(/\/$/, ''));
}

export async function teardown(): Promise<void> {
  await server?.close();
}
