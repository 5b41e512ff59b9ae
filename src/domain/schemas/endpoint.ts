import type * as v from 'valibot';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

export interface Endpoint {
  method: HttpMethod;
  /** Below /api, with `:name` for a path parameter. */
  path: string;
  summary: string;
  body?: v.GenericSchema;
  query?: v.GenericSchema;
  /** The answer's data (inside the envelope), or the items of a plain-array list. */
  response: v.GenericSchema;
  /** Lists answer a plain JSON array rather than the envelope. */
  list?: true;
  /** Reachable without a token. */
  public?: true;
}
