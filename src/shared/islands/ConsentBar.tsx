import { useId, useRef, useState } from 'react';
import { ConsentForm } from '../attribution/ConsentForm';
import { useT } from '../i18n/context';

/**
 * The consent element (docs/decisions/0020-attribution-captured-in-the-worker.md), shown until a
 * choice is made: a labelled region fixed at the bottom (it covers, never pushes, the page: no
 * layout shift). Without JavaScript its form posts to /consent and comes back (303). With
 * JavaScript it posts the same form with fetch, so the worker alone sets the cookies (the consent
 * choice and, with consent, the 90-day attribution), then it leaves a status line for screen
 * readers and returns focus to the page.
 */
export default function ConsentBar({ returnTo }: { returnTo: string }) {
  const t = useT();
  const [saved, setSaved] = useState(false);
  const heading = useId();
  const region = useRef<HTMLElement>(null);
  if (saved)
    return (
      <p role="status" className="visually-hidden">
        {t('consent.saved')}
      </p>
    );

  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const body = new URLSearchParams();
    for (const [k, v] of new FormData(form, submitter)) if (typeof v === 'string') body.append(k, v);
    try {
      const res = await fetch('/consent', {
        method: 'POST',
        body,
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
      });
      if (!res.ok) throw new Error(String(res.status));
    } catch {
      // The no-JavaScript path; submit() sends no button value, so the choice goes as a field.
      form.insertAdjacentHTML(
        'beforeend',
        `<input type="hidden" name="choice" ` +
          `value="${submitter?.value === 'accept' || submitter?.value === 'reject' ? submitter.value : 'save'}">`,
      );
      form.submit();
      return;
    }
    const hadFocus = region.current?.contains(document.activeElement);
    setSaved(true);
    if (hadFocus) document.getElementById('main')?.focus();
  };

  return (
    <section ref={region} className="consent" aria-labelledby={heading}>
      <h2 id={heading} className="consent__title">
        {t('consent.title')}
      </h2>
      <ConsentForm variant="bar" returnTo={returnTo} onSubmit={submit} />
    </section>
  );
}
