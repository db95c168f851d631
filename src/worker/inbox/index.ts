/** The lead inbox (issue 19): loaded only by /admin requests (src/worker/app.tsx). */
export { inbox } from './app';
