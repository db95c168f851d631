import { lazy, Suspense, type ComponentType } from 'react';
import type { PanelProps } from './Panel';

/**
 * The next step after a successful callback request (docs/product.md#choosing-a-call-time), rendered
 * by the callback form's island (inline) or the callback modal's (a dialog) once the answer offers
 * call times: ./Panel.tsx from a chunk of its own, loaded only then. The worker renders neither
 * (no offer on the server), so its build drops the import (import.meta.env.SSR).
 */
const Panel = lazy((): Promise<{ default: ComponentType<PanelProps> }> =>
  import.meta.env.SSR ? Promise.resolve({ default: () => null }) : import('./Panel'),
);

export function CallTimesNext(props: PanelProps) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
