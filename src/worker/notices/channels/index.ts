import { CHANNEL_SETTINGS } from '../settings';
import { chat } from './chat';
import { email } from './email';
import { push } from './push';
import { whatsapp } from './whatsapp';
import type { AnyNoticeChannel, NoticeChannel } from './types';

/**
 * The notice channels by their outbox names: the one list the notices read (docs/developers.md
 * "Adding a notice channel"). A channel for every entry of ../settings.ts CHANNEL_SETTINGS and for
 * no other (the compiler holds the two together), in that list's order.
 */
const BY_NAME = { webhook: chat, email, whatsapp, push } as const satisfies {
  [N in keyof typeof CHANNEL_SETTINGS]: NoticeChannel<(typeof CHANNEL_SETTINGS)[N]['schema'], unknown, N>;
};

/** The outbox's names of the notice channels. */
export type ChannelName = keyof typeof BY_NAME;

/** The notice channels, in the order their jobs are planned (CHANNEL_SETTINGS's). */
export const NOTICE_CHANNELS: readonly AnyNoticeChannel[] = (Object.keys(CHANNEL_SETTINGS) as ChannelName[]).map(
  (name) => BY_NAME[name],
);

export type { AnyNoticeChannel, Delivery, NoticeChannel, Subject } from './types';
