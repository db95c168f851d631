import type { ReactNode } from 'react';
import { DescriptionText } from '../../../shared/components/editorial/DescriptionText';
import { ErrorState } from '../../../shared/components/ui';
import { useLocalePath, useT } from '../../../shared/i18n/context';

/** The legal pages: each one's title (its footer link's words) and error text (docs/product.md#legal-pages). */
export const LEGAL_PAGES = [
  { key: 'terms', path: '/terms-and-conditions', label: 'nav.terms', error: 'info.legal.error.terms' },
  { key: 'privacy', path: '/privacy-policy', label: 'nav.privacy', error: 'info.legal.error.privacy' },
  {
    key: 'cancellation',
    path: '/cancellation-policy',
    label: 'nav.cancellation',
    error: 'info.legal.error.cancellation',
  },
] as const;
export type LegalKey = (typeof LEGAL_PAGES)[number]['key'];

export interface LegalView {
  title: string;
  /** Long date, '' when missing. */
  lastUpdated: string;
  lastUpdatedIso?: string;
  intro: string;
  sections: Array<{ title: string; content: string }>;
  contact?: ReactNode;
}

/** Links to the other two legal pages. */
export function LegalLinks({ current }: { current: LegalKey }) {
  const t = useT();
  const lp = useLocalePath();
  return (
    <nav className="legal-links" aria-label={t('pages.legal.others')}>
      <h2 className="legal-links__title">{t('pages.legal.related')}</h2>
      <ul className="cluster">
        {LEGAL_PAGES.filter((p) => p.key !== current).map((p) => (
          <li key={p.key}>
            <a href={lp(p.path)}>{t(`nav.${p.key}`)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One legal page: title, 'Last updated', intro, sections, optional contact block, cross-links. */
export function LegalPage({ current, view }: { current: LegalKey; view: LegalView }) {
  const t = useT();
  return (
    <article className="container container--narrow section legal stack">
      <header className="stack legal__head">
        <h1>{view.title}</h1>
        {view.lastUpdated ? (
          <p className="muted">
            {t('info.legal.updated')}
            <time dateTime={view.lastUpdatedIso}>{view.lastUpdated}</time>
          </p>
        ) : null}
      </header>
      {view.intro ? <DescriptionText text={view.intro} className="lead" /> : null}
      {view.sections.map((s, i) => (
        <section key={i} className="legal__section stack">
          {s.title ? <h2>{s.title}</h2> : null}
          <DescriptionText text={s.content} />
        </section>
      ))}
      {view.contact}
      <LegalLinks current={current} />
    </article>
  );
}

/** The page's error text (docs/product.md#messages) with the cross-links still in place. */
export function LegalError({ current }: { current: LegalKey }) {
  const t = useT();
  const page = LEGAL_PAGES.find((p) => p.key === current)!;
  return (
    <section className="container container--narrow section stack">
      <h1>{t(page.label)}</h1>
      <ErrorState message={t(page.error)} />
      <LegalLinks current={current} />
    </section>
  );
}
