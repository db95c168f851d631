/** Draft preview for the Studio's Presentation tool (docs/editors.md#draft-preview). */
export { preview, previewMeta, previewHtml } from './middleware';
export { draftMode } from './routes';
export { previewContent } from './content';
export { PREVIEW_ASSETS, PreviewBar } from './PreviewBar';
export type { PreviewState } from './state';
