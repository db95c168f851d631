import { Hono } from 'hono';
import { bookingsToCheck, type BookingToCheck } from '../../data/overpaid';
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
 * no refund of this site; paid bookings paid past their total, to refund, and bookings refunded whole
 * in Razorpay's dashboard but not cancelled (data/overpaid.ts bookingsToCheck).
 */
export const status = new Hono<InboxEnv>();

status.get('/status', async (c) => {
  const events = await eventsToCheck(c.env.LEADS_DB);
  const { overpaid, refunded } = await bookingsToCheck(c.env.LEADS_DB);
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
                  : e.outcome === 'refund-mismatch'
                    ? `refund ${e.payment_id ?? '—'}: amount or currency differs from its payment, not recorded`
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
              <Booking key={o.proposal_id} o={o}>
                {t('inbox.overpaidBooking', {
                  name: o.name || o.lead_id,
                  amount: formatPrice(o.paid - o.refunded - o.total),
                  proposal: o.proposal_id,
                })}
              </Booking>
            ))}
          </ul>
        ) : (
          <p>{t('inbox.overpaidNone')}</p>
        )}
      </section>
      <section className="card" aria-labelledby="refunded-h">
        <h2 id="refunded-h">{t('inbox.refundedTitle')}</h2>
        {refunded.length ? (
          <ul className="list">
            {refunded.map((o) => (
              <Booking key={o.proposal_id} o={o}>
                {t('inbox.refundedBooking', {
                  name: o.name || o.lead_id,
                  amount: formatPrice(o.refunded),
                  proposal: o.proposal_id,
                })}
              </Booking>
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

/** A booking's line: when it was last paid, linking to its proposal's inbox page. */
function Booking({ o, children }: { o: BookingToCheck; children: string }) {
  return (
    <li>
      {formatIndiaDateTime(o.last_at)} ·{' '}
      <a href={`/admin/leads/${encodeURIComponent(o.lead_id)}/proposals/${o.proposal_id}`}>{children}</a>
    </li>
  );
}
