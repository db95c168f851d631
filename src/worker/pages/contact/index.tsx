import { Hono } from 'hono';
import { seoMeta } from '../../render/meta';
import { renderPage } from '../../render/render';
import type { AppEnv } from '../../app-env';
import { ContactPage } from './ContactPage';
import { eventDateProblem } from '../../../shared/forms/callback';
import { indiaDay } from '../../../shared/india-time';

/** Contact (docs/product.md#contact); also the no-JavaScript target of every 'Book now' link. */
export const contact = new Hono<AppEnv>();

/** A prefill value from the query: trimmed, at most 100 characters, or undefined. */
const prefill = (v: string | undefined) => {
  const t = v?.trim().slice(0, 100);
  return t ? t : undefined;
};

/**
 * The event date from the query (the /availability page's button: docs/product.md#checking-a-date),
 * only when the form would take it (a calendar day from today on); anything else is left out.
 */
const prefillDate = (v: string | undefined, now: Date) => {
  const d = v?.trim() ?? '';
  return d && !eventDateProblem(d, indiaDay(now)) ? d : undefined;
};

contact.get('/contact', async (c) => {
  const config = c.get('config');
  return renderPage(c, {
    meta: await seoMeta(c.get('content'), 'contact'),
    body: (
      <ContactPage
        phone={config.SUPPORT_PHONE}
        email={config.SUPPORT_EMAIL}
        service={prefill(c.req.query('service'))}
        city={prefill(c.req.query('city'))}
        date={prefillDate(c.req.query('date'), new Date())}
      />
    ),
  });
});
