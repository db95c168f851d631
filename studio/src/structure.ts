/**
 * The Studio's left-hand menu: each singleton once (one fixed-id document per language), then
 * every other document type as a list; a translated type lists its documents by language and,
 * for each language but English, the English documents that still lack that translation
 * ("Missing हिन्दी"; docs/editors.md#translating-a-document).
 */
import type { StructureBuilder, StructureResolver } from 'sanity/structure';
import { BASE_FILTER, missingFilter } from './missing';
import { LANGUAGES, singletonId, TRANSLATED_TYPES, TRANSLATION_LOCALES } from './languages';
import { SINGLETON_TYPES } from './schemaTypes';

const singletons = new Set<string>(SINGLETON_TYPES);
const translated = new Set<string>(TRANSLATED_TYPES);
const hidden = new Set(['translation.metadata']);
const nameOf = (id: string) => LANGUAGES.find((l) => l.id === id)?.title ?? id;

/** A singleton: its English document, then one per other language (created from that language's template). */
const singletonItem = (S: StructureBuilder, type: string) =>
  S.documentTypeListItem(type).child(
    S.list()
      .title(S.documentTypeListItem(type).getTitle() ?? type)
      .items(
        LANGUAGES.map(({ id, title }) =>
          S.listItem()
            .id(singletonId(type, id))
            .title(title)
            .child(
              S.document().schemaType(type).documentId(singletonId(type, id)).initialValueTemplate(`${type}-${id}`),
            ),
        ),
      ),
  );

/** A translated type: all its documents, those of each language, and those still missing each translation. */
const translatedItem = (S: StructureBuilder, type: string) => {
  const title = S.documentTypeListItem(type).getTitle() ?? type;
  return S.documentTypeListItem(type).child(
    S.list()
      .title(title)
      .items([
        S.listItem().id('all').title(`All`).child(S.documentTypeList(type).title(title)),
        ...LANGUAGES.map(({ id, title: language }) =>
          S.listItem()
            .id(id)
            .title(language)
            .child(
              S.documentList()
                .title(`${title}: ${language}`)
                .schemaType(type)
                .filter(id === 'en' ? `_type == $type && ${BASE_FILTER}` : '_type == $type && language == $lang')
                .params({ type, lang: id }),
            ),
        ),
        ...TRANSLATION_LOCALES.map((id) =>
          S.listItem()
            .id(`missing-${id}`)
            .title(`Missing ${nameOf(id)}`)
            .child(
              S.documentList()
                .title(`${title}: missing ${nameOf(id)}`)
                .schemaType(type)
                .filter(missingFilter)
                .params({ type, lang: id }),
            ),
        ),
      ]),
  );
};

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      ...SINGLETON_TYPES.map((type) => singletonItem(S, type)),
      S.divider(),
      ...S.documentTypeListItems()
        .filter((item) => !singletons.has(item.getId() ?? '') && !hidden.has(item.getId() ?? ''))
        .map((item) => (translated.has(item.getId() ?? '') ? translatedItem(S, item.getId()!) : item)),
    ]);
