import { cmsText } from '../../shared/format';
import { Q, type Cancellation } from '../content';
import type { AppContext } from '../app-env';

/**
 * The site's own cancellation policy (the cancellationPolicy document, in the page's language,
 * through the content layer: docs/product.md#legal-pages), as the proposal page shows it. A
 * failed or missing document: no sections (the page still shows the proposal).
 */
export async function policySections(c: AppContext): Promise<Array<{ title: string; content: string }>> {
  try {
    const doc = await c.get('content').query<Cancellation | null>(Q.CANCELLATION);
    return (Array.isArray(doc?.sections) ? doc.sections : [])
      .map((s) => ({ title: cmsText(s?.title), content: cmsText(s?.content) }))
      .filter((s) => s.title || s.content);
  } catch (error) {
    console.error('proposal: no cancellation policy:', error instanceof Error ? error.message : error);
    return [];
  }
}
