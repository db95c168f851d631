import { Suspense, use, type ReactNode } from 'react';
import { ErrorState, LoadingState } from '../../shared/components/ui';

export type Loaded<T> = { ok: true; value: T } | { ok: false; error: string };

/** Starts a load that never rejects: a failed query becomes an error value for its block. */
export function load<T>(promise: Promise<T>): Promise<Loaded<T>> {
  const loaded: Promise<Loaded<T>> = promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => {
      console.error('content query failed:', error instanceof Error ? error.message : error);
      return { ok: false as const, error: error instanceof Error ? error.message : String(error) };
    },
  );
  // React's use() reads a thenable's `status`/`value` when set; Block reads it too (below). Data that
  // has arrived by render time (cached content: all of it) then renders at once, with no retry.
  void loaded.then((value) => Object.assign(loaded, { status: 'fulfilled', value }));
  return loaded;
}

interface BlockProps<T> {
  data: Promise<Loaded<T>>;
  /** The loading text (docs/product.md#messages) or a skeleton. */
  fallback?: ReactNode;
  /** The block's error text (docs/product.md#messages); receives the failure message. */
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
  // React renders the fallback of every boundary over 500 bytes, in case it streams the content
  // later. When the data is already here the content is complete at once and the fallback could
  // never be sent: an empty one saves building it (the markup is the same).
  const ready = (rest.data as { status?: string }).status === 'fulfilled';
  return (
    <Suspense fallback={ready ? null : (fallback ?? <LoadingState />)}>
      <Resolved {...rest} />
    </Suspense>
  );
}
