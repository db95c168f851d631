import type { ReactNode } from 'react';
import { BenefitCards, StatTiles, type BenefitItem, type StatItem } from '../../../shared/components/ui';
import { useT } from '../../../shared/i18n/context';
import type { MessageKey } from '../../../shared/i18n/messages/en';
import type { Translate } from '../../../shared/i18n/translate';

/** A benefit card as catalogue keys (src/shared/i18n/messages/en/info.ts). */
export interface BenefitKeys {
  icon: BenefitItem['icon'];
  title: MessageKey;
  text: MessageKey;
}

export const benefitItems = (t: Translate, items: readonly BenefitKeys[]): BenefitItem[] =>
  items.map((b) => ({ icon: b.icon, title: t(b.title), text: t(b.text) }));

/** The stats: the page's own tile, then 50+ Cities and 24hr Response Time (docs/product.md#partner-application). */
export const applyStats = (t: Translate, first: StatItem): StatItem[] => [
  first,
  { value: '50+', label: t('info.apply.statCities') },
  { value: t('info.apply.responseValue'), label: t('info.apply.statResponse') },
];

interface ApplyLayoutProps {
  eyebrow: string;
  title: string;
  lead: string;
  benefitsTitle: string;
  benefits: BenefitItem[];
  stats: StatItem[];
  /** The form island (or its success screen). */
  children: ReactNode;
}

/** The application pages' pattern (docs/product.md#partner-application): header, benefit cards, form, stats. */
export function ApplyLayout({ eyebrow, title, lead, benefitsTitle, benefits, stats, children }: ApplyLayoutProps) {
  const t = useT();
  return (
    <div className="apply">
      <header className="page-head container">
        <p className="eyebrow">{eyebrow}</p>
        <h1 className="page-head__title">{title}</h1>
        <p className="page-head__lead">{lead}</p>
      </header>
      <section className="section section--tight" aria-labelledby="apply-benefits">
        <div className="container apply__grid">
          <div className="stack">
            <h2 id="apply-benefits" className="visually-hidden">
              {benefitsTitle}
            </h2>
            <BenefitCards items={benefits} />
          </div>
          <div className="form-panel" id="apply-form">
            <h2 className="form-panel__title">{t('info.apply.now')}</h2>
            {children}
          </div>
        </div>
      </section>
      <section className="section section--alt" aria-labelledby="apply-stats">
        <div className="container">
          <h2 id="apply-stats" className="visually-hidden">
            {t('info.apply.inNumbers')}
          </h2>
          <StatTiles items={stats} />
        </div>
      </section>
    </div>
  );
}
