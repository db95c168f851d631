import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handled } from './handled';

/**
 * Loopback stand-ins for the notice channels (the pattern of backend-standin.ts): a chat webhook
 * receiver (Slack/Google Chat/Discord accept any JSON POST with 200) and Meta's Graph API
 * (POST /<version>/<phone number id>/messages answers a message id, or Meta's error shape).
 */
export interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  json: any;
  status: number;
  at: number;
}

export interface Receiver {
  url: string;
  requests: Received[];
  /** The status of the next answers (200 default); `times`: only that many, then 200 again. */
  fail(status: number, times?: number): void;
  waitFor(match: (requests: Received[]) => boolean, timeoutMs?: number, what?: string): Promise<void>;
  close(): Promise<void>;
}

type Answer = (req: Received) => unknown;

export async function startReceiver(answer: Answer = () => ({ ok: true })): Promise<Receiver> {
  const requests: Received[] = [];
  let failStatus = 0;
  let failTimes = 0;
  const server: Server = createServer(
    handled(async (req, res) => {
      let body = '';
      for await (const chunk of req) body += chunk;
      let json: unknown = null;
      try {
        json = JSON.parse(body);
      } catch {
        /* not JSON */
      }
      const status = failTimes > 0 ? (failTimes--, failStatus) : 200;
      const r: Received = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
        json,
        status,
        at: Date.now(),
      };
      requests.push(r);
      const out = status === 200 ? answer(r) : { error: { message: 'Service temporarily unavailable', code: 2 } };
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(out));
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    fail(status, times = Infinity) {
      failStatus = status;
      failTimes = times;
    },
    async waitFor(match, timeoutMs = 20_000, what = 'requests') {
      const end = Date.now() + timeoutMs;
      while (!match(requests)) {
        if (Date.now() > end)
          throw new Error(`stand-in: ${what} not seen in ${timeoutMs} ms (${requests.length} requests)`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Meta's Graph API stand-in: a WhatsApp message accepted. */
export const startGraph = () =>
  startReceiver((r) => ({
    messaging_product: 'whatsapp',
    contacts: [{ input: r.json?.to, wa_id: r.json?.to }],
    messages: [{ id: `wamid.standin${Math.random().toString(36).slice(2)}` }],
  }));
