import type { Locale } from '../../shared/i18n/locales';
import type { Config } from '../settings';
import { imageFor, requestContent, type Content } from '../content/content';
import { previewClient } from './client';
import type { PreviewPerspective } from './perspective';

/**
 * Content for a preview request: every query goes to Sanity with the token and the Studio's
 * perspective, straight past the edge cache, the isolate memo and the last-good copies (nothing
 * read here is stored anywhere, nothing stored is read), deduplicated within the request only.
 */
export function previewContent(config: Config, perspective: PreviewPerspective, locale?: Locale): Content {
  const client = previewClient(config, perspective);
  return requestContent(
    'sanity',
    imageFor(config),
    (groq, params) => client.then((sanity) => sanity.fetch(groq, params)),
    locale,
  );
}
