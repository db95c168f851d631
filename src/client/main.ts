import type { ReactNode } from 'react';
import type { Translate } from '../shared/i18n/translate';
import { onIntent } from './intent';
import { islands } from './islands';
import { islandMessages, pageLocale } from './messages';

/**
 * Client entry: tiny and render-neutral (a module script). It finds the islands on the page and
 * hydrates each one when its strategy says so (src/shared/island.tsx); React itself loads only
 * then, as its own chunk, with each island's messages in the page's language beside it (./messages.ts).
 */
type Strategy = 'load' | 'idle' | 'visible' | 'interaction' | 'intent';

const locale = pageLocale();

/**
 * Hydrates an island (data-hydrated turns 'true' as hydration starts, data-live once it is done);
 * the promise settles once the island's effects (listeners, timers) are in place, which a
 * replayed click needs.
 */
async function hydrate(el: HTMLElement): Promise<void> {
  if (el.dataset.hydrated) return;
  el.dataset.hydrated = 'pending';
  const loader = islands[el.dataset.island ?? ''];
  if (!loader) return;
  const [{ createElement, useEffect, hydrateRoot, I18nProvider, translator }, mod, messages] = await Promise.all([
    import('./react'),
    loader(),
    islandMessages(locale, el.dataset.island!),
  ]);
  // Its own messages only: a key its chunk lacks throws here, in this island, even where another
  // island on the page has it (src/shared/i18n/translate.ts).
  const t: Translate = translator(messages);
  const props = JSON.parse(el.dataset.props ?? '{}');
  const live = new Promise<void>((resolve, reject) => {
    // Passive effects run child first: when this wrapper's runs, the island's have run.
    // It renders no element of its own, so the markup to hydrate is unchanged.
    const Live = ({ children }: { children: ReactNode }) => {
      useEffect(() => resolve(), []);
      return children;
    };
    const island = createElement(I18nProvider, { locale, t, children: createElement(mod.default, props) });
    hydrateRoot(el, createElement(Live, null, island), {
      onRecoverableError: (error) => console.error('hydration:', error),
      onUncaughtError: (error) => {
        console.error('island:', error);
        reject(error);
      },
    });
  });
  el.dataset.hydrated = 'true';
  // data-live: the island's effects are in place (tests wait on it rather than on a guessed delay).
  return live.then(() => {
    el.dataset.live = 'true';
  });
}

const idle = (fn: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(fn, { timeout: 2000 }) : setTimeout(fn, 200);

function schedule(el: HTMLElement) {
  const strategy = (el.dataset.hydrate ?? 'idle') as Strategy;
  const run = () => void hydrate(el);
  if (strategy === 'load') return run();
  if (strategy === 'idle') return idle(run);
  if (strategy === 'intent') return onIntent(el, () => hydrate(el));
  if (strategy === 'visible') {
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          io.disconnect();
          run();
        }
      },
      { rootMargin: '200px' },
    );
    return io.observe(el);
  }
  // 'interaction': the native element works meanwhile (e.g. <details>), so nothing loads until a
  // visitor reaches it (hover, press, focus): pages where nobody does never download it.
  const events = ['pointerenter', 'pointerdown', 'focusin', 'touchstart'] as const;
  const once = () => {
    events.forEach((e) => el.removeEventListener(e, once));
    run();
  };
  events.forEach((e) => el.addEventListener(e, once, { passive: true }));
}

document.querySelectorAll<HTMLElement>('[data-island]').forEach(schedule);
