export { createContent, type Content } from './content';
export { bumpGeneration, contentGeneration, FRESH_SECONDS, STALE_SECONDS } from './cache';
export { perResult } from './per-result';
export { imageData, type ResolvedImage, type ImageResolver, type ImageSize } from './image';
export * as Q from './queries';
export type * from './types';
