/**
 * The content team's Studio, served by the site's worker at /studio (docs/editors.md#setting-up-the-studio).
 * Plugins are a plain list: the preview issue adds presentationTool here.
 */
import { defineConfig, type DocumentActionComponent } from 'sanity';
import { structureTool } from 'sanity/structure';
import { presentation } from './src/presentation';
import { SINGLETON_TYPES, schemaTypes } from './src/schemaTypes';
import { readSiteConfig } from './src/site-config';
import { structure } from './src/structure';

const { projectId, dataset } = readSiteConfig();
const singletons = new Set<string>(SINGLETON_TYPES);
/** What an editor may do to a singleton: no duplicate, no delete (the site reads it by type). */
const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore']);

export default defineConfig({
  name: 'default',
  title: 'ShutterStory content',
  // No basePath here: sanity.cli.ts (project.basePath) already mounts the Studio at /studio;
  // a workspace basePath would be added to it and deep links would find no workspace.
  projectId,
  dataset,
  plugins: [structureTool({ structure }), presentation],
  schema: {
    types: schemaTypes,
    // Singletons are opened from the menu, never created from "New document".
    templates: (templates) => templates.filter(({ schemaType }) => !singletons.has(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      singletons.has(schemaType)
        ? actions.filter(
            (action: DocumentActionComponent) => action.action !== undefined && SINGLETON_ACTIONS.has(action.action),
          )
        : actions,
    newDocumentOptions: (options, { creationContext }) =>
      creationContext.type === 'global' ? options.filter(({ templateId }) => !singletons.has(templateId)) : options,
  },
});
