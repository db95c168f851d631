import type { CallTimeOffer } from './format';

/**
 * After a successful callback request (src/shared/islands/CallbackForm.tsx): the call times, from a
 * chunk of their own (./mount.tsx) that nothing loads before a submission. `after`: the inline
 * form, beside which they show; none: the modal's case, in a small dialog of their own.
 */
export function offerCallTimes(offer: CallTimeOffer, after: HTMLElement | null): void {
  // The worker renders the form but never submits it: in its build (import.meta.env.SSR) the import
  // is dropped, so its upload carries no client root.
  if (!import.meta.env.SSR)
    import('./mount')
      .then((m) => m.mountCallTimes(offer, after))
      .catch((error: unknown) => console.error('call times:', error));
}
