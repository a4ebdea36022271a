import { describe, expect, it } from "vitest";
import { ApiError } from "../../../src/api/errors.js";
import { isTransient, settleAll } from "../../../src/api/settle-all.js";

const http = (status: number) =>
  new ApiError({ kind: "http", status, method: "POST", url: "http://x/v1/p", reason: `${status}` });
const later = <T>(settle: (resolve: (v: T) => void, reject: (e: unknown) => void) => void) =>
  new Promise<T>((resolve, reject) => setImmediate(() => settle(resolve, reject)));

describe("settleAll", () => {
  it("classifies 5xx, 429, network and timeout as transient; 4xx, bad bodies and auth not", () => {
    expect([500, 503, 429].map((s) => isTransient(http(s)))).toEqual([true, true, true]);
    for (const kind of ["network", "timeout"] as const)
      expect(isTransient(new ApiError({ kind, method: "GET", url: "http://x/v1", reason: kind }))).toBe(true);
    expect([400, 403, 404, 422].map((s) => isTransient(http(s)))).toEqual([false, false, false, false]);
    expect(
      isTransient(new ApiError({ kind: "bad-response", method: "GET", url: "http://x/v1", reason: "x" })),
    ).toBe(false);
    expect(isTransient(new Error("x"))).toBe(false);
  });

  it("after a transient failure, waits for the other parts before rejecting", async () => {
    let ended = false;
    const slow = later<number>((resolve) =>
      setTimeout(() => {
        ended = true;
        resolve(1);
      }, 5),
    );
    const err = await settleAll([Promise.reject(http(503)), slow]).catch((e: unknown) => e);
    expect((err as ApiError).status).toBe(503);
    expect(ended).toBe(true);
  });

  it("rejects at once on a permanent or fatal failure", async () => {
    const never = new Promise<number>(() => {});
    await expect(settleAll([never, Promise.reject(http(403))])).rejects.toMatchObject({ status: 403 });
    const aborted = new Error("interrupted");
    await expect(settleAll([never, Promise.reject(aborted)])).rejects.toBe(aborted);
  });

  it("resolves with every value in order", async () => {
    await expect(settleAll([later<number>((r) => r(1)), Promise.resolve(2)])).resolves.toEqual([1, 2]);
  });
});
