/**
 * Conversions to ad platforms (docs/decisions/0014-conversions-server-side-with-consent.md). Loaded
 * by the queue side only (../queue/index.ts).
 */
export { plugin } from './jobs';
