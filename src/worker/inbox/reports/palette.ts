/**
 * The reports' colours, one meaning each (docs/marketing.md "Reading the funnel"): sources have a
 * palette of their own, stages another, chat taps a third, and no colour is in two of them, so a
 * colour never means a source in one chart and a stage in the next. The stage colours are the
 * inbox's stage badges' too: inbox.css declares them once as custom properties (--stage-new …),
 * which palette.test.ts checks against these. Each at least 4.5:1 on white (WCAG 1.4.11 asks 3:1
 * for graphics), so the text beside a bar in the same colour would read too.
 */
import type { Stage } from '../../../shared/vocabulary/stages';

/** The stages: new blue, contacted teal, quoted amber, booked green, lost grey. */
export const STAGE_COLOURS: Record<Stage, string> = {
  new: '#1d5fa8',
  contacted: '#00766c',
  quoted: '#9c5d00',
  booked: '#2e7d32',
  lost: '#616161',
};

/** Chat taps beside the funnel (not a stage). */
export const TAP_COLOUR = '#3f2a86';

/** The daily chart's sources (top five, then '(other)'): purple, pink, deep orange, olive, dark brown, black. */
export const SERIES_COLOURS = ['#7b1fa2', '#c2185b', '#bf360c', '#5f6b00', '#4e342e', '#000000'] as const;
