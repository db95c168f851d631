/**
 * Generated demo "photographs" for the embedded demo dataset (served at /demo-img/<ID>-<W>x<H>.svg).
 *
 * Every image is an original SVG drawn from a hash of its asset id `<theme><6 hex>` (e.g.
 * `wedding3fa9c1`): the theme picks the composition (vista, silhouettes on a horizon, bokeh
 * portrait, studio...), the hash picks the light (golden hour, dusk, dawn, blue hour, misty
 * morning), a small hue shift and every random position. Same id, same picture.
 *
 * Files: palette.ts (hash → colours, LQIP), scene.ts, layers.ts (sky, ridges, water…),
 * figures.ts (silhouettes), compositions.ts (vista, silhouettes, portrait), svg.ts (the image).
 *
 * scripts/og-default.mjs and the dataset generator import these files with Node 24 (types stripped,
 * no bundler): keep relative imports spelled with their .ts extension and the TypeScript erasable.
 *
 * The images are meant to be served as standalone files (their gradient ids are not unique
 * across images, so do not inline several into one HTML document).
 */
export { demoImageSvg } from './svg.ts';
export { demoLqip } from './palette.ts';
