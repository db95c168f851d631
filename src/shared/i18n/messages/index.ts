/**
 * Every language's catalogue folder, found by its name: `messages/<code>/index.ts` exports the
 * catalogue as `<code>` (docs/developers.md#adding-a-language), so a new language's folder needs no
 * line here. For the worker, all of them eagerly (src/shared/i18n/catalogues.ts completes each); the
 * client loads its page's language only (src/client/messages.ts).
 */
import type { Locale } from '../locales';
import type { Messages } from './en';

const folders = import.meta.glob<Record<string, Partial<Messages>>>('./*/index.ts', { eager: true });

/** Each language's messages as its folder has them: English and Hindi every key, a new language maybe fewer. */
export const CATALOGUE_FOLDERS = Object.fromEntries(
  Object.entries(folders).map(([file, module]) => {
    const code = file.split('/')[1]!;
    return [code, module[code]!];
  }),
) as Record<Locale, Partial<Messages>>;
