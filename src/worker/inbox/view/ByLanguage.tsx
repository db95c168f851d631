import { languageLabel } from '../../../shared/i18n/lead-language';
import { formatRupees } from '../../../shared/vocabulary/money';
import type { LanguageFigure } from '../reports/languages';

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

/**
 * The reports' split by language (../reports/languages.ts): leads, verified share and bookings; a
 * narrow screen stacks it, a row a block (inbox.css "labelled tables").
 */
export function ByLanguage({ rows }: { rows: LanguageFigure[] }) {
  return (
    <section className="card" aria-labelledby="lang-h">
      <h2 id="lang-h">By language</h2>
      <p className="meta">Form leads by the language of the page they came from (WhatsApp chats left out).</p>
      <div className="scroll" role="region" aria-label="Leads by language" tabIndex={0}>
        <table className="data labelled">
          <caption>Leads, verified share and bookings by language</caption>
          <thead>
            <tr>
              <th scope="col">Language</th>
              <th scope="col">Leads</th>
              <th scope="col">Verified</th>
              <th scope="col">Verified share</th>
              <th scope="col">Bookings</th>
              <th scope="col">Booked value</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.language}>
                <th scope="row">{languageLabel(r.language)}</th>
                <td data-label="Leads">{r.leads}</td>
                <td data-label="Verified">{r.verified}</td>
                <td data-label="Verified share">{percent(r.verifiedShare)}</td>
                <td data-label="Bookings">{r.booked}</td>
                <td data-label="Booked value">{r.bookedValue ? formatRupees(r.bookedValue) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
