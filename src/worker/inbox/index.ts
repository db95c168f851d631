/** The lead inbox (docs/sales.md): loaded only by /admin requests (src/worker/app.tsx). */
export { inbox } from './app';
