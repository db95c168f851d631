import { Hono } from 'hono';
import { assets } from './assets';
import { guard, headers, type InboxEnv } from './guard';
import { lead } from './lead/routes';
import { list } from './list/routes';
import { manifest } from './manifest';
import { errorPage, notFoundPage, refusalPage } from './page';
import { person } from './person/routes';
import { proposals } from './proposal/routes';
import { push } from './push';
import { replies } from './replies/routes';
import { reports } from './reports/routes';
import { status } from './status/routes';
import { team } from './team/routes';
import { CSS_PATH } from './view/Layout';

/**
 * The lead inbox at /admin (docs/sales.md#the-lead-inbox): list, lead page, status and notes,
 * reports, data rights. Loaded only by /admin requests (app.tsx imports this module lazily).
 * Server-rendered HTML with GET forms for filters and POST forms for changes; the one client
 * script is the notifications button's, while Web Push is configured (./push.ts,
 * docs/decisions/0036-push-script-in-the-inbox.md).
 * A change answers with a redirect (POST → 303 → GET) carrying a short notice code, or, for bad
 * input, the page again with the message and status 4xx, nothing changed.
 *
 * This module only makes the app: its headers and guard first, then each resource's routes
 * (a lead's in lead/, the list's in list/, and team/, replies/, reports/, person/, status/).
 */
// Not strict: /admin/ (the installed app's start_url and scope, inbox/manifest.ts) is the list too.
export const inbox = new Hono<InboxEnv>({ strict: false }).basePath('/admin');

inbox.use('*', headers);
inbox.use('*', guard(refusalPage));

inbox.route('/', replies);
inbox.route('/', lead);
inbox.route('/', proposals);
inbox.route('/', assets);
inbox.route('/', team);
inbox.route('/', manifest);
inbox.route('/', push);
inbox.route('/', list);
inbox.route('/', status);
inbox.route('/', person);
inbox.route('/', reports);

inbox.notFound(notFoundPage);
inbox.onError(errorPage);

export { CSS_PATH };
