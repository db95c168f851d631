import { enableVisualEditing } from '@sanity/visual-editing';

/**
 * Preview pages only (src/worker/preview/PreviewBar.tsx): the click-to-edit overlays of the
 * Studio's Presentation tool. They find the edit links (stega) in the page's text and talk to
 * the Studio frame by postMessage. Pages render on the server from uncached drafts, so when the
 * Studio reports an edit (or the editor presses refresh) a reload shows it.
 */
enableVisualEditing({
  refresh: () => new Promise<void>(() => location.reload()),
  // The editor picked another perspective (published, drafts, a release): the server re-signs the
  // preview cookie and says whether it changed; only then does the page reload with it.
  onPerspectiveChange(perspective) {
    fetch('/api/draft-mode/perspective', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ perspective }),
    })
      .then((res) => (res.ok ? (res.json() as Promise<{ changed?: boolean }>) : null))
      .then((result) => {
        if (result?.changed) location.reload();
      })
      .catch(() => {});
  },
  history: {
    // Tell the Studio where the frame is, so its URL bar and "documents on this page" follow.
    subscribe(navigate) {
      navigate({ type: 'replace', url: `${location.pathname}${location.search}${location.hash}` });
      return () => {};
    },
    // The Studio navigated the frame (its URL bar, a document's location).
    update(update) {
      if (update.type === 'pop') history.back();
      else if (update.url !== `${location.pathname}${location.search}${location.hash}`) location.assign(update.url);
    },
  },
});
