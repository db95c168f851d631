import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handled } from './handled';

/**
 * Meta's Graph API stand-in for the Conversions API (POST /<version>/<pixel id>/events), on
 * loopback: records every request with its parsed JSON body and answers as Meta does — 200
 * `{ events_received, messages, fbtrace_id }`, or an error status with `{ error: { … } }`.
 * (Named for the Conversions API so it does not clash with the notices' WhatsApp stand-in.)
 */
export interface CapiEvent {
  event_name: string;
  event_time: number;
  event_id: string;
  action_source: string;
  event_source_url: string;
  user_data: Record<string, unknown>;
  custom_data?: Record<string, unknown>;
}

export interface CapiRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  raw: string;
  body: { data?: CapiEvent[]; access_token?: string; test_event_code?: string } | null;
  /** What the stand-in answered. */
  status: number;
}

export interface CapiStandin {
  url: string;
  requests: CapiRequest[];
  /** 200 (default) or an error status; `code` is Meta's error code in the answer (100: invalid parameter). */
  answer(status: number, code?: number): void;
  /** Every event received with this event_id, with the status it was answered. */
  events(eventId: string): Array<{ event: CapiEvent; status: number; request: CapiRequest }>;
  waitFor(match: (requests: CapiRequest[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startCapi(): Promise<CapiStandin> {
  const requests: CapiRequest[] = [];
  let status = 200;
  let code = 100;
  let seq = 0;
  const server: Server = createServer(
    handled(async (req, res) => {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      let body: CapiRequest['body'];
      try {
        body = JSON.parse(raw);
      } catch {
        body = null;
      }
      const answered = status;
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        raw,
        body,
        status: answered,
      });
      const fbtrace_id = `Atrace${++seq}`;
      const payload =
        answered < 300
          ? { events_received: body?.data?.length ?? 0, messages: [], fbtrace_id }
          : {
              error: {
                message: answered >= 500 ? 'An unknown error occurred' : 'Invalid parameter',
                type: 'OAuthException',
                code: answered >= 500 ? 2 : code,
                error_subcode: 2804003,
                error_user_msg: answered >= 500 ? undefined : 'The event time is invalid.',
                fbtrace_id,
              },
            };
      res.writeHead(answered, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: (s, c = 100) => {
      status = s;
      code = c;
    },
    events: (eventId) =>
      requests.flatMap((request) =>
        (request.body?.data ?? [])
          .filter((e) => e.event_id === eventId)
          .map((event) => ({ event, status: request.status, request })),
      ),
    async waitFor(match, timeoutMs = 25_000) {
      const end = Date.now() + timeoutMs;
      while (!match(requests)) {
        if (Date.now() > end)
          throw new Error(`Meta stand-in: condition not met in ${timeoutMs} ms (${requests.length} requests)`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
