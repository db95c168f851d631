import { CallTimes, type CallTimesProps } from '../../../shared/call-times/CallTimes';
import { Button } from '../../../shared/components/ui';
import { I18nProvider } from '../../../shared/i18n/context';
import { localePath, type Locale } from '../../../shared/i18n/locales';
import { seoMeta } from '../../render/meta';
import { renderPage } from '../../render/render';
import type { AppContext } from '../../app-env';
import { withStatus } from './state';

/**
 * The call times without JavaScript (docs/product.md#choosing-a-call-time): the form of
 * src/shared/call-times/CallTimes.tsx in the page's language, rendered on the server: on a callback
 * request's success page (./CallbackPage.tsx), and as the answer to its post (POST /api/call-time,
 * src/worker/api/call-time.ts): the time confirmed, or the slots again with the refusal. The page's
 * language is the request's (`locale`: the form's field, else its Referer; src/worker/request/facts.ts formLocale).
 */
export async function callTimesSection(c: AppContext, props: CallTimesProps) {
  const locale = c.get('locale');
  const t = await translatorOf(locale);
  return (
    <I18nProvider locale={locale} t={t}>
      <CallTimes {...props} />
    </I18nProvider>
  );
}

/**
 * The catalogues (with intl-messageformat) from a chunk of their own: only these answers to a post
 * read them so far, so an isolate that never answers one never loads them
 * (docs/decisions/0003-lazy-chunks-for-cold-start.md).
 */
const translatorOf = async (locale: Locale) => (await import('../../../shared/i18n/catalogues')).translate(locale);

/** The answer page of a call time posted without JavaScript, in the page's language (its `lang` too). */
export async function callTimePage(c: AppContext, props: CallTimesProps, status: number): Promise<Response> {
  const t = await translatorOf(c.get('locale'));
  const meta = await seoMeta(c.get('content'), 'contact', { title: t('slots.title'), noindex: true });
  const body = (
    <section className="section container container--narrow">
      <div className="form-panel form-success">
        {await callTimesSection(c, { ...props, heading: 'h1' })}
        <Button href={localePath(c.get('locale'), '/')} variant="secondary">
          {t('slots.continue')}
        </Button>
      </div>
    </section>
  );
  return withStatus(await renderPage(c, { meta, body }), status);
}
