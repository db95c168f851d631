import { expect, it } from 'vitest';
import { STAGE_LABELS, STAGES, stageLabel } from './stages';

it('lists the stages in order, each with its label; an unknown stage as stored', () => {
  expect(STAGES).toEqual(['new', 'contacted', 'quoted', 'booked', 'lost']);
  expect(Object.keys(STAGE_LABELS)).toEqual([...STAGES]);
  expect(STAGES.map(stageLabel)).toEqual(['New', 'Contacted', 'Quoted', 'Booked', 'Lost']);
  expect(stageLabel('archived')).toBe('archived');
  expect(stageLabel(null)).toBe('');
});
