import type { ReactNode } from 'react';
import { ErrorState } from '../../../shared/components/ui';
import { Block, type Loaded } from '../../render/Block';

/**
 * Waits up to `ms` for a block's data. A streamed Suspense block is revealed by React's inline
 * script, so a visitor without JavaScript would only ever see its loading text; data that is
 * ready in time is rendered in place instead (the usual case with the edge cache), and only
 * slower data streams behind the fallback.
 */
export function settle<T>(data: Promise<Loaded<T>>, ms: number): Promise<Loaded<T> | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    data.finally(() => clearTimeout(timer)),
    new Promise<null>((resolve) => { timer = setTimeout(() => resolve(null), ms); }),
  ]);
}

interface SettledBlockProps<T> {
  data: Promise<Loaded<T>>;
  /** The result of `settle(data)`: rendered in place when present. */
  settled: Loaded<T> | null;
  fallback?: ReactNode;
  error: string | ((message: string) => ReactNode);
  children: (value: T) => ReactNode;
}

/** A data block rendered in place when its data has settled, else a streamed `<Block>`. */
export function SettledBlock<T>({ data, settled, fallback, error, children }: SettledBlockProps<T>) {
  if (!settled) return <Block data={data} fallback={fallback} error={error}>{children}</Block>;
  if (!settled.ok) return typeof error === 'string' ? <ErrorState message={error} /> : <>{error(settled.error)}</>;
  return <>{children(settled.value)}</>;
}
