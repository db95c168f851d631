/** The content source's shape, below both implementations (source.ts and demo/source.ts). */
export type Params = Record<string, unknown>;

/** Runs one GROQ query: against Sanity's query API, or against the embedded demo dataset. */
export interface ContentSource {
  readonly kind: 'sanity' | 'demo';
  query<T>(groq: string, params?: Params): Promise<T>;
}
