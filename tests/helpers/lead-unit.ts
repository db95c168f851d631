import { afterAll, beforeAll } from 'vitest';
import { startBackend, type Backend } from './backend-standin';
import { worker } from './in-process';

// The set-up shared by tests/unit/lead-pages.test.ts and lead-endpoints.test.ts: the worker in
// process over a stand-in backend, its lead database migrated, immediate relay retries.
export const SITE = 'https://photos.example.in';

export interface LeadSite {
  backend: Backend;
  server: ReturnType<typeof worker>;
}

/** Registers the file's beforeAll/afterAll; `set` receives the started backend and worker. */
export function leadWorker(set: (site: LeadSite) => void) {
  let backend: Backend | undefined;
  let server: ReturnType<typeof worker> | undefined;
  beforeAll(async () => {
    backend = await startBackend();
    server = worker({ SITE_URL: SITE, BACKEND_URL: backend.url, LEAD_RETRY_BASE_SECONDS: '0' });
    set({ backend, server });
    await server.listen();
    await server.getWorker().applyD1Migrations('LEADS_DB');
  });
  afterAll(async () => {
    await server?.close();
    await backend?.close();
  });
}
