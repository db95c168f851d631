/**
 * The proposal page's "Copy link" button (docs/decisions/0061-a-copy-button-in-the-inbox.md): the
 * second script the inbox has, loaded by its Layout only on a saved proposal's page. Plain ES2017, no
 * bundle, served by ./assets.ts from this origin (the inbox's CSP: script-src 'self'). Without it, or
 * where the browser has no clipboard, the button stays hidden and the link is selected and copied by hand.
 */
export const COPY_SCRIPT_PATH = '/admin/copy.js';

/** Each `button[data-copy]` copies the value of the input its data-copy names; its status says what happened. */
export const COPY_SCRIPT = `(() => {
  if (!navigator.clipboard) return;
  for (const button of document.querySelectorAll('button[data-copy]')) {
    const input = document.getElementById(button.dataset.copy);
    const status = document.getElementById(button.dataset.copy + '-status');
    if (!input || !status) continue;
    button.hidden = false;
    button.addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(input.value);
        status.textContent = 'Copied.';
      } catch (e) {
        input.select();
        status.textContent = 'Not copied: the link is selected, copy it by hand.';
      }
    });
  }
})();
`;
