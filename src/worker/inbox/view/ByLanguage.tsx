import { languageLabel } from '../../../shared/i18n/lead-language';
import { formatRupees } from '../../../shared/vocabulary/money';
import type { LanguageFigure } from '../reports/languages';

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

/** The reports' split by language (../reports/languages.ts): leads, verified share and bookings. */
export function ByLanguage({ rows }: { rows: LanguageFigure[] }) {
  return (
    <section className="card" aria-labelledby="lang-h">
      <h2 id="lang-h">By language</h2>
      <p className="meta">Form leads by the language of the page they came from (WhatsApp chats left out).</p>
      <div className="scroll" role="region" aria-label="Leads by language" tabIndex={0}>
        <table className="data">
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
                <td>{r.leads}</td>
                <td>{r.verified}</td>
                <td>{percent(r.verifiedShare)}</td>
                <td>{r.booked}</td>
                <td>{r.bookedValue ? formatRupees(r.bookedValue) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
