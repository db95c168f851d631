import { describe, expect, it } from 'vitest';
import { exportRow } from '../../../tests/helpers/export-row';
import { channel } from '../../shared/attribution/channel';
import { jsonLines } from './ledger';

const row = exportRow;

describe('--json', () => {
  it('prints one lead per line with both touches holding every parameter name', () => {
    const lines = jsonLines([
      row({}),
      row({ id: 'lead-2', first_touch: null, status: 'waiting', delivered_at: null }),
    ]).split('\n');
    expect(lines).toHaveLength(2);
    const lead = JSON.parse(lines[0]!);
    expect(lead).toMatchObject({
      id: 'lead-1',
      form: 'callback',
      status: 'delivered',
      receivedAt: '2026-11-20T10:05:00.000Z',
    });
    expect(Object.keys(lead.attribution.first)).toEqual([
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
      'gclid',
      'gbraid',
      'wbraid',
      'fbclid',
      'landingPage',
      'referrer',
      'at',
    ]);
    expect(lead.attribution.first).toMatchObject({
      utm_campaign: 'jaipur-weddings',
      utm_term: null,
      gclid: 'Cj0KCQ_abc-123',
    });
    expect(lead.attribution.last).toBeNull();
    expect(JSON.parse(lines[1]!).attribution).toEqual({ first: null, last: null });
  });
});

describe('channel', () => {
  it('names auto-tagged clicks and direct visits', () => {
    expect(channel({ gclid: 'x' } as never)).toEqual({ source: 'google', medium: 'cpc', campaign: '(not set)' });
    expect(channel({ fbclid: 'x' } as never)).toMatchObject({ source: 'facebook', medium: 'paid' });
    expect(channel(null)).toEqual({ source: '(direct)', medium: '(none)', campaign: '(not set)' });
  });
});
