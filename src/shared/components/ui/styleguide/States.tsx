import { Button } from '../Button';
import { EmptyState, ErrorState, LoadingState, Skeleton, SkeletonCard } from '../States';
import { SgBlock } from './samples';

/** Loading skeletons, empty and error states. */
export function StatesSection() {
  return (
    <>
      <SgBlock title="Loading, empty and error states" id="sg-states">
        <LoadingState message="Loading photographers...">
          <ul className="grid-4">
            {[0, 1, 2, 3].map((i) => (
              <li key={i}>
                <SkeletonCard ratio="4x5" />
              </li>
            ))}
          </ul>
        </LoadingState>
        <div className="grid-2">
          <div>
            <Skeleton variant="title" />
            <Skeleton lines={3} />
          </div>
          <div className="stack">
            <Skeleton variant="circle" />
            <Skeleton variant="media" ratio="16x9" />
          </div>
        </div>
        <div className="grid-2">
          <EmptyState title="No portfolios found" message="We'll have more work to show soon." />
          <ErrorState
            title="Error"
            message="Failed to fetch blog posts"
            action={<Button variant="secondary">Retry</Button>}
          />
        </div>
        <EmptyState compact icon={null} message="No FAQs found for this category." />
      </SgBlock>
    </>
  );
}
