import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';

export interface AutoAdvance {
  /** 0-based current item. */
  index: number;
  /** Jump directly to an item (dots); the interval restarts from the jump. */
  go: (index: number) => void;
  /** Spread on the carousel root: pause while hovered or while focus is inside. */
  pauseHandlers: {
    ref: RefObject<HTMLDivElement | null>;
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (e: FocusEvent<HTMLElement>) => void;
  };
  paused: boolean;
  /** True while the timer runs (not paused, motion allowed, at least two items). */
  running: boolean;
}

const REDUCE = '(prefers-reduced-motion: reduce)';

/**
 * A carousel's clock: advances every `interval` ms with wraparound when there are at least two
 * items; never while hovered, while focus is inside, or when the visitor prefers reduced motion.
 * The root carries data-autoplay: "on" while a timer is armed, "off" while live and still.
 */
export function useAutoAdvance(count: number, interval: number): AutoAdvance {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Unknown (null) until the browser says: nothing moves before we know.
  const [reduced, setReduced] = useState<boolean | null>(null);
  const countRef = useRef(count);
  countRef.current = count;
  const root = useRef<HTMLDivElement | null>(null);

  // Focus or the pointer may have arrived before hydration (a keyboard user tabbing onto a dot
  // while the island loads): no focus/enter event will come for it, so read the state once.
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    if (el.contains(document.activeElement)) setFocused(true);
    if (el.matches(':hover')) setHovered(true);
  }, []);

  useEffect(() => {
    const mq = window.matchMedia(REDUCE);
    const update = () => setReduced(mq.matches);
    update();
    mq.addEventListener('change', update);
    return () => mq.removeEventListener('change', update);
  }, []);

  const paused = hovered || focused;
  const running = count >= 2 && !paused && reduced === false;
  const known = reduced !== null;

  useLayoutEffect(() => {
    if (!known) return;
    return armAutoAdvance(root.current, running ? interval : null, () => setIndex((i) => (i + 1) % countRef.current));
  }, [index, known, running, interval]);

  const go = useCallback((i: number) => {
    const n = countRef.current;
    setIndex(((i % n) + n) % n);
  }, []);

  return {
    index: count > 0 ? Math.min(index, count - 1) : 0,
    go,
    paused,
    running,
    pauseHandlers: {
      ref: root,
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}

/**
 * Arms one auto-advance step (`interval` null: none) and marks `el` with data-autoplay "on" while
 * it is armed, "off" while the widget is live but still. Call it from a layout effect keyed on the
 * shown index: the timer is then armed in the same task that shows the slide, so whoever sees a
 * slide (or the mark) knows its full interval has just begun. Tests drive the page clock from that
 * moment instead of guessing when the island hydrated; no mark yet means not live yet.
 */
export function armAutoAdvance(el: HTMLElement | null, interval: number | null, advance: () => void): () => void {
  if (interval === null) {
    el?.setAttribute('data-autoplay', 'off');
    return () => undefined;
  }
  const timer = setTimeout(advance, interval);
  el?.setAttribute('data-autoplay', 'on');
  return () => {
    clearTimeout(timer);
    el?.setAttribute('data-autoplay', 'off');
  };
}
