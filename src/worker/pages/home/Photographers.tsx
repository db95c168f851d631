import { PhotographerCard } from '../../../shared/components/ui';
import { useLocalePath, useT } from '../../../shared/i18n/context';
import { Empty } from './Section';
import type { PhotographerView } from './view';

/** 'Professional Photographers': featured, first four, each with 'See Portfolio'. */
export function Photographers({ list }: { list: PhotographerView[] }) {
  const t = useT();
  const lp = useLocalePath();
  if (list.length === 0) return <Empty text={t('pages.home.noPhotographers')} />;
  return (
    <ul className="grid-4" data-section="photographers">
      {list.map((p) => (
        <li key={p.id}>
          <PhotographerCard
            name={p.name}
            href={lp(p.href)}
            image={p.image}
            portfolioLabel={t('detail.home.seePortfolio')}
            showTitle={false}
          />
        </li>
      ))}
    </ul>
  );
}
