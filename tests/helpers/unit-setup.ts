import { vi } from 'vitest';

// The worker's code as the build leaves it (vite build: production), e.g. the CSP without the dev server's inline styles.
vi.stubEnv('DEV', false);
vi.stubEnv('PROD', true);
