import { useLocale, useT } from '../../shared/i18n/context';
import { localeOfPath, localePath } from '../../shared/i18n/locales';
import { translate } from '../../shared/i18n/catalogues';
import type { AppContext } from '../app-env';
import { renderPage } from '../render/render';

/** 'Oops! Page not found' in the page's language (src/shared/i18n/messages/en/routes.ts), a link to its home. */
export function NotFound({ title, message }: { title?: string; message?: string }) {
  const t = useT();
  return (
    <section className="container section state state--notfound">
      <h1>{title ?? t('notFound.title')}</h1>
      <p>{message ?? t('notFound.message')}</p>
      <a className="btn btn--primary" href={localePath(useLocale(), '/')}>
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
      title: props?.title ?? t('notFound.pageTitle'),
      description: t('notFound.message'),
      path: localeOfPath(new URL(c.req.url).pathname).path,
      noindex: true,
    },
    body: <NotFound {...props} />,
  });
}
