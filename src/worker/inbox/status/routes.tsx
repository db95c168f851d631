import { Hono } from 'hono';
import { overpaidBookings } from '../../data/overpaid';
import { eventsToCheck } from '../../data/payments';
import { translate } from '../../../shared/i18n/catalogues';
import { DEFAULT_LOCALE } from '../../../shared/i18n/locales';
import { formatPrice } from '../../../shared/vocabulary/money';
import { formatIndiaDateTime } from '../../../shared/india-time';
import { settingProblems, type SettingProblem } from '../../data/setting-problems';
import { settingsStatus } from '../../settings';
import type { InboxEnv } from '../guard';
import { page } from '../page';
import { StatusPage } from '../view/StatusPage';

/**
 * The settings' status at /admin/status: each concern on, off (not set) or off (invalid); the
 * settings a service refused at run time (data/setting-problems.ts; unreadable: none shown); and
 * Razorpay webhook events that need a person (docs/operators.md#proposals-and-payments): a payment
 * for a link of no proposal, an amount or currency that did not match its link, a refund event for
 * no refund of this site; and paid bookings paid past their total, to refund (data/overpaid.ts).
 */
export const status = new Hono<InboxEnv>();

status.get('/status', async (c) => {
  const events = await eventsToCheck(c.env.LEADS_DB);
  const overpaid = await overpaidBookings(c.env.LEADS_DB);
  const t = translate(DEFAULT_LOCALE);
  const seen = await settingProblems(c.env.LEADS_DB).catch((error: unknown): SettingProblem[] => {
    console.error('setting problems not read:', error instanceof Error ? error.message : error);
    return [];
  });
  return page(
    c,
    'Settings',
    <>
      <StatusPage concerns={settingsStatus(c.env)} seen={seen} />
      <section className="card" aria-labelledby="rzp-h">
        <h2 id="rzp-h">Razorpay payments to check</h2>
        {events.length ? (
          <ul className="list">
            {events.map((e) => (
              <li key={e.event_id}>
                {formatIndiaDateTime(e.received_at)} · {e.event} · event {e.event_id} ·{' '}
                {e.outcome === 'unknown-refund'
                  ? `refund ${e.payment_id ?? '—'}: no booking of this site has this refund`
                  : `link ${e.link_id ?? '—'} · payment ${e.payment_id ?? '—'}: ` +
                    (e.outcome === 'unknown-link'
                      ? 'no proposal has this link'
                      : 'amount or currency differs from the link')}
              </li>
            ))}
          </ul>
        ) : (
          <p>None.</p>
        )}
      </section>
      <section className="card" aria-labelledby="overpaid-h">
        <h2 id="overpaid-h">{t('inbox.overpaidTitle')}</h2>
        {overpaid.length ? (
          <ul className="list">
            {overpaid.map((o) => (
              <li key={o.proposal_id}>
                {formatIndiaDateTime(o.last_at)} ·{' '}
                <a href={`/admin/leads/${encodeURIComponent(o.lead_id)}/proposals/${o.proposal_id}`}>
                  {t('inbox.overpaidBooking', {
                    name: o.name || o.lead_id,
                    amount: formatPrice(o.paid - o.total),
                    proposal: o.proposal_id,
                  })}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('inbox.overpaidNone')}</p>
        )}
      </section>
    </>,
    { section: 'status' },
  );
});
