import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handled } from './handled';

/**
 * Cloudflare Turnstile's siteverify on loopback (TURNSTILE_VERIFY_URL): the real one answers only
 * Cloudflare's own test keys, so offline tests need this. The token says what to answer:
 *   pass:<action>      success for `host` and that action
 *   host:<action>      success, but issued on another hostname
 *   bad                invalid-input-response (forged or expired)
 *   slow               never answered (the worker's timeout)
 * Any token verifies once: a second verify of it answers timeout-or-duplicate, unless it repeats
 * the first verify's idempotency_key (then the first answer again), as Cloudflare does.
 * Given `secret`, a call with another secret answers invalid-input-secret (none:
 * missing-input-secret), whatever the token, as Cloudflare does for a widget's wrong secret.
 */
export interface VerifyCall {
  secret: string;
  response: string;
  remoteip: string | null;
  idempotency_key: string | null;
}

export interface SiteverifyStandIn {
  url: string;
  calls: VerifyCall[];
  close(): Promise<void>;
}

export async function startSiteverify(host: string, opts: { secret?: string } = {}): Promise<SiteverifyStandIn> {
  const calls: VerifyCall[] = [];
  const spent = new Map<string, { key: string | null; answer: object }>();
  const server: Server = createServer(
    handled(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const form = await new Request('http://x/', {
        method: 'POST',
        headers: { 'content-type': req.headers['content-type'] ?? '' },
        body: Buffer.concat(chunks),
      }).formData();
      const call: VerifyCall = {
        secret: String(form.get('secret') ?? ''),
        response: String(form.get('response') ?? ''),
        remoteip: form.has('remoteip') ? String(form.get('remoteip')) : null,
        idempotency_key: form.has('idempotency_key') ? String(form.get('idempotency_key')) : null,
      };
      calls.push(call);
      const send = (answer: object) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      const token = call.response;
      if (opts.secret !== undefined && call.secret !== opts.secret)
        return send({ success: false, 'error-codes': [call.secret ? 'invalid-input-secret' : 'missing-input-secret'] });
      if (token === 'slow') return; // never answered
      const before = spent.get(token);
      if (before)
        return send(
          before.key !== null && before.key === call.idempotency_key
            ? before.answer
            : { success: false, 'error-codes': ['timeout-or-duplicate'] },
        );
      const [kind, action = ''] = token.split(':');
      const now = new Date().toISOString();
      const answer =
        kind === 'pass'
          ? { success: true, challenge_ts: now, hostname: host, action, cdata: '', 'error-codes': [] }
          : kind === 'host'
            ? { success: true, challenge_ts: now, hostname: 'evil.example', action, 'error-codes': [] }
            : { success: false, 'error-codes': ['invalid-input-response'] };
      spent.set(token, { key: call.idempotency_key, answer });
      send(answer);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/turnstile/v0/siteverify`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
