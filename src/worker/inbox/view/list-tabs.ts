import type { View } from '../../data/inbox';

/** The queue's tabs (docs/sales.md "The queue"), in order, and the caption each list shows. */
export const TABS: Array<{ view: View; label: string }> = [
  { view: 'due', label: 'Due now' },
  { view: 'new', label: 'New' },
  { view: 'quoted', label: 'Quoted' },
  { view: 'mine', label: 'Mine' },
  { view: 'all', label: 'All' },
];
export const CAPTIONS: Record<View, string> = {
  due: 'Due now: longest waiting first',
  new: 'New: newest first',
  quoted: 'Quoted: newest first',
  mine: 'Your leads: next due first',
  all: 'All leads: newest first',
};
