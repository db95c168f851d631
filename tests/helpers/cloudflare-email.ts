/** `cloudflare:email` for the unit level (vitest.config.ts aliases it here): the message as handed over. */
export class EmailMessage {
  constructor(
    readonly from: string,
    readonly to: string,
    readonly raw: ReadableStream | string,
  ) {}
}
