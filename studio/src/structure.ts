/**
 * The Studio's left-hand menu: each singleton once (opening its fixed-id document), then every
 * other document type as a list.
 */
import type { StructureResolver } from 'sanity/structure';
import { SINGLETON_TYPES } from './schemaTypes';

const singletons = new Set<string>(SINGLETON_TYPES);

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      ...SINGLETON_TYPES.map((type) =>
        S.documentTypeListItem(type).child(S.document().schemaType(type).documentId(type)),
      ),
      S.divider(),
      ...S.documentTypeListItems().filter((item) => !singletons.has(item.getId() ?? '')),
    ]);
