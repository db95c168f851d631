/**
 * The 'intent' strategy: an island that only some control elsewhere on the page opens (the
 * callback modal and its 'Book now' links) loads when a visitor reaches for such a control
 * (`data-triggers`, a CSS selector): pointerdown or focus start the download early; a click that
 * comes before the island listens is held and replayed once it does, so the first click is
 * enough. Should the island fail to load, the held click is replayed with nobody intercepting it
 * and the control does what it does without JavaScript (a link is followed).
 */
export function onIntent(el: HTMLElement, hydrate: () => Promise<void>): void {
  const selector = el.dataset.triggers;
  if (!selector) return;
  const trigger = (e: Event) => (e.target instanceof Element ? e.target.closest<HTMLElement>(selector) : null);
  let loading: Promise<void> | undefined;
  let held: HTMLElement | null = null;

  const stop = () => {
    document.removeEventListener('pointerdown', warm, true);
    document.removeEventListener('focusin', warm, true);
    document.removeEventListener('click', hold);
  };
  const load = () => (loading ??= hydrate().finally(stop));
  const replay = () => {
    const target = held;
    held = null;
    target?.click();
  };
  function warm(e: Event) {
    if (trigger(e)) void load();
  }
  // The same clicks the island itself handles: plain primary clicks (and Enter on a link);
  // a modified click (new tab or window) stays the browser's.
  function hold(e: MouseEvent) {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const target = trigger(e);
    if (!target) return;
    e.preventDefault();
    held = target;
    load().then(replay, replay);
  }
  document.addEventListener('pointerdown', warm, { capture: true, passive: true });
  document.addEventListener('focusin', warm, true);
  document.addEventListener('click', hold);
}
