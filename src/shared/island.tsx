import type { ComponentType } from 'react';

/**
 * When the client hydrates an island (src/client/main.ts): right away, when idle, when scrolled
 * into view, on first interaction with the island (hover, press, focus; its native markup works
 * until then), or only on intent: the first pointerdown, focus or click on one of its `triggers`
 * elsewhere on the page, whose click is replayed once the island listens (src/client/intent.ts).
 */
export type Hydrate = 'load' | 'idle' | 'visible' | 'interaction' | 'intent';

interface IslandProps<P extends object> {
  /** Key in src/client/islands.ts. */
  name: string;
  component: ComponentType<P>;
  props: P;
  hydrate?: Hydrate;
  /** With hydrate="intent": a CSS selector for the controls that open the island. */
  triggers?: string;
  className?: string;
}

/**
 * Server-renders an interactive widget inside a marker element that carries its props as JSON;
 * the client entry hydrates only the markers present on the page (src/client/main.ts).
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  hydrate = 'idle',
  triggers,
  className,
}: IslandProps<P>) {
  return (
    <div
      className={className ? `island ${className}` : 'island'}
      data-island={name}
      data-hydrate={hydrate}
      data-triggers={triggers}
      data-props={JSON.stringify(props)}
    >
      <Component {...props} />
    </div>
  );
}
