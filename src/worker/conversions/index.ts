/** Conversions to ad platforms (issue 21). Loaded by the queue side only (../queue/index.ts). */
export { plugin } from './jobs';
