import type { ReactNode } from 'react';
import { BenefitCards, StatTiles, type BenefitItem, type StatItem } from '../../../shared/components/ui';

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
            <h2 className="form-panel__title">Apply Now</h2>
            {children}
          </div>
        </div>
      </section>
      <section className="section section--alt" aria-labelledby="apply-stats">
        <div className="container">
          <h2 id="apply-stats" className="visually-hidden">
            In numbers
          </h2>
          <StatTiles items={stats} />
        </div>
      </section>
    </div>
  );
}
