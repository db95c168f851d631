/**
 * Client-side navigation for `?query` pages (filters, sort, pager), used by islands only.
 * The server renders the same URL's region alone when asked with the X-Fragment header
 * (src/worker/render/fragment.tsx); the region is swapped in place and the URL updated, so the
 * page never reloads. Anything unexpected (network error, non-OK answer, not a fragment) falls
 * back to an ordinary navigation to that URL: the visitor never sees a half-updated page.
 */
export type HistoryMode = 'push' | 'replace' | 'none';

export interface SwapOptions {
  history: HistoryMode;
  /** Text of the loading state shown when the answer takes a moment (docs/product.md#messages). */
  loadingText?: string;
  /** Scroll the region's top into view when it is above the viewport (pager clicks). */
  scroll?: boolean;
}

const FRAGMENT_HEADER = 'X-Fragment';
const LOADING_DELAY_MS = 150;
const inFlight = new Map<string, AbortController>();

function loadingNode(text: string): HTMLElement {
  const box = document.createElement('div');
  box.className = 'state state--loading';
  box.setAttribute('role', 'status');
  box.dataset.swapLoading = '';
  const spinner = document.createElement('span');
  spinner.className = 'spinner';
  spinner.setAttribute('aria-hidden', 'true');
  const label = document.createElement('span');
  label.textContent = text;
  box.appendChild(spinner);
  box.appendChild(label);
  return box;
}

function scrollToRegion(el: HTMLElement) {
  const header = document.querySelector<HTMLElement>('.site-header')?.offsetHeight ?? 0;
  const top = el.getBoundingClientRect().top;
  if (top < header) window.scrollTo({ top: window.scrollY + top - header - 16 });
}

/**
 * The element that had focus inside the region is replaced by the swap: focus its counterpart in
 * the new content (the same pager link, e.g. 'Next' again); when that is gone (Previous on
 * reaching page 1), the current page's link, so the keyboard stays in the pager; else the region.
 */
function refocus(el: HTMLElement, previous: { rel: string | null; label: string | null; pager: boolean }) {
  const selector = previous.rel
    ? `a[rel="${previous.rel}"]`
    : previous.label
      ? `[aria-label="${CSS.escape(previous.label)}"]`
      : null;
  const current = previous.pager ? el.querySelector<HTMLElement>('.pager a[aria-current="page"]') : null;
  const target = (selector && el.querySelector<HTMLElement>(selector)) || current || el;
  if (target === el && !el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

function fallback(url: string, mode: HistoryMode) {
  if (mode === 'push') window.location.assign(url);
  else window.location.replace(url);
}

/**
 * Fetches `url`'s region `id` and swaps it into the element with that id. Resolves true when
 * swapped, false when superseded by a newer swap of the same region.
 */
export async function swapRegion(url: string, id: string, options: SwapOptions): Promise<boolean> {
  const el = document.getElementById(id);
  if (!el) {
    fallback(url, options.history);
    return false;
  }
  inFlight.get(id)?.abort();
  const controller = new AbortController();
  inFlight.set(id, controller);
  el.setAttribute('aria-busy', 'true');
  const timer = options.loadingText
    ? setTimeout(() => {
        if (!el.querySelector('[data-swap-loading]')) el.insertBefore(loadingNode(options.loadingText!), el.firstChild);
      }, LOADING_DELAY_MS)
    : undefined;
  try {
    const res = await fetch(url, {
      headers: { [FRAGMENT_HEADER]: id },
      signal: controller.signal,
      credentials: 'same-origin',
    });
    if (!res.ok || res.headers.get(FRAGMENT_HEADER) !== id) throw new Error(`unexpected answer ${res.status}`);
    const html = await res.text();
    if (controller.signal.aborted) return false;
    if (options.history === 'push') window.history.pushState({ region: id }, '', url);
    else if (options.history === 'replace') window.history.replaceState({ region: id }, '', url);
    const active = document.activeElement;
    const focused =
      active instanceof HTMLElement && el.contains(active)
        ? {
            rel: active.getAttribute('rel'),
            label: active.getAttribute('aria-label'),
            pager: active.closest('.pager') !== null,
          }
        : null;
    // Our own server's rendering of this very region (React-escaped text, no scripts).
    el.innerHTML = html;
    if (options.scroll) scrollToRegion(el);
    if (focused) refocus(el, focused);
    return true;
  } catch (error) {
    if (controller.signal.aborted) return false;
    fallback(url, options.history);
    return false;
  } finally {
    clearTimeout(timer);
    if (inFlight.get(id) === controller) {
      inFlight.delete(id);
      el.removeAttribute('aria-busy');
      el.querySelector('[data-swap-loading]')?.remove();
    }
  }
}

/** A plain left click on a same-origin link, without modifier keys (others open tabs etc.). */
export function isPlainClick(event: MouseEvent | React.MouseEvent): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    !event.defaultPrevented
  );
}
