import { useCallback, useEffect, useRef, useState } from 'react';
import { Modal } from '../components/ui';
import { TIMING } from '../site';
import type { CallbackValues } from '../forms/callback';
import { cityFromName } from '../forms/common';
import { callbackSubmitted } from '../forms/submit';
import { ToastHost } from '../forms/toast';
import { useT } from '../i18n/context';
import CallbackForm from './CallbackForm';
import { CallTimesNext } from '../call-times/Next';
import type { CallTimeOffer } from '../call-times/format';

const MODAL_ID = 'callback-modal';
const FOCUSABLE =
  'a[href], button:not([disabled]), ' +
  'input:not([type="hidden"]):not([disabled]):not([tabindex="-1"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Forms the visitor has typed into during this page view (the modal must not interrupt them). */
const typedForms = new Set<HTMLFormElement>();

function hasText(form: HTMLFormElement): boolean {
  return [
    ...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([tabindex="-1"]), textarea',
    ),
  ].some((el) => el.value.trim() !== '');
}

/** Another dialog, menu or viewer is open, a field has focus, or a form holds typed input. */
function pageBusy(): boolean {
  if (document.documentElement.classList.contains('scroll-locked')) return true;
  if (document.querySelector('[aria-modal="true"], dialog[open], details.menu[open]')) return true;
  const active = document.activeElement;
  if (active instanceof HTMLElement && (active.matches('input, select, textarea') || active.isContentEditable))
    return true;
  for (const form of typedForms) {
    if (!form.isConnected || !hasText(form)) typedForms.delete(form);
    else return true;
  }
  return false;
}

/**
 * The callback modal (docs/product.md#callback-form): mounted once per page. Opens on any
 * [data-book] link (src/shared/booking.ts) with the service and city preset, and, on the home
 * page only, by itself 5 s after load and every 45 s — unless something else is in use or a
 * callback was already requested in this visit. Closes on the close button, backdrop, Escape
 * and a successful submit; locks page scroll, traps focus and gives it back. Outside home it is
 * hydrated only on the first 'Book now' click, which is replayed to it (src/client/intent.ts).
 */
export default function CallbackModal({ home }: { home: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [preset, setPreset] = useState<Partial<CallbackValues>>({});
  const [session, setSession] = useState(0);
  // After a successful request: the call times it offers, in a dialog of their own
  // (docs/product.md#choosing-a-call-time).
  const [offer, setOffer] = useState<CallTimeOffer | null>(null);
  const openRef = useRef(false);
  const opener = useRef<HTMLElement | null>(null);

  const show = useCallback((values: Partial<CallbackValues> | null) => {
    if (!openRef.current) {
      opener.current =
        document.activeElement instanceof HTMLElement && document.activeElement !== document.body
          ? document.activeElement
          : null;
    }
    if (values || !openRef.current) {
      setPreset(values ?? {});
      setSession((n) => n + 1);
    }
    openRef.current = true;
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    if (!openRef.current) return;
    openRef.current = false;
    setOpen(false);
  }, []);

  // 'Book now' links anywhere on the page (also ones added after hydration).
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-book]');
      if (!link) return;
      e.preventDefault();
      show({ service: link.dataset.service ?? '', ...cityFromName(link.dataset.city) });
      opener.current = link;
    };
    const onInput = (e: Event) => {
      const f = (e.target as HTMLInputElement | null)?.form;
      if (f) typedForms.add(f);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('input', onInput, true);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('input', onInput, true);
    };
  }, [show]);

  // Home page: 5 s after load, then every 45 s (timed from page load, not from hydration).
  useEffect(() => {
    if (!home) return;
    const tryOpen = () => {
      if (!openRef.current && !callbackSubmitted() && !pageBusy()) show(null);
    };
    const since = performance.now();
    let every: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(tryOpen, Math.max(0, TIMING.modalFirstOpen - since));
    const repeat = setTimeout(
      () => {
        tryOpen();
        every = setInterval(tryOpen, TIMING.modalReopen);
      },
      Math.max(0, TIMING.modalReopen - since),
    );
    return () => {
      clearTimeout(first);
      clearTimeout(repeat);
      clearInterval(every);
    };
  }, [home, show]);

  // While open: scroll lock, Escape, focus trap; on close, focus goes back.
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const locked = root.classList.contains('scroll-locked');
    root.classList.add('scroll-locked');
    const panel = () => document.getElementById(MODAL_ID)?.querySelector<HTMLElement>('.modal__panel') ?? null;
    const focusables = () =>
      [...(panel()?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter((el) => el.getClientRects().length > 0);
    (panel()?.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"])') ?? panel())?.focus();

    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        close();
      } else if (e.key === 'Tab') {
        const list = focusables();
        if (!list.length) return;
        const first = list[0]!;
        const last = list[list.length - 1]!;
        const inside = panel()?.contains(document.activeElement);
        if (e.shiftKey && (document.activeElement === first || !inside)) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && (document.activeElement === last || !inside)) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    const onFocus = (e: FocusEvent) => {
      const p = panel();
      if (p && e.target instanceof Node && !p.contains(e.target) && !(e.target as Element).closest?.('.toast'))
        p.focus();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
      if (!locked) root.classList.remove('scroll-locked');
      const back = opener.current;
      opener.current = null;
      if (back?.isConnected) back.focus();
    };
  }, [open, close]);

  return (
    <>
      <Modal id={MODAL_ID} open={open} onClose={close} title={t('callback.title')}>
        <p className="callback-modal__lead muted">{t('callback.lead')}</p>
        <CallbackForm
          key={session}
          variant="modal"
          initial={preset}
          onSuccess={(callTime) => {
            close();
            setOffer(callTime);
          }}
          toasts={false}
        />
      </Modal>
      {offer ? <CallTimesNext key={offer.token} offer={offer} dialog onClose={() => setOffer(null)} /> : null}
      <ToastHost />
    </>
  );
}
