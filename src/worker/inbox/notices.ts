import { CALL_NOTICES } from './lead/call-form';
import type { C } from './page';
import type { Notice } from './view/Layout';

/**
 * Notices after a redirect (the list's and a lead's pages): fixed texts by code, so no text from the
 * URL lands on the page.
 */
const NOTICES: Record<string, Notice> = {
  stage: { kind: 'ok', text: 'Status saved.' },
  note: { kind: 'ok', text: 'Note added.' },
  reply: { kind: 'ok', text: 'Reply sent on WhatsApp.' },
  same: { kind: 'ok', text: 'Nothing to change.' },
  released: { kind: 'ok', text: 'Marked as not spam: the lead is on its way to the team.' },
  unreleased: { kind: 'ok', text: 'This lead is not in the Spam view: nothing changed.' },
  owner: { kind: 'ok', text: 'Owner changed.' },
  merged: { kind: 'ok', text: 'Joined: these enquiries are one person now.' },
  'merge-same': { kind: 'ok', text: 'These enquiries are one person already: nothing changed.' },
  'merge-missing': { kind: 'error', text: 'That enquiry is gone: nothing changed.' },
  unmerged: { kind: 'ok', text: 'Undone: the enquiries are apart again, as before the join.' },
  'unmerge-gone': { kind: 'ok', text: 'This join was undone already: nothing changed.' },
  'unmerge-later': { kind: 'error', text: 'A later join moved these enquiries: undo that one first.' },
  ...CALL_NOTICES,
};
export const noticeOf = (c: C) => NOTICES[c.req.query('done') ?? ''] ?? null;
