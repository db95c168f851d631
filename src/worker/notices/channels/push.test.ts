import { describe, expect, it } from 'vitest';
import { pushEndpointAllowed } from '../../push/origins';
import type { NoticeLead } from '../lead';
import { pushNotice } from './push';

// The push channel's payload and the push services it may post to (docs/sales.md "Notifications on
// a phone"); the sending, encrypted and signed, through the worker: tests/unit/inbox-push.test.ts.
const LEAD: NoticeLead = {
  id: 'lead-1',
  form: 'callback',
  stage: 'new',
  name: 'Priya\u202e Sharma\n<b>',
  service: 'wedding',
  city: 'jaipur',
  receivedAt: '2026-11-24T09:34:00.000Z',
  source: 'google',
  campaign: 'diwali',
  phone: '919876543210',
  email: 'priya@example.in',
  message: 'Call me on 9876543210',
  owner: 'Asha Rao',
};
const SITE = 'https://photos.example';

describe('a push', () => {
  it('names the lead and what they asked for, links to its inbox page; no phone, e-mail or message', () => {
    const n = pushNotice({ kind: 'notice', lead: LEAD }, SITE);
    expect(n).toEqual({
      title: 'New callback request',
      // Bidi and control characters dropped, one line; markup stays text (a notification body is plain text).
      body: 'Priya Sharma <b> — Wedding, Jaipur',
      url: 'https://photos.example/admin/leads/lead-1',
      tag: 'notice:lead-1',
      audience: 'owner',
      leadId: 'lead-1',
    });
    expect(JSON.stringify(n)).not.toMatch(/9876543210|priya@|Call me/);
  });

  it('an escalation goes to the team; a reassignment, a follow-up or any other kind to the owner', () => {
    expect(pushNotice({ kind: 'escalation', lead: LEAD }, SITE)).toMatchObject({
      title: 'First response overdue: callback request not contacted yet',
      audience: 'team',
    });
    expect(pushNotice({ kind: 'escalation', lead: LEAD, title: 'Reassigned' }, SITE)).toMatchObject({
      title: 'Reassigned: callback request',
      audience: 'owner',
    });
    expect(pushNotice({ kind: 'follow-up', lead: LEAD, title: 'Follow-up due' }, SITE).audience).toBe('owner');
  });

  it('nothing for an unverified lead’s notice or the digest', () => {
    expect(pushNotice({ kind: 'notice', lead: { ...LEAD, quality: 'unverified' } }, SITE).skip).toMatch(/unverified/);
    expect(pushNotice({ kind: 'digest', digest: {} as never }, SITE).skip).toBe('no digest by push');
  });
});

describe('the push services a subscription may name', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', true],
    ['https://updates.push.services.mozilla.com/wpush/v2/abc', true],
    ['https://wns2-par02p.notify.windows.com/w/?token=abc', true],
    ['https://web.push.apple.com/QGx', true],
    ['http://fcm.googleapis.com/fcm/send/abc', false],
    ['https://fcm.googleapis.com:444/x', false],
    ['https://evil.com/fcm.googleapis.com', false],
    ['https://fcm.googleapis.com.evil.com/x', false],
    ['https://notify.windows.com.evil.com/x', false],
    ['https://a:b@web.push.apple.com/x', false],
    ['http://127.0.0.1:9999/x', false],
    ['not a url', false],
  ])('%s: %s', (endpoint, allowed) => {
    expect(pushEndpointAllowed(endpoint)).toBe(allowed);
  });

  it('PUSH_SERVICE_ORIGINS adds exact origins, http too (tests’ stand-ins)', () => {
    expect(pushEndpointAllowed('http://127.0.0.1:9999/x', ['http://127.0.0.1:9999'])).toBe(true);
    expect(pushEndpointAllowed('http://127.0.0.1:9998/x', ['http://127.0.0.1:9999'])).toBe(false);
    expect(pushEndpointAllowed('https://127.0.0.1:9999/x', ['http://127.0.0.1:9999'])).toBe(false);
  });
});
