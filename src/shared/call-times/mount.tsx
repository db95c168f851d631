import { useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { Modal } from '../components/ui';
import { I18nProvider, useT } from '../i18n/context';
import { localeOfPath } from '../i18n/locales';
import type { Messages } from '../i18n/messages/en';
import { translator } from '../i18n/translate';
import { CallTimes } from './CallTimes';
import type { CallTimeOffer } from './format';

/**
 * The call times' own React root (docs/product.md#choosing-a-call-time), loaded by ./offer.ts after
 * a successful callback request: beside the inline form (after its island), or in a small dialog
 * once the callback modal has closed. Wrapped in the page language's I18nProvider with the
 * `slots.*` messages only (src/shared/i18n/messages/<locale>/slots.ts), loaded with it.
 */
const HOST = 'call-times-host';

function CallTimesDialog({ offer, onClose }: { offer: CallTimeOffer; onClose: () => void }) {
  const t = useT();
  const title = t('slots.title');
  const closeLabel = t('slots.notNow');
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
      <Modal id="call-times" open onClose={onClose} title={title} size="sm" closeLabel={closeLabel}>
        <CallTimes token={offer.token} slots={offer.slots} heading="p" onClose={onClose} />
      </Modal>
    </div>
  );
}

export async function mountCallTimes(offer: CallTimeOffer, after: HTMLElement | null): Promise<void> {
  const { locale } = localeOfPath(location.pathname);
  const { slots } =
    locale === 'hi' ? await import('../i18n/messages/hi/slots') : await import('../i18n/messages/en/slots');
  const t = translator(locale, slots as unknown as Messages);
  document.querySelectorAll(`.${HOST}`).forEach((el) => el.remove());
  const host = document.createElement('div');
  host.className = HOST;
  const anchor = after?.closest<HTMLElement>('[data-island]') ?? after;
  if (anchor) anchor.insertAdjacentElement('afterend', host);
  else document.body.appendChild(host);
  const root = createRoot(host);
  const close = () => {
    root.unmount();
    host.remove();
  };
  root.render(
    <I18nProvider locale={locale} t={t}>
      {anchor ? (
        <div className="form-panel">
          <CallTimes token={offer.token} slots={offer.slots} />
        </div>
      ) : (
        <CallTimesDialog offer={offer} onClose={close} />
      )}
    </I18nProvider>,
  );
}
