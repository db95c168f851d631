import type { ComponentType } from 'react';

/** When the client hydrates an island: right away, when idle, when scrolled into view, or on first interaction. */
export type Hydrate = 'load' | 'idle' | 'visible' | 'interaction';

interface IslandProps<P extends object> {
  /** Key in src/client/islands.ts. */
  name: string;
  component: ComponentType<P>;
  props: P;
  hydrate?: Hydrate;
  className?: string;
}

/**
 * Server-renders an interactive widget inside a marker element that carries its props as JSON;
 * the client entry hydrates only the markers present on the page (src/client/main.ts).
 */
export function Island<P extends object>({ name, component: Component, props, hydrate = 'idle', className }: IslandProps<P>) {
  return (
    <div className={className ? `island ${className}` : 'island'} data-island={name} data-hydrate={hydrate} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  );
}
