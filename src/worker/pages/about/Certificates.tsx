import { CardsLoading, EmptyState, Img, SectionHeader } from '../../../shared/components/ui';
import { useT } from '../../../shared/i18n/context';
import type { ResolvedImage } from '../../content/image';
import { Block, type Loaded } from '../../render/Block';

export interface CertificateView {
  id: string;
  title: string;
  description: string;
  image: ResolvedImage | null;
  points: Array<{ title: string; description: string }>;
}

function CertificateCard({ cert }: { cert: CertificateView }) {
  return (
    <article className="card certificate">
      {cert.image ? (
        <div className="card__media">
          <Img {...cert.image} sizes="(min-width: 40em) 36rem, 100vw" ratio="4x3" />
        </div>
      ) : null}
      <div className="card__body">
        <h3 className="card__title">{cert.title}</h3>
        {cert.description ? <p className="card__text">{cert.description}</p> : null}
        {cert.points.length ? (
          <ul className="headed-items certificate__points">
            {cert.points.map((p, i) => (
              <li key={i} className="headed-items__item">
                {p.title ? <p className="headed-items__title">{p.title}</p> : null}
                {p.description ? <p className="headed-items__body">{p.description}</p> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

/** Certificates block (streamed): 'No certificates found.' when there are none. */
export function Certificates({ data }: { data: Promise<Loaded<CertificateView[]>> }) {
  const t = useT();
  return (
    <section className="container section" aria-labelledby="about-certificates">
      <SectionHeader id="about-certificates" title={t('info.about.certificates')} eyebrow={t('info.about.trust')} />
      <Block data={data} fallback={<CardsLoading count={2} grid="grid-2" />} error={t('info.about.certificatesError')}>
        {(certs) =>
          certs.length === 0 ? (
            <EmptyState compact message={t('info.about.noCertificates')} />
          ) : (
            <ul className="grid-2">
              {certs.map((c) => (
                <li key={c.id}>
                  <CertificateCard cert={c} />
                </li>
              ))}
            </ul>
          )
        }
      </Block>
    </section>
  );
}
