import { useLocalePath, useT } from '../../../shared/i18n/context';
import { useFormat } from '../../../shared/i18n/use-format';
import { CardsLoading, ErrorState, EmptyState, PostCard, type PostCardProps } from '../../../shared/components/ui';
import { Island } from '../../../shared/island';
import LoadMorePosts from '../../../shared/islands/LoadMorePosts';
import RetryButton from '../../../shared/islands/RetryButton';
import { Block, type Loaded } from '../../render/Block';

export interface PostList {
  cards: Array<PostCardProps & { key: string }>;
  /** The next `?page=` URL when there are more posts. */
  next: string | null;
}

export const POST_LIST_ID = 'post-list';

/** /blogs: every post newest first, the first N pages of them, and 'Load More Posts'. */
export function BlogList({ data, retryHref }: { data: Promise<Loaded<PostList>>; retryHref: string }) {
  const t = useT();
  const fmt = useFormat();
  const lp = useLocalePath();
  return (
    <>
      <header className="container page-head">
        <p className="eyebrow">{t('pages.blog.eyebrow')}</p>
        <h1 className="page-head__title">{t('pages.blog.title')}</h1>
        <p className="page-head__lead">{t('pages.blog.lead')}</p>
      </header>
      <section className="container section section--tight" aria-label={t('pages.blog.label')}>
        <Block
          data={data}
          fallback={<CardsLoading count={3} grid="grid-3" ratio="3x2" />}
          error={() => (
            <ErrorState
              message={t('pages.blog.error')}
              action={
                <Island name="RetryButton" component={RetryButton} props={{ href: retryHref }} hydrate="visible" />
              }
            />
          )}
        >
          {({ cards, next }) =>
            cards.length === 0 ? (
              <EmptyState message={t('pages.blog.empty')} />
            ) : (
              <>
                <ul className="grid-3 post-list" id={POST_LIST_ID}>
                  {cards.map(({ key, ...card }, i) => (
                    <li key={key}>
                      <PostCard
                        {...card}
                        href={lp(card.href)}
                        {...(card.dateTime ? { date: fmt.date(card.dateTime) } : {})}
                        titleAs="h2"
                        eager={i < 3}
                      />
                    </li>
                  ))}
                </ul>
                {next ? (
                  <Island
                    name="LoadMorePosts"
                    component={LoadMorePosts}
                    props={{ href: lp(next), listId: POST_LIST_ID }}
                    hydrate="visible"
                    className="load-more-slot"
                  />
                ) : null}
              </>
            )
          }
        </Block>
      </section>
    </>
  );
}
