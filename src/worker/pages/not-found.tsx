import { translate } from '../../shared/i18n/catalogues';
import { useLocalePath, useT } from '../../shared/i18n/context';
import { localeOfPath } from '../../shared/i18n/locales';
import type { AppContext } from '../app-env';
import { renderPage } from '../render/render';

/** 'Oops! Page not found' in the page's language (src/shared/i18n/messages/en/ui.ts), a link to its home. */
export function NotFound({ title, message }: { title?: string; message?: string }) {
  const t = useT();
  const lp = useLocalePath();
  return (
    <section className="container section state state--notfound">
      <h1>{title ?? t('notFound.title')}</h1>
      <p>{message ?? t('notFound.message')}</p>
      <a className="btn btn--primary" href={lp('/')}>
        {t('notFound.home')}
      </a>
    </section>
  );
}

/**
 * Every unknown path: 'Oops! Page not found' with a link home, HTTP 404 (500: the content API failed),
 * in the language of its path (/hi/… in Hindi).
 */
export function notFoundPage(c: AppContext, props?: { title?: string; message?: string }, status: 404 | 500 = 404) {
  const t = translate(c.get('locale'));
  return renderPage(c, {
    status,
    meta: {
      title: props?.title ?? t('notFound.metaTitle'),
      description: t('notFound.message'),
      path: localeOfPath(c.get('path')).path,
      noindex: true,
    },
    body: <NotFound {...props} />,
  });
}
