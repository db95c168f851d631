import { describe, expect, it } from 'vitest';
import { exportRow, touch } from '../../../tests/helpers/export-row';
import { ADJUSTMENT_HEADER, googleAdsAdjustments, type AdjustmentRow } from './google-ads-adjustments';
import { googleAdsCsv } from './google-ads-csv';

// Google's conversion adjustments (docs/marketing.md#how-google-gets-it, decision 0050): RETRACT a
// booking no longer booked, RESTATE a value changed after the booking, by the export's Order ID.
const contact = { email: 'asha@example.in', phone: '919876543210' };
const booked = (over: Partial<AdjustmentRow>): AdjustmentRow => ({
  ...exportRow({ ...contact, stage: 'booked', value: 85000, stage_at: '2026-11-21T06:30:00.000Z' }),
  booked_at: '2026-11-21T06:30:00.000Z',
  ...over,
});

describe('googleAdsAdjustments', () => {
  it('retracts a booking that left booked, restates a changed value, and leaves the rest out', async () => {
    const file = await googleAdsAdjustments(
      [
        booked({ id: 'gone', stage: 'lost', left_at: '2026-11-25T04:30:00.000Z' }),
        booked({ id: 'more', value: 95000, changed_at: '2026-11-26T04:30:00.000Z' }),
        booked({ id: 'paid', booking_subtotal: 120_000_00, changed_at: '2026-11-27T04:30:00.000Z' }),
        booked({ id: 'same' }),
        booked({ id: 'never', stage: 'lost', booked_at: null, left_at: null }),
        booked({ id: 'denied', stage: 'lost', left_at: '2026-11-25T04:30:00.000Z', consent: 'denied' }),
        booked({ id: 'spam', stage: 'lost', left_at: '2026-11-25T04:30:00.000Z', quality: 'spam' }),
      ],
      { bookingConversionName: 'Booking' },
    );
    expect(file.split('\n')).toEqual([
      ADJUSTMENT_HEADER,
      'gone:booked,Booking,2026-11-25 10:00:00+0530,RETRACT,,',
      'more:booked,Booking,2026-11-26 10:00:00+0530,RESTATE,95000,INR',
      'paid:booked,Booking,2026-11-27 10:00:00+0530,RESTATE,120000,INR',
    ]);
    expect(ADJUSTMENT_HEADER).toBe(
      'Order ID,Conversion Name,Adjustment Time,Adjustment Type,Adjusted Value,Adjusted Value Currency',
    );
  });

  it('names the Order ID the export gave the booking, and only a booking the export could carry', async () => {
    const row = booked({ id: 'b1', booking_subtotal: 100_000_00 });
    const exported = await googleAdsCsv([row]);
    expect(exported).toContain(',100000,INR,');
    expect(exported).toContain(',b1:booked');
    const late = booked({
      id: 'late',
      first_touch: touch({ gclid: 'Cj0_late', at: '2026-06-01T00:00:00.000Z' }),
      received_at: '2026-06-01T00:05:00.000Z',
      stage: 'lost',
      left_at: '2026-11-25T04:30:00.000Z',
    });
    // Booked more than 90 days after its click: never in the export, so nothing to retract.
    expect((await googleAdsAdjustments([late])).split('\n')).toEqual([ADJUSTMENT_HEADER]);
  });
});
