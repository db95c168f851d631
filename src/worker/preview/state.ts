import type { PreviewPerspective } from './perspective';

/**
 * What a valid preview cookie says: the perspective and when it expires. Kept apart from the
 * preview routes and middleware so that src/worker/app-env.ts can name it without importing them.
 */
export interface PreviewState {
  perspective: PreviewPerspective;
  expires: number;
}
