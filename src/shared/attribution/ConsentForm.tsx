import { useLocalePath, useT } from '../i18n/context';

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
  const t = useT();
  const lp = useLocalePath();
  const purposes = (
    <fieldset className="consent__purposes">
      <legend className="visually-hidden">{t('consent.purposes')}</legend>
      <label className="consent__purpose">
        <input type="checkbox" checked disabled readOnly />
        <span>{t('consent.necessary')}</span>
      </label>
      <label className="consent__purpose">
        <input type="checkbox" name="marketing" value="1" defaultChecked={marketing} />
        <span>{t('consent.marketing')}</span>
      </label>
      <button
        type="submit"
        name="choice"
        value="save"
        className={`btn btn--sm ${variant === 'bar' ? 'btn--outline-light' : 'btn--secondary'}`}
      >
        {t('consent.save')}
      </button>
    </fieldset>
  );
  const button = `btn btn--sm ${variant === 'bar' ? 'btn--light' : 'btn--secondary'}`;
  return (
    <form className={`consent__form consent__form--${variant}`} method="post" action="/consent" onSubmit={onSubmit}>
      <input type="hidden" name="returnTo" value={returnTo} />
      <p className="consent__text">{t('consent.intro')}</p>
      {variant === 'bar' ? (
        <details className="consent__more">
          <summary>{t('consent.choose')}</summary>
          {purposes}
        </details>
      ) : (
        purposes
      )}
      <div className="consent__actions">
        <button type="submit" name="choice" value="reject" className={button}>
          {t('consent.reject')}
        </button>
        <button type="submit" name="choice" value="accept" className={button}>
          {t('consent.accept')}
        </button>
      </div>
      <p className="consent__note">
        {t('consent.change')} <a href={lp('/privacy-policy')}>{t('consent.policy')}</a>
      </p>
    </form>
  );
}
