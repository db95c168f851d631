export { createContent, type Content } from './content';
export { bumpGeneration, contentGeneration, FRESH_SECONDS, STALE_SECONDS } from './cache';
export type { ResolvedImage, ImageResolver, ImageSize } from './image';
export * as Q from './queries';
export type * from './types';
