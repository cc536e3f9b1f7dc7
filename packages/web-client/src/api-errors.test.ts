import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { fieldErrorsOf, httpStatusOf, serverMessageOf } from "./api-errors";

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

  it("has no status or server message when the request never got an answer", () => {
    const error = new TypeError("Failed to fetch");
    expect(httpStatusOf(error)).toBeNull();
    expect(serverMessageOf(error)).toBeNull();
    expect(fieldErrorsOf(error)).toEqual({});
  });
});
