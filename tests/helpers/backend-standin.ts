import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handled } from './handled';

export interface BackendRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** What the stand-in answered. */
  status: number;
  at: number;
}

export interface Backend {
  /** http://127.0.0.1:PORT (stable across down()/up()). */
  url: string;
  requests: BackendRequest[];
  /** Status the next requests get (200 by default; 500 = backend failing). */
  answer(status: number): void;
  /** While on, requests are recorded (status 0) and never answered: a backend that hangs. */
  stall(on: boolean): void;
  /** Stops listening: the port refuses connections (backend unreachable). */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  /** Resolves when `match` holds for the recorded requests, or rejects after `timeoutMs`. */
  waitFor(match: (requests: BackendRequest[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** The lead backend's stand-in ({BACKEND_URL}/submit-*): records every request, answers a chosen status. */
export async function startBackend(): Promise<Backend> {
  const requests: BackendRequest[] = [];
  let status = 200;
  let stalled = false;
  let port = 0;
  let server: Server | null = null;

  const up = async () => {
    const s = createServer(
      handled(async (req, res) => {
        let body = '';
        for await (const chunk of req) body += chunk;
        if (stalled) {
          requests.push({
            method: req.method ?? '',
            path: req.url ?? '',
            headers: req.headers,
            body,
            status: 0,
            at: Date.now(),
          });
          return; // never answered; the caller gives up (or down() closes it)
        }
        const answered = status;
        requests.push({
          method: req.method ?? '',
          path: req.url ?? '',
          headers: req.headers,
          body,
          status: answered,
          at: Date.now(),
        });
        res.writeHead(answered, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: answered < 300 }));
      }),
    );
    await new Promise<void>((resolve, reject) => {
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => resolve());
    });
    port = (s.address() as AddressInfo).port;
    server = s;
  };
  const down = async () => {
    const s = server;
    server = null;
    if (!s) return;
    s.closeAllConnections();
    await new Promise<void>((resolve) => s.close(() => resolve()));
  };

  await up();
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: (s) => {
      status = s;
    },
    stall: (on) => {
      stalled = on;
    },
    down,
    up,
    async waitFor(match, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      while (!match(requests)) {
        if (Date.now() > until)
          throw new Error(`backend stand-in: condition not met in ${timeoutMs} ms (${requests.length} requests)`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: down,
  };
}
