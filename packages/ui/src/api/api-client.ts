import { ApiError, NetworkError, isApiError } from './api-error';

export type QueryValue = string | number | boolean | undefined | null;

export type RequestOptions = {
  query?: Readonly<Record<string, QueryValue>>;
  signal?: AbortSignal;
  /** 'blob' reads the answer as a file (an Excel export) instead of JSON. */
  as?: 'blob';
  /**
   * A call the user did not ask for (a poll, such as the unread mail count): an answer 401 does not send the
   * page to the login. Reports may be waiting on the phone; the outbox's status asks for the login then
   * (OFFLINE.md), and a screen the user opens next goes to it.
   */
  background?: boolean;
};

/** The HTTP client of the front ends: JSON in and out, a bearer token on every call, typed errors. */
export type ApiClient = {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T = void>(path: string, options?: RequestOptions): Promise<T>;
  /** POST of a multipart form (a file upload); the browser sets the boundary. */
  postForm<T>(path: string, form: FormData, options?: RequestOptions): Promise<T>;
  /** GET where an answer 404 means "nothing there" (field-app spec, section 7): it gives `empty` instead. */
  getOrEmpty<T>(path: string, empty: T, options?: RequestOptions): Promise<T>;
};

export type ApiClientOptions = {
  /** Prefix of every path, e.g. an origin; empty for the page's own origin. */
  baseUrl?: string;
  /** The current access token, refreshed first when it is about to expire; undefined when signed out. */
  getToken: () => Promise<string | undefined>;
  /** An answer 401: the session is gone; the shell clears it and goes back to the login. */
  onUnauthorized: () => void;
  /** Called after every call with whether the server answered at all (drives the online state). */
  onReachability?: (reachable: boolean) => void;
  fetch?: typeof fetch;
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Builds the URL of a call: the path plus the query parameters that have a value. */
export function buildUrl(
  baseUrl: string,
  path: string,
  query?: Readonly<Record<string, QueryValue>>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** Creates the API client. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const doFetch =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  async function request<T>(
    method: Method,
    path: string,
    body: unknown,
    requestOptions?: RequestOptions,
  ): Promise<T> {
    const token = await options.getToken();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await doFetch(buildUrl(baseUrl, path, requestOptions?.query), {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        signal: requestOptions?.signal,
      });
    } catch (error) {
      if (requestOptions?.signal?.aborted) throw error;
      options.onReachability?.(false);
      throw new NetworkError(error);
    }
    options.onReachability?.(true);

    if (response.ok && requestOptions?.as === 'blob') return (await response.blob()) as T;
    const payload = await readBody(response);
    if (response.ok) return payload as T;
    if (response.status === 401 && !requestOptions?.background) options.onUnauthorized();
    throw new ApiError(
      response.status,
      typeof payload === 'object' && payload !== null ? payload : { message: String(payload ?? '') },
    );
  }

  return {
    get: (path, requestOptions) => request('GET', path, undefined, requestOptions),
    post: (path, body, requestOptions) => request('POST', path, body, requestOptions),
    put: (path, body, requestOptions) => request('PUT', path, body, requestOptions),
    delete: (path, requestOptions) => request('DELETE', path, undefined, requestOptions),
    postForm: (path, form, requestOptions) => request('POST', path, form, requestOptions),
    async getOrEmpty<T>(path: string, empty: T, requestOptions?: RequestOptions): Promise<T> {
      try {
        return await request<T>('GET', path, undefined, requestOptions);
      } catch (error) {
        if (isApiError(error) && error.status === 404) return empty;
        throw error;
      }
    },
  };
}
