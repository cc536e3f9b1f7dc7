import http from "node:http";
import https from "node:https";
import Razorpay from "razorpay";

/** Razorpay gave no answer: the connection failed, or no complete answer came within the deadline. */
export class RazorpayTransportError extends Error {
  override readonly name = "RazorpayTransportError";
}

export interface RazorpaySdkOptions {
  keyId: string;
  keySecret: string;
  /**
   * Razorpay's API root with its version, `https://api.razorpay.com/v1`, or a stand-in's. Route's linked
   * accounts are API v2: the SDK sends those to `/v2` beside it (`https://api.razorpay.com/v2/accounts`).
   */
  baseUrl: string;
  /** The deadline for the whole exchange, connection to the last byte of the answer. */
  timeoutMs: number;
  /** Sent with every request: the SDK has no per-call headers, and drops all but two of its own option's. */
  headers?: Record<string, string>;
  /** Connection pools to share with another instance; new ones when not given. */
  agents?: { http: http.Agent; https: https.Agent };
}

/**
 * The official SDK, sending to `baseUrl`, giving up after `timeoutMs`, over kept-alive connections.
 *
 * Its promises reject with `{ statusCode, error }` for an HTTP answer that is not 2xx (the SDK's own shape),
 * with a RazorpayTransportError when no answer came, or with the SDK's Error when it refused an argument
 * before sending. No axios error leaves this module: they carry the key secret in `config.auth`.
 */
export function createRazorpaySdk({
  keyId,
  keySecret,
  baseUrl,
  timeoutMs,
  headers,
  agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) },
}: RazorpaySdkOptions): Razorpay {
  const origin = originOf(baseUrl);
  const sdk = new Razorpay({ key_id: keyId, key_secret: keySecret });
  const transport = sdkTransport(sdk);
  transport.defaults.baseURL = origin;
  // The SDK's `headers` option passes only X-Razorpay-Account and Content-Type (getValidHeaders, dist/api.js).
  Object.assign(transport.defaults.headers, headers);
  // The SDK takes no agent; axios does. One keep-alive pool per client, as the hand-written client had.
  transport.defaults.httpAgent = agents.http;
  transport.defaults.httpsAgent = agents.https;
  // Razorpay's API does not redirect; without redirects axios uses Node's http directly rather than the
  // follow-redirects wrapper (cheaper), and never resends our credentials to another address.
  transport.defaults.maxRedirects = 0;
  // axios's own `timeout` is an idle timer on the socket, which a slow trickle of bytes keeps alive; a
  // signal per request bounds the whole exchange.
  transport.interceptors.request.use(
    (config) => {
      config.signal = AbortSignal.timeout(timeoutMs);
      return config;
    },
    null,
    { synchronous: true },
  );
  transport.interceptors.response.use(undefined, (error: AxiosFailure) => {
    if (error.response) return Promise.reject(error); // An HTTP answer: the SDK turns it into { statusCode, error }.
    const failure = error.config?.signal?.aborted
      ? new RazorpayTransportError(`No answer within ${timeoutMs} ms`, { cause: error.config.signal.reason })
      : new RazorpayTransportError("Razorpay could not be reached", { cause: error.cause });
    // The SDK's error handler (normalizeError in dist/api.js) reads `error.response.status` unguarded, which
    // for a failure without an answer throws a TypeError that loses it. Reading `response` here throws the
    // failure itself, so the SDK's promise rejects with it.
    return Promise.reject({
      get response(): never {
        throw failure;
      },
    });
  });
  return sdk;
}

/** What axios rejects with (the fields read here). */
interface AxiosFailure {
  response?: unknown;
  config?: { signal?: AbortSignal };
  cause?: unknown;
}

/** The parts of an axios 1.x instance set here (axios's public API, on the SDK's private instance). */
interface AxiosInstanceLike {
  defaults: {
    baseURL?: string;
    headers: Record<string, unknown>;
    httpAgent?: http.Agent;
    httpsAgent?: https.Agent;
    maxRedirects?: number;
  };
  interceptors: {
    request: {
      use(
        onFulfilled: (config: { signal?: AbortSignal }) => { signal?: AbortSignal },
        onRejected: null,
        options: { synchronous: boolean },
      ): number;
    };
    response: { use(onFulfilled: undefined, onRejected: (error: AxiosFailure) => Promise<never>): number };
  };
}

/**
 * The one reach into the SDK's internals. It hard-codes `https://api.razorpay.com` and has no option for
 * the host, a timeout or an agent, but sends every request through one axios instance, which razorpay
 * 2.9.8 keeps at `razorpay.api.rq` (dist/api.js). razorpay-sdk.test.ts fails if a later version moves it,
 * and creating a client throws rather than letting the SDK send to the real host.
 */
function sdkTransport(sdk: Razorpay): AxiosInstanceLike {
  const instance = (sdk.api as unknown as { rq?: Partial<AxiosInstanceLike> }).rq;
  if (!instance?.defaults || !instance.interceptors) {
    throw new Error("The razorpay SDK no longer keeps its axios instance at api.rq: see razorpay-sdk.ts");
  }
  return instance as AxiosInstanceLike;
}

/**
 * The SDK appends the API version to each path (`/v1/orders`, and `/v2/accounts` for Route's linked accounts),
 * so it takes the root above `/v1`; a stand-in mounted under a prefix serves `/v2` beside `/v1` there.
 */
function originOf(baseUrl: string): string {
  const root = baseUrl.replace(/\/+$/, "");
  if (!root.endsWith("/v1")) {
    throw new Error(`The Razorpay API URL must end with /v1 (the SDK adds the version itself): ${baseUrl}`);
  }
  return root.slice(0, -"/v1".length);
}
