import type { ErrorMessage } from "@chamak/i18n";
import { errorTextIn } from "@chamak/i18n/server";
import superjson from "superjson";

/**
 * A stand-in for the API server at the HTTP level: the app's own tRPC link (httpBatchLink with superjson)
 * talks to it through `fetch`, and it answers in tRPC's batch format, superjson-encoded, as the server does.
 * Each procedure is a handler by path ("booking.quote"); a handler throws `apiError(...)` to refuse.
 */

type TrpcCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PRECONDITION_FAILED"
  | "UNPROCESSABLE_CONTENT"
  | "TOO_MANY_REQUESTS"
  | "INTERNAL_SERVER_ERROR";

const STATUS: Record<TrpcCode, { http: number; rpc: number }> = {
  BAD_REQUEST: { http: 400, rpc: -32600 },
  UNAUTHORIZED: { http: 401, rpc: -32001 },
  FORBIDDEN: { http: 403, rpc: -32003 },
  NOT_FOUND: { http: 404, rpc: -32004 },
  CONFLICT: { http: 409, rpc: -32009 },
  PRECONDITION_FAILED: { http: 412, rpc: -32012 },
  UNPROCESSABLE_CONTENT: { http: 422, rpc: -32022 },
  TOO_MANY_REQUESTS: { http: 429, rpc: -32029 },
  INTERNAL_SERVER_ERROR: { http: 500, rpc: -32603 },
};

/**
 * A refusal as the server sends it: its errorFormatter gives the English `message` and `fieldErrors`, and the
 * same as message ids (`error`, `fieldMessages`) that the apps translate.
 */
export class ApiError extends Error {
  readonly error: ErrorMessage | null;
  readonly fieldErrors: Record<string, string> | null;
  readonly fieldMessages: Record<string, ErrorMessage> | null;
  /** A stale save's refusal carries the record as it is now (the server's `data.current`). */
  current: unknown;
  constructor(
    readonly code: TrpcCode,
    message: string | ErrorMessage,
    fields: readonly string[] | Record<string, string> | null,
  ) {
    const english = typeof message === "string" ? message : errorTextIn("en", message);
    super(english);
    this.error = typeof message === "string" ? null : message;
    if (Array.isArray(fields)) {
      this.fieldErrors = Object.fromEntries(fields.map((field) => [field, english]));
      this.fieldMessages =
        this.error === null ? null : Object.fromEntries(fields.map((field) => [field, this.error]));
    } else {
      this.fieldErrors = (fields as Record<string, string> | null) ?? null;
      this.fieldMessages = null;
    }
  }
}

/**
 * A refusal: `message` is one of the server's message ids (as its DomainErrors carry), or English text for a
 * failure the server does not describe by id; `fields` are the fields it names (with the same message), or
 * English messages by field.
 */
export function apiError(
  code: TrpcCode,
  message: string | ErrorMessage,
  fields: readonly string[] | Record<string, string> | null = null,
): ApiError {
  return new ApiError(code, message, fields);
}

/** The server's refusal of a save made from an older version of a record, with the record as it is now. */
export function staleEditError(message: ErrorMessage, current: unknown): ApiError {
  const error = new ApiError("CONFLICT", message, null);
  error.current = current;
  return error;
}

// biome-ignore lint/suspicious/noExplicitAny: a handler receives whatever input the component sent
export type ApiHandler = (input: any) => unknown;
export type ApiHandlers = Record<string, ApiHandler>;
export type ApiCall = { path: string; input: unknown };

function errorShape(path: string, error: ApiError) {
  const status = STATUS[error.code];
  return {
    message: error.message,
    code: status.rpc,
    data: {
      code: error.code,
      httpStatus: status.http,
      path,
      error: error.error,
      fieldErrors: error.fieldErrors,
      fieldMessages: error.fieldMessages,
      ...(error.current === undefined ? {} : { current: error.current }),
    },
  };
}

function decodeInput(serialized: unknown): unknown {
  if (!serialized || typeof serialized !== "object" || !("json" in serialized)) return undefined;
  return superjson.deserialize(serialized as Parameters<typeof superjson.deserialize>[0]);
}

/**
 * The fake server. `handlers` may be changed between steps of a test (`api.handlers["x.y"] = ...`);
 * `calls` lists every procedure called, in order, with its decoded input.
 */
export function createFakeApi(initial: ApiHandlers = {}) {
  const handlers: ApiHandlers = { ...initial };
  const calls: ApiCall[] = [];

  async function answer(path: string, input: unknown) {
    calls.push({ path, input });
    const handler = handlers[path];
    try {
      if (!handler) throw apiError("NOT_FOUND", `The test gives no answer for ${path}`);
      const data = await handler(input);
      return { status: 200, body: { result: { data: superjson.serialize(data) } } };
    } catch (error) {
      const refusal =
        error instanceof ApiError
          ? error
          : apiError("INTERNAL_SERVER_ERROR", "Something went wrong on our side; please try again.");
      return {
        status: STATUS[refusal.code].http,
        body: { error: superjson.serialize(errorShape(path, refusal)) },
      };
    }
  }

  const fetch = async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const parsed = new URL(String(url instanceof Request ? url.url : url), "http://localhost");
    const paths = decodeURIComponent(parsed.pathname.replace(/^.*\/trpc\//, "")).split(",");
    const rawInput =
      init?.method === "POST" ? String(init.body ?? "{}") : (parsed.searchParams.get("input") ?? "{}");
    const inputs = JSON.parse(rawInput) as Record<string, unknown>;
    const answers = await Promise.all(paths.map((path, i) => answer(path, decodeInput(inputs[i]))));
    const statuses = new Set(answers.map((a) => a.status));
    const status = statuses.size === 1 ? (answers[0]?.status ?? 200) : 207;
    return new Response(JSON.stringify(answers.map((a) => a.body)), {
      status,
      headers: { "content-type": "application/json" },
    });
  };

  return {
    handlers,
    calls,
    fetch,
    /** The inputs of every call to one procedure. */
    inputsOf: (path: string) => calls.filter((call) => call.path === path).map((call) => call.input),
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;
