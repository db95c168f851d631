import { ErrorState } from '../../shared/components/ui';
import type { Meta } from '../render/meta';
import { renderPage } from '../render/render';
import { translate } from '../../shared/i18n/catalogues';
import type { AppContext } from '../app-env';
import { localeOfPath } from '../../shared/i18n/locales';

interface ErrorPageProps {
  /**
   * The page's error text (docs/product.md#messages), shown where the page would be (and the description by default).
   */
  message: string;
  /** Metadata as given (e.g. the page's seo record); else built from the fields below, never indexed. */
  meta?: Meta;
  title?: string;
  description?: string;
  /** Canonical path; default the request's. */
  path?: string;
  /** 200 with the error block unless nothing else fits; 503 (never stored) while the site's settings are broken. */
  status?: 500 | 503;
}

/** A page whose main document could not be loaded (the content API failed): its error text, no crash. */
export function errorPage(
  c: AppContext,
  {
    message,
    meta,
    title = translate(c.get('locale') ?? 'en')('error.title'),
    description = message,
    path,
    status,
  }: ErrorPageProps,
) {
  return renderPage(c, {
    ...(status ? { status } : {}),
    ...(status === 503 ? { private: true } : {}),
    meta: meta ?? { title, description, path: localeOfPath(path ?? c.get('path')).path, noindex: true },
    body: (
      <section className="container section">
        <ErrorState message={message} />
      </section>
    ),
  });
}
