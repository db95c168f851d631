import type { ReactNode } from 'react';
import { ErrorState } from '../../shared/components/ui';
import { Block, type Loaded } from './Block';

type Settling<T> = Promise<Loaded<T>> & { status?: 'fulfilled'; value?: Loaded<T> };

/**
 * Gives a page's main loads up to `budgetMs` before the shell renders, and marks each load that
 * has settled by then (status 'fulfilled'). <Settled> renders those in place, in the first flush,
 * so they show even without JavaScript: React outlines a large Suspense boundary (past its
 * 12.8 kB progressive chunk) into the out-of-order stream, which only inline scripts can reveal.
 */
export async function settle(loads: Array<Promise<Loaded<unknown>>>, budgetMs = 250): Promise<void> {
  const marked = loads.map((p) =>
    p.then((value) => {
      Object.assign(p, { status: 'fulfilled', value });
    }),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([Promise.all(marked), new Promise<void>((resolve) => { timer = setTimeout(resolve, budgetMs); })]);
  clearTimeout(timer);
}

interface SettledProps<T> {
  data: Promise<Loaded<T>>;
  fallback?: ReactNode;
  error: string | ((message: string) => ReactNode);
  children: (value: T) => ReactNode;
}

/** A data block: rendered in place when its load has settled (see settle), else a streamed <Block>. */
export function Settled<T>(props: SettledProps<T>) {
  const result = (props.data as Settling<T>).status === 'fulfilled' ? (props.data as Settling<T>).value : undefined;
  if (!result) return <Block {...props} />;
  if (!result.ok) return typeof props.error === 'string' ? <ErrorState message={props.error} /> : <>{props.error(result.error)}</>;
  return <>{props.children(result.value)}</>;
}
