import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';

/**
 * One Chromium for a vitest run's browser files (the `browser` and `browser-flows` projects'
 * globalSetup in vitest.config.ts): each file connects to it (`launch()` in tests/helpers/browser.ts)
 * instead of starting its own, about 1.3 CPU-seconds and a second or more of waiting a file
 * (docs/testing.md "Measured"). Every file still has its own contexts, closed when it disconnects.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Debian's Chromium, headless, with the flags this offline machine needs. */
export const CHROMIUM_ARGS = [
  '--headless',
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
