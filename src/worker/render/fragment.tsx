import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.node'; // the page renderer's build (see render.tsx)
import { translate } from '../../shared/i18n/catalogues';
import { I18nProvider } from '../../shared/i18n/context';
import { DEFAULT_LOCALE } from '../../shared/i18n/locales';
import { previewHtml } from '../preview';
import type { AppContext } from '../app-env';

/** Request header by which an island asks for one region of a page instead of the whole page. */
export const FRAGMENT_HEADER = 'X-Fragment';

/** The region the request asks for (e.g. 'photographers-results'), or null for a normal page view. */
export function requestedFragment(c: AppContext): string | null {
  return c.req.header(FRAGMENT_HEADER) ?? null;
}

/**
 * Renders one page region, complete (no streaming fallbacks, no scripts), for an island that
 * swaps it in place after a client-side navigation. The response names the region it holds, so
 * the island can tell it apart from a full page; Vary keeps browser caches from mixing the two.
 */
export async function renderFragment(c: AppContext, region: string, body: ReactNode): Promise<Response> {
  // The page's language, as the whole page has it (a provider renders no markup).
  const locale = c.get('locale') ?? DEFAULT_LOCALE;
  const tree = (
    <I18nProvider locale={locale} t={translate(locale)}>
      {body}
    </I18nProvider>
  );
  const stream = await renderToReadableStream(tree, {
    // Distinct useId values from the page the fragment is inserted into.
    identifierPrefix: `${region}-`,
    onError(error) {
      console.error('fragment render error:', error instanceof Error ? error.message : error);
    },
  });
  await stream.allReady;
  return c.body(previewHtml(c, stream, false), 200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'private, no-cache',
    Vary: FRAGMENT_HEADER,
    [FRAGMENT_HEADER]: region,
  });
}
