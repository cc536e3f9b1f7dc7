import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { fieldErrorsOf, httpStatusOf, messageOf, serverErrorOf, serverMessageOf } from "./api-errors";

const answered = (httpStatus: number, fieldErrors: unknown = null) =>
  new TRPCClientError("That slot just filled up; please choose another time", {
    result: { error: { data: { httpStatus, fieldErrors } } } as never,
  });

describe("api errors", () => {
  it("reads the status, the server's message and the field messages of an answer", () => {
    const error = answered(409, { time: "That slot just filled up; please choose another time", bad: 3 });
    expect(httpStatusOf(error)).toBe(409);
    expect(serverMessageOf(error)).toBe("That slot just filled up; please choose another time");
    expect(fieldErrorsOf(error)).toEqual({ time: "That slot just filled up; please choose another time" });
  });

  it("gives a failure of ours its request id to quote to support, in the user's message", () => {
    const failed = (httpStatus: number, data: Record<string, unknown>) =>
      new TRPCClientError("Something went wrong on our side; please try again.", {
        result: { error: { data: { httpStatus, ...data } } } as never,
      });
    const internal = failed(500, { error: { id: "errors.internal" }, requestId: "7f3a-42" });
    expect(serverErrorOf(internal)).toEqual({
      id: "errors.internalReference",
      values: { reference: "7f3a-42" },
    });
    expect(messageOf(internal)).toBe(
      "Something went wrong on our side; please try again. (reference 7f3a-42)",
    );
    // A refusal the user can act on keeps its own message; an answer without an id keeps the plain one.
    const refusal = failed(409, { error: { id: "errors.slotFilled" }, requestId: "7f3a-43" });
    expect(serverErrorOf(refusal)).toEqual({ id: "errors.slotFilled" });
    expect(messageOf(refusal)).toBe("Something went wrong on our side; please try again.");
    expect(serverErrorOf(failed(500, { error: { id: "errors.internal" } }))).toEqual({
      id: "errors.internal",
    });
  });

  it("has no status or server message when the request never got an answer", () => {
    const error = new TypeError("Failed to fetch");
    expect(httpStatusOf(error)).toBeNull();
    expect(serverMessageOf(error)).toBeNull();
    expect(fieldErrorsOf(error)).toEqual({});
  });
});
