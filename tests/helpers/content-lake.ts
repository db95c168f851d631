import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Mutation } from '@sanity/mutator';
import { evaluate, parse } from 'groq-js';
import { handled } from './handled';

type Doc = { _id: string; _type: string; [k: string]: unknown };

export interface ContentLake {
  url: string;
  projectId: string;
  dataset: string;
  docs: Map<string, Doc>;
  /** Uploads received: original filename and the asset document created for it. */
  uploads: Array<{ filename: string; asset: Doc }>;
  close(): Promise<void>;
}

async function bytes(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Every strong reference (`_ref` without `_weak: true`) in a value. */
function strongRefs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => strongRefs(v, out));
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o._ref === 'string' && o._weak !== true) out.push(o._ref);
    Object.values(o).forEach((v) => strongRefs(v, out));
  }
  return out;
}

/** Pixel size and format of an uploaded image, as the asset pipeline would read it (SVG root size or PNG header). */
function sniff(data: Buffer): { ext: string; mime: string; width: number; height: number } | null {
  const text = data.subarray(0, 512).toString('utf8');
  const svg = /^\s*(?:<\?xml[^>]*>\s*)?<svg\b[^>]*\bwidth="(\d+)"[^>]*\bheight="(\d+)"/.exec(text);
  if (svg) return { ext: 'svg', mime: 'image/svg+xml', width: Number(svg[1]), height: Number(svg[2]) };
  if (data.subarray(1, 4).toString('latin1') === 'PNG')
    return { ext: 'png', mime: 'image/png', width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  return null;
}

/**
 * A local stand-in for the parts of a Sanity project's API that `sanity dataset import` uses:
 * transactions on /data/mutate (applied with Sanity's own patch engine, @sanity/mutator, and
 * refusing a strong reference to a missing document as Content Lake does), GROQ on /data/query
 * (groq-js), and image uploads on /assets/images (an asset document named from the content's
 * sha1 and the image's own size, as the asset pipeline names them).
 */
export async function startContentLake(projectId = 'demo1234', dataset = 'production'): Promise<ContentLake> {
  const docs = new Map<string, Doc>();
  const uploads: ContentLake['uploads'] = [];
  const json = (res: import('node:http').ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const server = createServer(
    handled(async (req, res) => {
      try {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const route = /^\/v[^/]+\/(data\/mutate|data\/query|assets\/images)\/([^/]+)$/.exec(url.pathname);
        if (!route || route[2] !== dataset) return json(res, 404, { error: 'Not found' });

        if (route[1] === 'data/query') {
          let query = url.searchParams.get('query') ?? '';
          const params: Record<string, unknown> = {};
          for (const [k, v] of url.searchParams) if (k.startsWith('$')) params[k.slice(1)] = JSON.parse(v);
          if (req.method === 'POST') {
            const body = JSON.parse((await bytes(req)).toString('utf8')) as {
              query: string;
              params?: Record<string, unknown>;
            };
            query = body.query;
            Object.assign(params, body.params ?? {});
          }
          const result = await (
            await evaluate(parse(query, { params }), { dataset: [...docs.values()], params })
          ).get();
          return json(res, 200, { ms: 1, query, result });
        }

        if (route[1] === 'assets/images') {
          const data = await bytes(req);
          const image = sniff(data);
          if (!image) return json(res, 400, { error: 'Invalid image, could not read metadata' });
          const sha1 = createHash('sha1').update(data).digest('hex');
          const name = `${sha1}-${image.width}x${image.height}`;
          const asset: Doc = {
            _id: `image-${name}-${image.ext}`,
            _type: 'sanity.imageAsset',
            assetId: sha1,
            sha1hash: sha1,
            extension: image.ext,
            mimeType: image.mime,
            size: data.length,
            originalFilename: url.searchParams.get('filename') ?? undefined,
            path: `images/${projectId}/${dataset}/${name}.${image.ext}`,
            url: `https://cdn.sanity.io/images/${projectId}/${dataset}/${name}.${image.ext}`,
            metadata: {
              _type: 'sanity.imageMetadata',
              dimensions: {
                _type: 'sanity.imageDimensions',
                width: image.width,
                height: image.height,
                aspectRatio: image.width / image.height,
              },
            },
          };
          docs.set(asset._id, asset);
          uploads.push({ filename: String(asset.originalFilename), asset });
          return json(res, 200, { document: asset });
        }

        // data/mutate: all or nothing, like a transaction.
        const { mutations } = JSON.parse((await bytes(req)).toString('utf8')) as {
          mutations: Array<Record<string, any>>;
        };
        const next = new Map(docs);
        const results: Array<{ id: string; operation: string }> = [];
        for (const m of mutations) {
          const [op, body] = Object.entries(m)[0] as [string, Record<string, any>];
          const id: string = body._id ?? body.id;
          const before = next.get(id) ?? null;
          if (op === 'create' && before)
            return json(res, 409, { error: { description: `Document by ID "${id}" already exists` } });
          if (op === 'patch' && !before)
            return json(res, 409, { error: { description: `Document "${id}" not found` } });
          const after = new Mutation({ mutations: [m] }).apply(before);
          if (!after) return json(res, 400, { error: { description: `Mutation on "${id}" left no document` } });
          next.set(id, after as Doc);
          results.push({ id, operation: before ? 'update' : 'create' });
        }
        for (const { id } of results) {
          const missing = strongRefs(next.get(id)).find((ref) => !next.has(ref));
          if (missing)
            return json(res, 409, {
              error: { description: `Document "${id}" references non-existent document "${missing}"` },
            });
        }
        for (const [id, doc] of next) docs.set(id, doc);
        return json(res, 200, { transactionId: `t${docs.size}`, results });
      } catch (error) {
        return json(res, 500, { error: String(error) });
      }
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    projectId,
    dataset,
    docs,
    uploads,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
