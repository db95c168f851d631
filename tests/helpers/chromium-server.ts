import { existsSync } from 'node:fs';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';

/**
 * One Chromium for a vitest run's browser files (the `browser` and `browser-flows` projects'
 * globalSetup in vitest.config.ts): each file connects to it (`launch()` in tests/helpers/browser.ts)
 * instead of starting its own, about 1.3 CPU-seconds and a second or more of waiting a file
 * (docs/testing.md "Measured"). Every file still has its own contexts, closed when it disconnects.
 */
/**
 * Debian's Chromium headless shell (package chromium-headless-shell: Chromium's old headless mode, without
 * the browser's own UI), else Debian's Chromium. The shell took `npm run test:built` from 855 to 464
 * CPU-seconds, every case passing (docs/testing.md "The headless shell"). `CHROMIUM_PATH` chooses another.
 */
const SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(SHELL) ? SHELL : '/usr/bin/chromium');
/**
 * Headless, with the flags this offline machine needs. No host but loopback resolves: a page that
 * leaves the site (wa.me in a new tab) fails at once instead of reaching the network, here as on CI.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared Chromium's WebSocket endpoint; unset outside the browser projects. */
    chromiumEndpoint?: string;
  }
}

let server: BrowserServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  server = await chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  project.provide('chromiumEndpoint', server.wsEndpoint());
}

export async function teardown(): Promise<void> {
  await server?.close();
}
