import { PhotographerCard } from '../../../shared/components/ui';
import { Empty } from './Section';
import type { PhotographerView } from './view';

/** 'Professional Photographers': featured, first four, each with 'See Portfolio'. */
export function Photographers({ list }: { list: PhotographerView[] }) {
  if (list.length === 0) return <Empty text="No featured photographers at the moment." />;
  return (
    <ul className="grid-4" data-section="photographers">
      {list.map((p) => (
        <li key={p.id}>
          <PhotographerCard
            name={p.name}
            href={p.href}
            image={p.image}
            portfolioLabel="See Portfolio"
            showTitle={false}
          />
        </li>
      ))}
    </ul>
  );
}
