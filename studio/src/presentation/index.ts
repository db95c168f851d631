/**
 * The Presentation tool: the site in a frame beside the editor, showing drafts through the
 * worker's draft mode (src/worker/preview, docs/editors.md#draft-preview). The Studio is served by the
 * same worker at /studio, so the preview is this origin.
 */
import { presentationTool } from 'sanity/presentation';
import { locations, mainDocuments } from './resolve';

export const presentation = presentationTool({
  title: 'Preview',
  previewUrl: {
    initial: '/',
    previewMode: { enable: '/api/draft-mode/enable', disable: '/api/draft-mode/disable' },
  },
  resolve: { locations, mainDocuments },
});
