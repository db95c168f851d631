import { useEffect, useRef } from 'react';
import { Modal } from '../components/ui';
import { useT } from '../i18n/context';
import { CallTimes } from './CallTimes';
import type { CallTimeOffer } from './format';

/**
 * The call times after a successful callback request (docs/product.md#choosing-a-call-time), from a
 * chunk of its own that ./Next.tsx loads only then: under the inline form, or in a small dialog once
 * the callback modal has closed. Its texts (`slots.*`) come from the island's provider: the page
 * language's precompiled catalogue (src/client/main.ts), so this chunk carries no message of its own.
 */
export interface PanelProps {
  offer: CallTimeOffer;
  /** In a dialog of its own (the modal's case), closed by 'Not now', Escape or 'Continue browsing'. */
  dialog?: boolean;
  onClose?: () => void;
}

export default function CallTimesPanel({ offer, dialog = false, onClose }: PanelProps) {
  return dialog ? (
    <CallTimesDialog offer={offer} onClose={onClose ?? (() => undefined)} />
  ) : (
    <div className="form-panel">
      <CallTimes token={offer.token} slots={offer.slots} />
    </div>
  );
}

function CallTimesDialog({ offer, onClose }: { offer: CallTimeOffer; onClose: () => void }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = document.documentElement;
    const locked = root.classList.contains('scroll-locked');
    root.classList.add('scroll-locked');
    const panel = () => ref.current?.querySelector<HTMLElement>('.modal__panel') ?? null;
    (panel()?.querySelector<HTMLElement>('button[name="time"]') ?? panel())?.focus();
    // Focus stays in the dialog while it is open.
    const onFocus = (e: FocusEvent) => {
      const p = panel();
      if (p && e.target instanceof Node && !p.contains(e.target)) p.focus();
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('focusin', onFocus);
      if (!locked) root.classList.remove('scroll-locked');
    };
  }, []);
  return (
    <div ref={ref}>
      <Modal id="call-times" open onClose={onClose} title={t('slots.title')} size="sm" closeLabel={t('slots.notNow')}>
        <CallTimes token={offer.token} slots={offer.slots} heading="p" onClose={onClose} />
      </Modal>
    </div>
  );
}
