import { useEffect, useState, useSyncExternalStore } from 'react';
import { Toast, type ToastKind } from '../components/ui';
import { TIMING } from '../site';

/**
 * One toast at a time for the whole page (docs/product.md#callback-form): a new toast replaces the current one, each
 * lasts 3 s. Any island may call showToast(); the first mounted <ToastHost /> renders it (the
 * callback modal's, or an inline callback form's when that one mounted first).
 */
type Current = { id: number; kind: ToastKind; message: string } | null;

let current: Current = null;
let seq = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const hosts: number[] = [];
let hostSeq = 0;

const emit = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function showToast(kind: ToastKind, message: string): void {
  clearTimeout(timer);
  current = { id: ++seq, kind, message };
  emit();
  timer = setTimeout(dismissToast, TIMING.toast);
}

export function dismissToast(): void {
  clearTimeout(timer);
  current = null;
  emit();
}

export function ToastHost() {
  // Not useId: every island is its own React root, and ids repeat across roots.
  const [id] = useState(() => ++hostSeq);
  const toast = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  const first = useSyncExternalStore(
    subscribe,
    () => hosts[0] === id,
    () => false,
  );
  useEffect(() => {
    hosts.push(id);
    emit();
    return () => {
      hosts.splice(hosts.indexOf(id), 1);
      emit();
    };
  }, [id]);
  if (!toast || !first) return null;
  return <Toast key={toast.id} kind={toast.kind} message={toast.message} onClose={dismissToast} />;
}
