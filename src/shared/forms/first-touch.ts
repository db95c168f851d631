/**
 * What counts as a visitor starting to fill a form: a press (tap, click) or a keystroke in it, or
 * input. Not a bare focus: a script focuses fields too (the home page's modal, opening by itself,
 * focuses its first field), and a keyboard visitor's Tab into the form is followed by a keystroke.
 * What a form needs only once someone fills it starts then: Turnstile (./turnstile.ts), the
 * callback form's schema (src/shared/islands/CallbackForm.tsx).
 */
const USER_EVENTS = ['pointerdown', 'keydown', 'input'] as const;

/** Calls `start` once, on the visitor's first touch of `form`; returns what stops the listening. */
export function onFirstTouch(form: HTMLFormElement, start: () => void): () => void {
  const stop = () => {
    for (const e of USER_EVENTS) form.removeEventListener(e, touched);
  };
  const touched = () => {
    stop();
    start();
  };
  for (const e of USER_EVENTS) form.addEventListener(e, touched, { passive: true });
  return stop;
}
