import { useEffect, useMemo, useRef } from 'react';
import { Modal } from '../components/ui';
import { I18nProvider, useT } from '../i18n/context';
import { localeOfPath } from '../i18n/locales';
import type { Messages } from '../i18n/messages/en';
import { slots as en } from '../i18n/messages/en/slots';
import { slots as hi } from '../i18n/messages/hi/slots';
import { translator } from '../i18n/translate';
import { CallTimes } from './CallTimes';
import type { CallTimeOffer } from './format';

/**
 * The call times after a successful callback request (docs/product.md#choosing-a-call-time), from a
 * chunk of its own that ./Next.tsx loads only then: under the inline form, or in a small dialog once
 * the callback modal has closed. In the page language's I18nProvider with the `slots.*` messages
 * (src/shared/i18n/messages/<locale>/slots.ts), whatever provider the island has.
 */
export interface PanelProps {
  offer: CallTimeOffer;
  /** In a dialog of its own (the modal's case), closed by 'Not now', Escape or 'Continue browsing'. */
  dialog?: boolean;
  onClose?: () => void;
}

const MESSAGES = { en, hi } as const;

export default function CallTimesPanel({ offer, dialog = false, onClose }: PanelProps) {
  const locale = localeOfPath(location.pathname).locale;
  const t = useMemo(() => translator(locale, MESSAGES[locale] as unknown as Messages), [locale]);
  return (
    <I18nProvider locale={locale} t={t}>
      {dialog ? (
        <CallTimesDialog offer={offer} onClose={onClose ?? (() => undefined)} />
      ) : (
        <div className="form-panel">
          <CallTimes token={offer.token} slots={offer.slots} />
        </div>
      )}
    </I18nProvider>
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
