import type * as z from 'zod/mini';
import { graphSettings } from '../../graph/settings';
import { readGroup } from '../../settings/zod';
import { whatsappDigestParams } from '../digest';
import { whatsappParams } from '../format';
import { sendWhatsApp } from '../send';
import { CHANNEL_SETTINGS } from '../settings';
import { waiting, type NoticeChannel } from './types';

/**
 * The WhatsApp channel: an approved template message through the WhatsApp Business Cloud API (the
 * one Graph client; its origin META_GRAPH_URL is graph/settings.ts's), one per number, the lead
 * (../format.ts whatsappParams) or the digest (../digest.ts whatsappDigestParams) in the
 * template's parameters. Settings: NOTIFY_WHATSAPP_TO, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_TOKEN,
 * WHATSAPP_TEMPLATE, WHATSAPP_DIGEST_TEMPLATE (../settings.ts).
 */
type Settings = z.output<typeof CHANNEL_SETTINGS.whatsapp.schema>;

const templateSetting = (kind: string) => (kind === 'digest' ? 'WHATSAPP_DIGEST_TEMPLATE' : 'WHATSAPP_TEMPLATE');

/** The sender's settings a job of this kind needs: its jobs wait until they are set. */
const missing = (v: Settings, kind: string) =>
  (
    [
      ['WHATSAPP_PHONE_NUMBER_ID', v.WHATSAPP_PHONE_NUMBER_ID],
      ['WHATSAPP_TOKEN', v.WHATSAPP_TOKEN],
      [templateSetting(kind), v[templateSetting(kind)]],
    ] as const
  )
    .filter(([, value]) => !value)
    .map(([name]) => name);

export const whatsapp: NoticeChannel<typeof CHANNEL_SETTINGS.whatsapp.schema, string[], 'whatsapp'> = {
  name: 'whatsapp',
  settings: CHANNEL_SETTINGS.whatsapp,
  recipientsSetting: 'NOTIFY_WHATSAPP_TO',
  recipients: (v) => (v.NOTIFY_WHATSAPP_TO ?? []).map((to) => to.replace(/^\+/, '')),
  perRecipient: true,
  // Sent through the Graph client: a malformed META_GRAPH_URL holds its jobs too.
  problem(env) {
    const graph = readGroup(graphSettings, env);
    return graph.ok ? null : graph.problem;
  },
  missing,
  digest: (v) => !!v.WHATSAPP_DIGEST_TEMPLATE,
  message: (s, siteUrl) =>
    s.kind === 'digest' ? whatsappDigestParams(s.digest, siteUrl) : whatsappParams(s.kind, s.lead, siteUrl, s.title),
  async send({ kind, message: params, to, settings, ctx }) {
    if (!to || !settings.NOTIFY_WHATSAPP_TO?.some((n) => n.replace(/^\+/, '') === to))
      return { ok: false, error: 'recipient not configured any more', skipped: true };
    const unset = missing(settings, kind);
    if (unset.length)
      return waiting(`WhatsApp is not fully configured: ${unset.join(', ')} not set (sent once it is set)`);
    const graph = readGroup(graphSettings, ctx.env);
    return sendWhatsApp(
      { META_GRAPH_URL: graph.ok ? graph.value.META_GRAPH_URL : undefined },
      {
        phoneNumberId: settings.WHATSAPP_PHONE_NUMBER_ID!,
        token: settings.WHATSAPP_TOKEN!,
        template: settings[templateSetting(kind)]!,
        to,
        params,
      },
    );
  },
};
