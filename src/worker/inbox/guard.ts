import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { SecureHeadersVariables } from 'hono/secure-headers';
import { getConfig, type Config } from '../settings';
import { drain } from '../http/body';
import { plainSecurity } from '../middleware/security';
import { accessToken, verifyAccess } from './access';

export type InboxEnv = { Bindings: Env; Variables: SecureHeadersVariables & { config: Config; actor: string } };

/** Who the inbox names when it opens without Access on the owner's own machine. */
export const LOCAL_ACTOR = 'local (no Access)';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const isLoopbackIp = (ip: string) => ip === '::1' || ip.startsWith('127.') || ip === '::ffff:127.0.0.1';

/**
 * The one exception to Access: `npm start` on the person's own machine. The request's host is a
 * loopback name, the site is not https, and no proxy reports a non-loopback client. Never when
 * ACCESS_TEAM_DOMAIN is set (checked by the caller) or SITE_URL is https.
 */
export function isLocalMachine(req: Request, config: Config): boolean {
  const client = req.headers.get('cf-connecting-ip');
  return (
    LOOPBACK_HOSTS.has(new URL(req.url).hostname) &&
    !config.siteUrl.startsWith('https:') &&
    (!client || isLoopbackIp(client.trim()))
  );
}

export type Refusal = 'not-signed-in' | 'not-configured' | 'csrf';

export const CONTACT_FORM_ACTION = "form-action 'self' https://wa.me tel: mailto:";

/** Every /admin response: the site's strict CSP and baseline headers, never cached, never indexed. */
export const headers = createMiddleware<InboxEnv>(async (c, next) => {
  await plainSecurity(c as never, next);
  // The contact buttons post, then are sent on to the phone, WhatsApp or the mail app (inbox/lead/routes.tsx):
  // form-action governs that redirect too, so it names those destinations (the inbox's pages only).
  const csp = c.res.headers.get('Content-Security-Policy');
  if (csp) c.res.headers.set('Content-Security-Policy', csp.replace("form-action 'self'", CONTACT_FORM_ACTION));
  c.res.headers.set('Cache-Control', 'private, no-store');
  c.res.headers.set('X-Robots-Tag', 'noindex, nofollow');
});

/**
 * Who may use the inbox: a valid Access token (identity = its e-mail claim), or the local machine
 * while Access is not configured. Then CSRF: a state-changing request must come from this site.
 * `refuse` renders the refusal page (no lead data in it).
 */
export const guard = (render: (c: Context<InboxEnv>, why: Refusal) => Response | Promise<Response>) =>
  createMiddleware<InboxEnv>(async (c, next) => {
    // A refused post's body is read and dropped first (as the lead endpoints do), so the client's
    // connection stays usable: left unread, the next request on it fails.
    const refuse = async (c: Context<InboxEnv>, why: Refusal) => {
      await drain(c.req.raw);
      return render(c, why);
    };
    const config = getConfig(c.env);
    c.set('config', config);
    const team = config.ACCESS_TEAM_DOMAIN;
    // A malformed Access setting refuses everyone, the owner's own machine too: never opens.
    if (config.invalid.access) return refuse(c, 'not-configured');
    if (team) {
      const token = accessToken(c.req.raw);
      if (!config.ACCESS_AUD) return refuse(c, 'not-configured');
      const who = token ? await verifyAccess(token, team, config.ACCESS_AUD) : null;
      if (!who) return refuse(c, 'not-signed-in');
      c.set('actor', who);
    } else if (isLocalMachine(c.req.raw, config)) {
      c.set('actor', LOCAL_ACTOR);
    } else {
      return refuse(c, 'not-configured');
    }
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const origin = c.req.header('origin');
      const allowed = [new URL(c.req.url).origin, new URL(config.siteUrl).origin];
      if (!origin || !allowed.includes(origin)) return refuse(c, 'csrf');
    }
    await next();
  });
