import { BUILT_CONFIG, BROWSER_UA, type worker } from './harness';
import { ROUTES } from '../routes';

/**
 * What a business feature costs the public site, on the build (tests/worker/inbox-bundle.test.ts,
 * tests/worker/proposals-bundle.test.ts): the public pages, client files and headers as a visitor's
 * browser gets them, to compare with the feature configured or not. Per response the nonce, the date
 * and the attribution cookie's time of capture are taken out.
 */
type Server = ReturnType<typeof worker>;

/** The built worker's vars replaced (the harness keeps its test defaults). */
export const setVars = (server: Server, vars: Record<string, string>) =>
  server.update({ workers: [{ configPath: BUILT_CONFIG, vars: { SANITY_WEBHOOK_SECRET: 'test-secret', ...vars } }] });

/** A GET as a browser that asks for no compression, not following redirects. */
export async function get(server: Server, url: string, headers: Record<string, string> = {}) {
  const res = await server.fetch(url, {
    headers: { 'accept-encoding': 'identity', 'user-agent': BROWSER_UA, ...headers },
    redirect: 'manual',
  });
  return { res, body: await res.text() };
}

const normalise = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
const headersOf = (res: { headers: Headers }) =>
  [...res.headers]
    .filter(([k]) => k !== 'date' && k !== 'cf-ray')
    .map(([k, v]) => [k, k === 'set-cookie' ? v.replace(/=[^;]*/, '=…') : v.replace(/'nonce-[^']*'/g, "'nonce-'")]);

export type Snapshot = Array<[path: string, status: number, headers: unknown, body: string]>;

/**
 * The first six routes and `extra` paths. `warm`: each read twice, compared once the page memo is
 * warm (x-page-cache: hit), as a visitor mostly sees them; otherwise the first read is the one kept.
 */
export async function snapshot(server: Server, base: string, extra: string[], warm = true): Promise<Snapshot> {
  const paths = [...ROUTES.slice(0, 6), ...extra];
  if (warm) for (const path of paths) await get(server, `${base}${path}`);
  const out: Snapshot = [];
  for (const path of paths) {
    const { res, body } = await get(server, `${base}${path}`);
    out.push([path, res.status, headersOf(res), normalise(body)]);
  }
  return out;
}
