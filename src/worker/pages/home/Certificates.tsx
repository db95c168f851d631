import { Card } from '../../../shared/components/ui';
import { useT } from '../../../shared/i18n/context';
import { Empty } from './Section';
import type { CertificateView } from './view';

/** Certificates: image, title, description and the certificate's points. */
export function Certificates({ list }: { list: CertificateView[] }) {
  const t = useT();
  if (list.length === 0) return <Empty text={t('pages.home.noCertificates')} />;
  return (
    <ul className="grid-4" data-section="certificates">
      {list.map((c) => (
        <li key={c.id}>
          <Card variant="certificate" image={c.image} title={c.title} text={c.description}>
            {c.points.length > 0 ? (
              <ul className="card__text">
                {c.points.map((p) => (
                  <li key={p.key}>
                    {p.title ? <strong>{p.title}</strong> : null}
                    {p.title && p.description ? ': ' : null}
                    {p.description}
                  </li>
                ))}
              </ul>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
