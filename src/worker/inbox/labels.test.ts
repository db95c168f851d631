import { describe, expect, it } from 'vitest';
import { crmLine, fieldLabel, ordinal, serviceField } from './labels';
import { contactLinks } from './view/format';

describe('labels', () => {
  it('shows values by label, fields by human names, the service field by the form', () => {
    expect(fieldLabel('firstName')).toBe('First name');
    expect(fieldLabel('businessName')).toBe('Business name');
    expect(fieldLabel('portfolio')).toBe('Portfolio link');
    expect(fieldLabel('someNewField')).toBe('Some new field');
    expect(serviceField('callback')).toBe('Service');
    expect(serviceField('partner')).toBe('Category');
    expect(serviceField('photographer')).toBe('Experience');
    expect(serviceField('whatsapp')).toBeNull();
  });

  it('counts enquiries as ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
    ]);
  });

  it('says where a lead stands with the CRM in plain words', () => {
    expect(crmLine({ ledger_status: 'waiting', relay_status: 'kept' })).toBe('Saved here — no CRM connected');
    expect(
      crmLine({ ledger_status: 'delivered', relay_status: 'delivered', delivered_at: '2026-11-25T09:00:00.000Z' }),
    ).toBe('Sent to the CRM on 25 Nov 2026');
    expect(crmLine({ ledger_status: 'waiting', relay_status: 'pending', relay_attempts: 3 })).toBe(
      'Waiting to be sent to the CRM (3 tries)',
    );
  });
});

describe('the WhatsApp greeting', () => {
  const text = (form: string, service: string) =>
    new URL(
      contactLinks({ name: 'Asha', email: null, phone: '919876501234', service, form }, 'Studio').whatsapp!,
    ).searchParams.get('text');
  it('speaks of the application to an applicant, of the service (by label) to a customer', () => {
    expect(text('photographer', 'Intermediate (1-3 years)')).toBe(
      'Hello Asha, this is Studio about your application to join as a photographer.',
    );
    expect(text('partner', 'Hotels')).toBe('Hello Asha, this is Studio about your partner application.');
    expect(text('callback', 'wedding')).toBe('Hello Asha, this is Studio about your enquiry for Wedding.');
    expect(text('whatsapp', '')).toBe('Hello Asha, this is Studio about your enquiry.');
  });
});
