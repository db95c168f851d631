/** Small readers for asserting on server HTML as a visitor or a crawler would see it. */

export function text(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export function attr(html: string, selector: RegExp, name: string): string | undefined {
  const tag = html.match(selector)?.[0];
  return tag?.match(new RegExp(`${name}="([^"]*)"`))?.[1]?.replace(/&amp;/g, '&');
}

export function meta(html: string, key: string): string | undefined {
  const re = new RegExp(`<meta[^>]*(?:name|property)="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`);
  return attr(html, re, 'content');
}

export function title(html: string): string | undefined {
  return html
    .match(/<title>([\s\S]*?)<\/title>/)?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'");
}

export function jsonLd(html: string): any[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
}

export function links(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

/**
 * Reads a streamed body step by step, so a test can look at what arrived before it lets a held
 * query answer (sanity-standin's holdWhen): `until(x)` reads until `x` has arrived and returns all
 * read so far; `rest()` reads to the end. No clock involved: the order is the assertion.
 */
export function streamed(res: { body: unknown }) {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let got = '';
  const found = (x: string | RegExp) => (typeof x === 'string' ? got.includes(x) : x.test(got));
  return {
    async until(x: string | RegExp): Promise<string> {
      while (!found(x)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended before ${x}`);
        got += decoder.decode(value, { stream: true });
      }
      return got;
    },
    async rest(): Promise<string> {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return got;
        got += decoder.decode(value, { stream: true });
      }
    },
  };
}
