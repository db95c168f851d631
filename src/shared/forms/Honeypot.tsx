/**
 * The bot trap: a 'website' field people never see or reach (off-screen, aria-hidden,
 * tabindex -1, no autofill). The endpoints answer 202 to a filled one and relay nothing.
 */
export const HONEYPOT = 'website';

export function Honeypot() {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label>
        Website
        <input type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
