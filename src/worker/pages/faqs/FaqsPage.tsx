import { Button, ErrorState, Icon, LoadingState, StatTiles } from '../../../shared/components/ui';
import { Island } from '../../../shared/island';
import FaqList, { type FaqItem } from '../../../shared/islands/FaqList';
import { chatHref, usePagePath } from '../../../shared/public-config';
import { Block, type Loaded } from '../../render/Block';

const STATS = [
  { value: '24/7', label: 'Customer Support' },
  { value: '1000+', label: 'Happy Customers' },
  { value: '50+', label: 'Cities Covered' },
];

interface FaqsPageProps {
  data: Promise<Loaded<FaqItem[]>>;
  active: string;
  email: string;
}

/** /faqs: heading, the FAQ list island (streamed), support block and stat tiles. */
export function FaqsPage({ data, active, email }: FaqsPageProps) {
  const from = usePagePath();
  return (
    <>
      <header className="container container--narrow page-head">
        <p className="eyebrow">Help centre</p>
        <h1 className="page-head__title">Frequently Asked Questions</h1>
        <p className="page-head__lead">Answers about booking, pricing, delivery and our photography services.</p>
      </header>
      <section className="container container--narrow section section--tight" aria-labelledby="faq-questions">
        {/* Outline: the question headings (h3) sit under a section heading, not straight under h1. */}
        <h2 id="faq-questions" className="visually-hidden">
          Questions and answers
        </h2>
        <Block
          data={data}
          fallback={<LoadingState />}
          error={() => <ErrorState title="Error" message="Failed to load FAQs. Please try again later." />}
        >
          {(faqs) => <Island name="FaqList" component={FaqList} props={{ faqs, active }} hydrate="idle" />}
        </Block>
      </section>
      <section className="section section--alt" aria-labelledby="faq-support">
        <div className="container stack faq-support">
          <h2 id="faq-support">Still have questions?</h2>
          <p className="muted">Our team is happy to help with anything not covered here.</p>
          <div className="cluster">
            <Button href={`mailto:${email}`}>
              <Icon name="mail" /> Email Support
            </Button>
            <Button href={chatHref(from)} variant="secondary" target="_blank" rel="noopener noreferrer">
              <Icon name="chat" /> Live Chat
            </Button>
          </div>
          <StatTiles items={STATS} />
        </div>
      </section>
    </>
  );
}
