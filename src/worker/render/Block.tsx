import { Suspense, use, type ReactNode } from 'react';
import { ErrorState, LoadingState } from '../../shared/components/ui';

export type Loaded<T> = { ok: true; value: T } | { ok: false; error: string };

/** Starts a load that never rejects: a failed query becomes an error value for its block. */
export function load<T>(promise: Promise<T>): Promise<Loaded<T>> {
  return promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => {
      console.error('content query failed:', error instanceof Error ? error.message : error);
      return { ok: false as const, error: error instanceof Error ? error.message : String(error) };
    },
  );
}

interface BlockProps<T> {
  data: Promise<Loaded<T>>;
  /** The spec's loading text or a skeleton. */
  fallback?: ReactNode;
  /** The block's error text (spec §8); receives the failure message. */
  error: string | ((message: string) => ReactNode);
  children: (value: T) => ReactNode;
}

function Resolved<T>({ data, error, children }: Omit<BlockProps<T>, 'fallback'>) {
  const result = use(data);
  if (!result.ok) return typeof error === 'string' ? <ErrorState message={error} /> : <>{error(result.error)}</>;
  return <>{children(result.value)}</>;
}

/**
 * One streamed data block: its own Suspense boundary, so the shell and other blocks
 * flush first; a failure renders the block's error text and never fails the page.
 */
export function Block<T>({ fallback, ...rest }: BlockProps<T>) {
  return (
    <Suspense fallback={fallback ?? <LoadingState />}>
      <Resolved {...rest} />
    </Suspense>
  );
}
