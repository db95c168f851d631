import { NOTICE } from './consent';

export interface ConsentFormProps {
  /** Where the no-JavaScript post returns to (a same-site path). */
  returnTo: string;
  /** The current choice, to pre-set the marketing box (Privacy choices page). */
  marketing?: boolean;
  /** 'bar': the first-visit element (purposes folded away); 'page': the Privacy choices page. */
  variant: 'bar' | 'page';
  onSubmit?: (e: React.FormEvent<HTMLFormElement>) => void;
}

/**
 * The consent controls (docs/decisions/0020-attribution-captured-in-the-worker.md): "Reject" and
 * "Accept" side by side in the same style (equally prominent), a per-purpose choice (strictly
 * necessary always on; marketing measurement) and the notice in plain words. A plain form posting
 * to /consent, so it works without JavaScript (the worker sets the cookies and answers 303 back to `returnTo`).
 */
export function ConsentForm({ returnTo, marketing = false, variant, onSubmit }: ConsentFormProps) {
  const purposes = (
    <fieldset className="consent__purposes">
      <legend className="visually-hidden">Purposes</legend>
      <label className="consent__purpose">
        <input type="checkbox" checked disabled readOnly />
        <span>{NOTICE.necessary}</span>
      </label>
      <label className="consent__purpose">
        <input type="checkbox" name="marketing" value="1" defaultChecked={marketing} />
        <span>{NOTICE.marketing}</span>
      </label>
      <button
        type="submit"
        name="choice"
        value="save"
        className={`btn btn--sm ${variant === 'bar' ? 'btn--outline-light' : 'btn--secondary'}`}
      >
        Save my choices
      </button>
    </fieldset>
  );
  const button = `btn btn--sm ${variant === 'bar' ? 'btn--light' : 'btn--secondary'}`;
  return (
    <form className={`consent__form consent__form--${variant}`} method="post" action="/consent" onSubmit={onSubmit}>
      <input type="hidden" name="returnTo" value={returnTo} />
      <p className="consent__text">{NOTICE.intro}</p>
      {variant === 'bar' ? (
        <details className="consent__more">
          <summary>Choose what to allow</summary>
          {purposes}
        </details>
      ) : (
        purposes
      )}
      <div className="consent__actions">
        <button type="submit" name="choice" value="reject" className={button}>
          Reject
        </button>
        <button type="submit" name="choice" value="accept" className={button}>
          Accept
        </button>
      </div>
      <p className="consent__note">
        {NOTICE.change} <a href="/privacy-policy">Privacy policy</a>
      </p>
    </form>
  );
}
