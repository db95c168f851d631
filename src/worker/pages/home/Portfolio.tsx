import { PortfolioCard } from '../../../shared/components/ui';
import { useT } from '../../../shared/i18n/context';
import { Empty } from './Section';
import type { PortfolioView } from './view';

/** 'Our Portfolio': up to six cards with a usable image. */
export function Portfolio({ list }: { list: PortfolioView[] }) {
  const t = useT();
  if (list.length === 0) return <Empty text={t('pages.home.noPortfolio')} />;
  return (
    <ul className="grid-3" data-section="portfolio">
      {list.map((p) => (
        <li key={p.id}>
          <PortfolioCard title={p.title} href={p.href} image={p.image} category={p.category} featured={p.featured} />
        </li>
      ))}
    </ul>
  );
}
