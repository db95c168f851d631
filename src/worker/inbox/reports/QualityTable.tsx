import { Fragment } from 'react';
import { spamPercent, spamShare } from './figures';
import type { FunnelRow } from './FunnelChart';

/**
 * A label whose lines break between its words only, never inside one (a campaign such as
 * 'diwali-wedding-season-2026' would break at its hyphens): each word one unbreakable span.
 */
export function Words({ text }: { text: string }) {
  return text.split(' ').map((word, i) => (
    <Fragment key={i}>
      {i ? ' ' : null}
      <span className="word">{word}</span>
    </Fragment>
  ));
}

/**
 * Lead quality per row, visible: verified, unverified and spam, and the spam share, the rows with
 * the most spam first (which campaign or page buys bots).
 */
export function QualityTable({ rows, caption, keyName }: { rows: FunnelRow[]; caption: string; keyName: string }) {
  const sorted = [...rows].sort(
    (a, b) => b.spam - a.spam || spamShare(b) - spamShare(a) || a.label.localeCompare(b.label),
  );
  // A region that may scroll sideways on a phone: focusable, so a keyboard can scroll it.
  return (
    <div className="scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="data">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{keyName}</th>
            <th scope="col">Leads</th>
            <th scope="col">Verified</th>
            <th scope="col">Unverified</th>
            <th scope="col">Spam</th>
            <th scope="col">Spam share</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((r) => (
            <tr key={r.label}>
              <th scope="row">
                <Words text={r.label} />
              </th>
              <td>{r.leads}</td>
              <td>{r.verified}</td>
              <td>{r.unverified}</td>
              <td>{r.spam}</td>
              <td>{spamPercent(r)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
