import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';
import type { Config } from '../settings';
import { cachedSource } from './cache';
import { imageResolver, type ImageResolver } from './image';
import { requestContent, type Content } from './request';
import { createSource } from './source';

export { requestContent, type Content } from './request';

const resolvers = new WeakMap<Config, ImageResolver>();

export function createContent(
  config: Config,
  env: Env,
  waitUntil: (p: Promise<unknown>) => void,
  locale: Locale = DEFAULT_LOCALE,
): Content {
  const source = cachedSource(createSource(config, env.ASSETS), { kv: env.CONTENT_STATE, waitUntil });
  return requestContent(source.kind, imageFor(config), (groq, params) => source.query(groq, params), locale);
}

/** The image resolver of a configuration, built once per isolate. */
export function imageFor(config: Config): ImageResolver {
  let image = resolvers.get(config);
  if (!image) resolvers.set(config, (image = imageResolver(config)));
  return image;
}
