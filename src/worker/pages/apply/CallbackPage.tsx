import { Button, Icon } from '../../../shared/components/ui';
import { InlineCallbackForm } from '../../../shared/forms/InlineCallbackForm';
import { translate } from '../../../shared/i18n/catalogues';
import { localePath } from '../../../shared/i18n/locales';
import { seoMeta } from '../../render/meta';
import { renderPage } from '../../render/render';
import type { AppContext } from '../../app-env';
import { withStatus, type FormPageState } from './state';
import { callTimesSection } from './CallTimePage';

/**
 * Where 'Back' goes after a no-JS callback request: the page the form was on, when it is ours;
 * else home in the submission's language.
 */
function backPath(c: AppContext): string {
  try {
    const referer = new URL(c.req.header('referer') ?? '');
    if (referer.origin === new URL(c.req.url).origin || referer.origin === new URL(c.get('config').siteUrl).origin) {
      return `${referer.pathname}${referer.search}`;
    }
  } catch {
    /* no or bad Referer */
  }
  return localePath(c.get('locale'), '/');
}

/**
 * The answer to a callback form posted without JavaScript (POST /api/submit-form from the inline
 * form on / or /contact): the success message, or the form again with the visitor's input and messages.
 */
export async function callbackPage(c: AppContext, state: FormPageState): Promise<Response> {
  const t = translate(c.get('locale'));
  const meta = await seoMeta(c.get('content'), 'contact', { title: t('callback.title'), noindex: true });
  const times = state.callTime ? await callTimesSection(c, { ...state.callTime, heading: 'h2' }) : null;
  const body = state.submitted ? (
    <section className="section container container--narrow">
      <div className="form-panel form-success" role="status">
        <span className="form-success__icon" aria-hidden="true">
          <Icon name="check" />
        </span>
        <h1 className="form-success__title">{t('form.submitted')}</h1>
        <p className="form-success__text">{t('info.callback.thanks')}</p>
        <Button href={backPath(c)} variant="secondary">
          {t('slots.continue')}
        </Button>
      </div>
      {times ? <div className="form-panel">{times}</div> : null}
    </section>
  ) : (
    <>
      <header className="page-head container container--narrow">
        <h1 className="page-head__title">{t('callback.title')}</h1>
      </header>
      <section className="section section--tight container container--narrow">
        <div className="form-panel">
          <InlineCallbackForm initial={state.initial} errors={state.errors} error={state.error} />
        </div>
      </section>
    </>
  );
  return withStatus(await renderPage(c, { meta, body }), state.status);
}
