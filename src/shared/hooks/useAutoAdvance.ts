import { useCallback, useEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';

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
}

const REDUCE = '(prefers-reduced-motion: reduce)';

/**
 * A carousel's clock: advances every `interval` ms with wraparound when there are at least two
 * items; never while hovered, while focus is inside, or when the visitor prefers reduced motion.
 */
export function useAutoAdvance(count: number, interval: number): AutoAdvance {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Assume reduced motion until the browser says otherwise: nothing moves before we know.
  const [reduced, setReduced] = useState(true);
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

  useEffect(() => {
    if (count < 2 || paused || reduced) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % countRef.current), interval);
    return () => clearTimeout(timer);
  }, [index, count, paused, reduced, interval]);

  const go = useCallback((i: number) => {
    const n = countRef.current;
    setIndex(((i % n) + n) % n);
  }, []);

  return {
    index: count > 0 ? Math.min(index, count - 1) : 0,
    go,
    paused,
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
