import { PortfolioCard } from '../../../shared/components/ui';
import { Empty } from './Section';
import type { PortfolioView } from './view';

/** 'Our Portfolio': up to six cards with a usable image. */
export function Portfolio({ list }: { list: PortfolioView[] }) {
  if (list.length === 0) return <Empty text="No featured portfolio items at the moment." />;
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
