/**
 * The bar on every preview page: says it is a preview and offers the way out. Its stylesheet and
 * the overlay script (src/client/preview.*) load on preview pages only; public pages never
 * reference them.
 */
export const PREVIEW_ASSETS = import.meta.env.DEV
  ? { css: '/src/client/preview-bar.css', js: '/src/client/preview.ts' }
  : { css: `/assets/preview/preview-bar.css?v=${__BUILD_ID__}`, js: `/assets/preview/preview.js?v=${__BUILD_ID__}` };

export function PreviewBar({ path }: { path: string }) {
  return (
    <>
      <link rel="stylesheet" href={PREVIEW_ASSETS.css} />
      <div className="preview-bar" role="region" aria-label="Preview">
        <strong className="preview-bar__label">Preview</strong>
        <span className="preview-bar__note">Drafts are shown here; visitors see the published site.</span>
        <a className="preview-bar__exit" href={`/api/draft-mode/disable?redirect=${encodeURIComponent(path)}`}>
          Exit preview
        </a>
      </div>
      <script type="module" src={PREVIEW_ASSETS.js} />
    </>
  );
}
