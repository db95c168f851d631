import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server.node';
import { fields } from './forms';
import { pushOn } from './push';
import type { InboxEnv, Refusal } from './guard';
import { Layout, type LayoutProps, type Notice } from './view/Layout';
import { NotConfigured, NotSignedIn } from './view/Refusal';

/**
 * The inbox's page shell, for the routes app.tsx mounts (lead/, list/, person/, replies/, team/…):
 * a whole HTML page in the inbox's layout, and the pages the app itself answers (refused, not
 * found, error).
 */
export type C = Context<InboxEnv>;

/**
 * Static markup from the page renderer the worker ships already (src/worker/render/render.tsx):
 * renderToStaticMarkup would bundle React's legacy server renderer too (vite.config.ts streamRenderer; 50 KiB gzip
 * of the upload, tests/deploy/dry-run.test.ts). Its output less React's doctype (the page writes
 * its own) and the `<!-- -->` separators between adjacent texts: text is escaped, so no other
 * `<!-- -->` can be in it.
 */
async function staticMarkup(element: ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element, {
    onError(error) {
      console.error('inbox render error:', error instanceof Error ? error.message : error);
    },
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  return html.replace(/^<!DOCTYPE html>/, '').replaceAll('<!-- -->', '');
}

export const page = (
  c: C,
  title: string,
  body: ReactElement,
  opts: {
    section?: LayoutProps['section'];
    notice?: Notice | null;
    status?: number;
    signedIn?: boolean;
    copyScript?: boolean;
  } = {},
) =>
  c.html(
    staticMarkup(
      <Layout
        title={title}
        actor={opts.signedIn === false ? null : c.get('actor')}
        section={opts.section}
        notice={opts.notice}
        pushKey={pushOn(c.get('config')) ? c.get('config').VAPID_PUBLIC_KEY : null}
        copyScript={opts.copyScript}
      >
        {body}
      </Layout>,
    ).then((html) => `<!doctype html>${html}`),
    (opts.status ?? 200) as ContentfulStatusCode,
  );

/** The posted form's fields (forms.ts fields). */
export const form = async (c: C) => fields((await c.req.formData().catch(() => new FormData())).entries());

const REFUSALS: Record<Refusal, { status: 401 | 403; title: string; body: () => ReactElement }> = {
  'not-signed-in': { status: 401, title: 'Sign in to see the leads', body: () => <NotSignedIn /> },
  'not-configured': { status: 403, title: 'The leads inbox is not set up', body: () => <NotConfigured /> },
  csrf: {
    status: 403,
    title: 'Request refused',
    body: () => (
      <p>
        This change did not come from the inbox's own pages, so it was refused. Go back to{' '}
        <a href="/admin">the inbox</a> and try again.
      </p>
    ),
  },
};

/** The guard's refusal (guard.ts), as a page. */
export const refusalPage = (c: C, why: Refusal) => {
  const r = REFUSALS[why];
  return page(c, r.title, r.body(), { status: r.status, signedIn: false });
};

export const notFoundPage = (c: C) =>
  page(
    c,
    'Not found',
    <p>
      No such page in the inbox. <a href="/admin">Back to the leads</a>
    </p>,
    { status: 404 },
  );

export const errorPage = (error: unknown, c: C) => {
  console.error('inbox error:', error instanceof Error ? error.stack : error);
  return page(c, 'Something went wrong', <p>Nothing was changed. Please try again.</p>, {
    status: 500,
    signedIn: false,
  });
};
