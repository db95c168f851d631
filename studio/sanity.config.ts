/**
 * The content team's Studio, served by the site's worker at /studio (docs/editors.md#setting-up-the-studio).
 * Plugins are a plain list: the preview issue adds presentationTool here.
 */
import { defineConfig, type DocumentActionComponent } from 'sanity';
import { structureTool } from 'sanity/structure';
import { LANGUAGES, languagesPlugin } from './src/languages';
import { presentation } from './src/presentation';
import { SINGLETON_TYPES, schemaTypes } from './src/schemaTypes';
import { readSiteConfig } from './src/site-config';
import { structure } from './src/structure';

const { projectId, dataset } = readSiteConfig();
const singletons = new Set<string>(SINGLETON_TYPES);
/** The plugin's per-language templates of the singletons: the menu opens each fixed-id document with one. */
const singletonTemplates = new Set<string>(
  SINGLETON_TYPES.flatMap((type) => LANGUAGES.map(({ id }) => `${type}-${id}`)),
);
/** What an editor may do to a singleton: no duplicate, no delete (the site reads it by type). */
const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore']);

export default defineConfig({
  name: 'default',
  title: 'ShutterStory content',
  // No basePath here: sanity.cli.ts (project.basePath) already mounts the Studio at /studio;
  // a workspace basePath would be added to it and deep links would find no workspace.
  projectId,
  dataset,
  plugins: [structureTool({ structure }), presentation, languagesPlugin],
  schema: {
    types: schemaTypes,
    // Singletons are opened from the menu, never created from "New document"; the menu creates each
    // language's document with the plugin's template of that language.
    templates: (templates) =>
      templates.filter(({ schemaType, id }) => !singletons.has(schemaType) || singletonTemplates.has(id)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      singletons.has(schemaType)
        ? actions.filter(
            (action: DocumentActionComponent) => action.action !== undefined && SINGLETON_ACTIONS.has(action.action),
          )
        : actions,
    newDocumentOptions: (options, { creationContext }) =>
      creationContext.type === 'global'
        ? options.filter(({ templateId }) => !singletons.has(templateId) && !singletonTemplates.has(templateId))
        : options,
  },
});
