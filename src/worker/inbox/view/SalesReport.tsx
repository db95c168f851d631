import { cleanFields } from '../../../shared/clean-text';
import { formatRupees } from '../../../shared/vocabulary/money';
import { Words } from '../reports/QualityTable';
import { medianText, ratePercent, SALES_GROUPS, type SalesFigure, type SalesFigures } from '../reports/sales';

/**
 * The sales report on /admin/reports (docs/sales.md#reports): proposals sent, accepted and paid,
 * the advance and the booked value, the lead-to-booking rate and the median days from lead to
 * booking, in total and per source, campaign, city and ad (src/worker/inbox/reports/sales.ts, the
 * figures `npm run leads -- --report` prints too). Tables only: each may scroll sideways on a phone.
 */
function SalesTable({ caption, keyName, rows }: { caption: string; keyName: string; rows: SalesFigure[] }) {
  return (
    <div className="scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="data">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{keyName}</th>
            <th scope="col">Leads</th>
            <th scope="col">Proposals sent</th>
            <th scope="col">Accepted</th>
            <th scope="col">Paid</th>
            <th scope="col">Advance</th>
            <th scope="col">Booked</th>
            <th scope="col">Booked value</th>
            <th scope="col">Lead to booking</th>
            <th scope="col">Median days to booking</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">
                <Words text={r.key} />
              </th>
              <td>{r.leads}</td>
              <td>{r.sent}</td>
              <td>{r.accepted}</td>
              <td>{r.paid}</td>
              <td>{formatRupees(r.advance)}</td>
              <td>{r.booked}</td>
              <td>{formatRupees(r.bookedValue)}</td>
              <td>{ratePercent(r.rate)}</td>
              <td>{medianText(r.medianDays)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function SalesReport({ figures }: { figures: SalesFigures }) {
  // Campaign and ad names come from visitors' URLs: shown by the one text rule (src/shared/clean-text.ts).
  const f = cleanFields(figures);
  const t = f.total;
  return (
    <section className="report" aria-labelledby="sales-h">
      <h2 id="sales-h">Proposals and bookings</h2>
      <p className="report__summary">
        {`${t.sent} proposals sent, ${t.accepted} accepted, ${t.paid} paid; advance ${formatRupees(t.advance)}, ` +
          `booked ${formatRupees(t.bookedValue)}; lead to booking ${ratePercent(t.rate)}, ` +
          `median ${medianText(t.medianDays)} from lead to booking.`}
      </p>
      {t.leads
        ? SALES_GROUPS.map(([k, title]) => (
            <SalesTable
              key={k}
              caption={`Proposals and bookings by ${title.toLowerCase()}`}
              keyName={title}
              rows={f[k]}
            />
          ))
        : null}
    </section>
  );
}
