import { useT } from '../../../shared/i18n/context';
import { Island } from '../../../shared/island';
import PhotographerFilters from '../../../shared/islands/PhotographerFilters';
import type { ListingState } from '../../../shared/photographer-listing';
import { Block, type Loaded } from '../../render/Block';
import type { Listing } from './data';
import { RESULTS_REGION, Results, ResultsError, ResultsLoading } from './Results';

/**
 * /photographers (docs/product.md#photographers): search, sort and category filter (an island over a GET form), then
 * the results region, streamed with 'Loading photographers...' and swapped in place by the island.
 */
export function ListingPage({ state, data }: { state: ListingState; data: Promise<Loaded<Listing>> }) {
  const t = useT();
  return (
    <>
      <div className="page-head container">
        <h1 className="page-head__title">{t('pages.photographers.title')}</h1>
      </div>
      <section className="container section section--tight" aria-label={t('pages.photographers.label')}>
        <Island
          name="PhotographerFilters"
          component={PhotographerFilters}
          props={{ q: state.q, category: state.category, sort: state.sort, region: RESULTS_REGION }}
          hydrate="idle"
        />
        <div id={RESULTS_REGION}>
          <Block data={data} fallback={<ResultsLoading />} error={(message) => <ResultsError message={message} />}>
            {(listing) => <Results listing={listing} />}
          </Block>
        </div>
      </section>
    </>
  );
}
