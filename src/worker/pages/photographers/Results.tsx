import {
  EmptyState,
  ErrorState,
  LoadingState,
  Pager,
  PhotographerCard,
  SkeletonCard,
} from '../../../shared/components/ui';
import { useLocalePath, useT } from '../../../shared/i18n/context';
import { listingHref } from '../../../shared/photographer-listing';
import type { Listing } from './data';

/** id of the results region: the filter island swaps it after a client-side change. */
export const RESULTS_REGION = 'photographers-results';

/** Cards in the first row load eagerly (above the fold on wide screens); the rest lazily. */
const EAGER_CARDS = 4;

/** The grid of cards and the numbered pager, or the empty text (docs/product.md#photographers). */
export function Results({ listing }: { listing: Listing }) {
  const t = useT();
  const lp = useLocalePath();
  const { cards, page, totalPages, state } = listing;
  if (cards.length === 0) {
    return <EmptyState title={t('pages.photographers.empty')} message={t('pages.photographers.emptyHint')} />;
  }
  return (
    <>
      {/* Card titles are h3: this keeps the heading outline in order under the page's h1. */}
      <h2 className="visually-hidden">{t('pages.photographers.label')}</h2>
      <ul className="grid-4" aria-label={t('pages.photographers.label')}>
        {cards.map((card, i) => (
          <li key={card.id}>
            <PhotographerCard
              name={card.name}
              href={lp(card.href)}
              image={card.image}
              featured={card.featured}
              title={card.title}
              specialty={card.specialty}
              photoCount={card.photoCount}
              bookHref={lp('/contact')}
              eager={i < EAGER_CARDS}
            />
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        totalPages={totalPages}
        hrefFor={(n) => lp(listingHref({ ...state, page: n }))}
        label={t('pages.photographers.pages')}
      />
    </>
  );
}

/** 'Error: {message}' (docs/product.md#messages). */
export function ResultsError({ message }: { message: string }) {
  const t = useT();
  return <ErrorState message={t('pages.photographers.error', { message })} />;
}

export function ResultsLoading() {
  const t = useT();
  return (
    <LoadingState message={t('pages.photographers.loading')}>
      <ul className="grid-4" aria-hidden="true">
        {Array.from({ length: EAGER_CARDS }, (_, i) => (
          <li key={i}>
            <SkeletonCard ratio="4x5" />
          </li>
        ))}
      </ul>
    </LoadingState>
  );
}
