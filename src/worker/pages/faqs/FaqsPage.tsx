import { Button, ErrorState, Icon, LoadingState, StatTiles } from '../../../shared/components/ui';
import { useT } from '../../../shared/i18n/context';
import { Island } from '../../../shared/island';
import FaqList, { type FaqItem } from '../../../shared/islands/FaqList';
import { chatHref, usePagePath } from '../../../shared/public-config';
import { Block, type Loaded } from '../../render/Block';

const STATS = [
  { value: '24/7', label: 'info.faqs.statSupport' },
  { value: '1000+', label: 'info.faqs.statCustomers' },
  { value: '50+', label: 'info.faqs.statCities' },
] as const;

interface FaqsPageProps {
  data: Promise<Loaded<FaqItem[]>>;
  active: string;
  email: string;
}

/** /faqs: heading, the FAQ list island (streamed), support block and stat tiles. */
export function FaqsPage({ data, active, email }: FaqsPageProps) {
  const from = usePagePath();
  const t = useT();
  return (
    <>
      <header className="container container--narrow page-head">
        <p className="eyebrow">{t('info.faqs.eyebrow')}</p>
        <h1 className="page-head__title">{t('info.faqs.title')}</h1>
        <p className="page-head__lead">{t('info.faqs.lead')}</p>
      </header>
      <section className="container container--narrow section section--tight" aria-labelledby="faq-questions">
        {/* Outline: the question headings (h3) sit under a section heading, not straight under h1. */}
        <h2 id="faq-questions" className="visually-hidden">
          {t('info.faqs.questions')}
        </h2>
        <Block
          data={data}
          fallback={<LoadingState />}
          error={() => <ErrorState title={t('error.title')} message={t('info.faqs.error')} />}
        >
          {(faqs) => <Island name="FaqList" component={FaqList} props={{ faqs, active }} hydrate="idle" />}
        </Block>
      </section>
      <section className="section section--alt" aria-labelledby="faq-support">
        <div className="container stack faq-support">
          <h2 id="faq-support">{t('info.faqs.support')}</h2>
          <p className="muted">{t('info.faqs.supportText')}</p>
          <div className="cluster">
            <Button href={`mailto:${email}`}>
              {/* One text node after the icon, as the English markup has it (no <!-- --> between two). */}
              <Icon name="mail" />
              {` ${t('info.faqs.email')}`}
            </Button>
            <Button href={chatHref(from)} variant="secondary" target="_blank" rel="noopener noreferrer">
              <Icon name="chat" />
              {` ${t('info.faqs.chat')}`}
            </Button>
          </div>
          <StatTiles items={STATS.map((s) => ({ value: s.value, label: t(s.label) }))} />
        </div>
      </section>
    </>
  );
}
