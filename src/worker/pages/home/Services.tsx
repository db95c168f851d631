import { ServiceCard } from '../../../shared/components/ui';
import { useLocalePath, useT } from '../../../shared/i18n/context';
import { Empty } from './Section';
import type { ServiceView } from './view';

/** 'Services': featured, first four, 'Book Now' to the service's page. */
export function Services({ list }: { list: ServiceView[] }) {
  const t = useT();
  const lp = useLocalePath();
  if (list.length === 0) return <Empty text={t('pages.home.noServices')} />;
  return (
    <ul className="grid-4" data-section="services">
      {list.map((s) => (
        <li key={s.id}>
          <ServiceCard title={s.title} image={s.image} ctaHref={lp(s.href)} />
        </li>
      ))}
    </ul>
  );
}
