import { PortfolioCard } from '../../../shared/components/ui';
import { useLocalePath, useT } from '../../../shared/i18n/context';
import { vocabularyName } from '../vocabulary-name';
import { Empty } from './Section';
import type { PortfolioView } from './view';

/** 'Our Portfolio': up to six cards with a usable image. */
export function Portfolio({ list }: { list: PortfolioView[] }) {
  const t = useT();
  const lp = useLocalePath();
  if (list.length === 0) return <Empty text={t('pages.home.noPortfolio')} />;
  return (
    <ul className="grid-3" data-section="portfolio">
      {list.map((p) => (
        <li key={p.id}>
          <PortfolioCard
            title={p.title}
            href={lp(p.href)}
            image={p.image}
            category={p.category && vocabularyName(t, 'portfolioCategory', p.category)}
            featured={p.featured}
          />
        </li>
      ))}
    </ul>
  );
}
