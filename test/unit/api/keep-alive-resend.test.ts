/**
 * A request lost by a kept-alive connection the server had closed (HttpError.stale, as
 * http-fetch.ts reports it) is sent again at once: no retry spent, no backoff, counted as
 * `resent`; a failure on a fresh connection, or more stale ones than the pool has
 * connections, is an ordinary network failure and goes to the retry loop.
 */
import { describe, expect, it } from "vitest";
import { HttpError } from "../../../src/api/http-error.js";
import { PATHS } from "../../../src/api/types.js";
import { harness, reply } from "./fake-service.js";

const stale = () =>
  new HttpError("the kept-alive connection was closed by the server before it answered", "ECONNRESET", {
    stale: true,
  });

describe("resend on a closed kept-alive connection", () => {
  it("is sent again at once: no retry, no sleep, counted as resent", async () => {
    const h = harness({ retries: 0 });
    let lost = 2;
    h.service.routes.set(`GET ${PATHS.plantList}`, () => {
      if (lost-- > 0) throw stale();
      return reply([]);
    });
    await expect(h.client.listPlants()).resolves.toEqual([]);
    // login, two lost list requests, the one answered
    expect(h.client.stats).toEqual({ requests: 4, retried: 0, failed: 0, resent: 2 });
    expect(h.sleeps).toEqual([]);
    expect(h.events.filter((e) => e.type === "retry")).toEqual([]);
    expect(h.events.filter((e) => e.error?.endsWith(": resent"))).toHaveLength(2);
  });

  it("the same failure on a fresh connection is a network error: retried, with its backoff", async () => {
    const h = harness({ retries: 1 });
    let failures = 1;
    h.service.routes.set(`GET ${PATHS.plantList}`, () => {
      if (failures-- > 0) throw new HttpError("the connection closed without an answer", "ECONNRESET");
      return reply([]);
    });
    await h.client.listPlants();
    expect(h.client.stats).toEqual({ requests: 3, retried: 1, failed: 0 });
    expect(h.sleeps).toHaveLength(1);
  });

  it("more stale connections than the pool holds: the next one counts as a failure", async () => {
    const h = harness({ retries: 0, concurrency: 2 });
    h.service.routes.set(`GET ${PATHS.plantList}`, () => {
      throw stale();
    });
    const err = await h.client.listPlants().catch((e: Error) => e);
    expect(String(err)).toMatch(
      /network error: the kept-alive connection was closed by the server before it answered \(ECONNRESET\)/,
    );
    expect(h.client.stats).toEqual({ requests: 4, retried: 0, failed: 1, resent: 2 });
  });
});
