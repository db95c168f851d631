import { request } from 'node:http';

export const TEN_MB = 10 * 1024 * 1024;
const CHUNK = new Uint8Array(64 * 1024).fill(0x61); // "aaaa…": valid in any body type

export interface HugeAnswer {
  status: number;
  body: string;
}

/**
 * POSTs `send` bytes to `url`, then waits for the answer. With `declare`, the request says
 * Content-Length: 10 MB and the rest is never sent: an endpoint that reads the whole body before
 * answering never answers (rejects after `timeoutMs`). Without it, the body is chunked (no
 * length to check: only the bytes read can tell its size) and ends after `send` bytes.
 */
export function postHuge(
  url: URL,
  headers: Record<string, string>,
  { declare, send, timeoutMs = 10_000 }: { declare: boolean; send: number; timeoutMs?: number },
): Promise<HugeAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: { ...headers, ...(declare ? { 'content-length': String(TEN_MB) } : {}) },
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer after ${send} of ${TEN_MB} bytes: the endpoint waits for the whole body`));
    }, timeoutMs);
    req.on('response', (res) => {
      const parts: Buffer[] = [];
      res.on('data', (b: Buffer) => parts.push(b));
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode!, body: Buffer.concat(parts).toString('utf8') });
        req.destroy();
      });
    });
    req.on('error', () => {}); // the worker may close the connection on the unsent rest; the answer decides
    for (let sent = 0; sent < send; sent += CHUNK.byteLength) req.write(CHUNK);
    if (!declare) req.end();
  });
}
