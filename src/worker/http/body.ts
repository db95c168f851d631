/**
 * Request bodies with a limit: every endpoint that reads a body reads it through
 * readBody, so none holds more than its limit in memory. Content-Length is checked before
 * reading, then the bytes actually read (a chunked body declares no length).
 */
export class BodyTooLarge extends Error {
  readonly status = 413;
  constructor(readonly limit: number) {
    super(`Request body is too large (limit ${limit % 1024 === 0 ? `${limit / 1024} KB` : `${limit} bytes`})`);
  }
}

const DISCARD_LIMIT = 1024 * 1024;

/**
 * Reads and drops the rest of a refused body (up to 1 MB) so the client's connection stays
 * usable for its next request; anything bigger is cancelled.
 */
async function discard(reader: ReadableStreamDefaultReader<Uint8Array>, already: number): Promise<void> {
  let seen = already;
  try {
    while (seen <= DISCARD_LIMIT) {
      const { done, value } = await reader.read();
      if (done) return;
      seen += value.byteLength;
    }
    await reader.cancel();
  } catch {
    /* the client went away */
  }
}

/** After an early refusal (401, 403, 415, 429): drop the unread body, as above. */
export async function drain(req: Request): Promise<void> {
  if (req.body && !req.bodyUsed) await discard(req.body.getReader(), 0);
}

/** The body's bytes, at most `limit`; BodyTooLarge (413) past it, with the rest dropped. */
export async function readBody(req: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = req.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) {
    if (req.body) await discard(req.body.getReader(), Number(declared) > DISCARD_LIMIT ? DISCARD_LIMIT + 1 : 0);
    throw new BodyTooLarge(limit);
  }
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await discard(reader, total);
      throw new BodyTooLarge(limit);
    }
    parts.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    bytes.set(p, at);
    at += p.byteLength;
  }
  return bytes;
}

/** The body as text (UTF-8, invalid bytes replaced, as Request.text() does), at most `limit` bytes. */
export async function readText(req: Request, limit: number): Promise<string> {
  return new TextDecoder().decode(await readBody(req, limit));
}
