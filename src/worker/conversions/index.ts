/** Conversions to ad platforms (issue 21). Loaded by the queue side only (background.ts). */
export { business } from './business';
