import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { clean, createReporter, eta, requestsPlanned } from "../../../src/cli/reporter.js";

function capture(isTTY = false) {
  const out: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      out.push(String(chunk));
      cb();
    },
  }) as unknown as NodeJS.WriteStream;
  stream.isTTY = isTTY;
  return { stream, text: () => out.join("") };
}

const done = {
  type: "done" as const,
  status: "partial" as const,
  plantsOk: 2,
  plantsFailed: 1,
  requests: { total: 10, retried: 2, failed: 1 },
  outDir: "/out",
  index: "index.html",
  manifest: "manifest.json",
  failed: [{ id: "b", name: "B" }],
  ms: 1500,
};

describe("reporter", () => {
  it("writes one JSON line per event on a non-terminal, without escape codes", () => {
    const c = capture(false);
    const sink = createReporter({ format: "auto", quiet: false, stream: c.stream, now: () => new Date(0) });
    sink({ type: "plan", month: "2026-10", plants: 3, requests: 10, concurrency: 8 });
    sink({ type: "request", method: "POST", url: "/x", status: 200, attempt: 1 });
    sink({ type: "plant", id: "a", name: "Nørre\u001b[31m Åby\n", status: "failed", error: "HTTP 500" });
    sink(done);
    const lines = c.text().trim().split("\n");
    expect(lines).toHaveLength(3);
    const parsed = lines.map((l) => JSON.parse(l));
    expect(parsed.map((p) => p.event)).toEqual(["plan", "plant", "done"]);
    expect(parsed[1]).toMatchObject({ level: "error", name: "Nørre [31m Åby ", error: "HTTP 500" });
    expect(c.text()).not.toContain("\u001b");
  });

  it("--quiet keeps only errors and the summary", () => {
    const c = capture(false);
    const sink = createReporter({ format: "json", quiet: true, stream: c.stream });
    sink({ type: "plan", month: "2026-10", plants: 3, requests: 10, concurrency: 8 });
    sink({ type: "plant", id: "a", name: "A", status: "ok" });
    sink({ type: "plant", id: "b", name: "B", status: "failed", error: "boom" });
    sink(done);
    expect(
      c
        .text()
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l).event),
    ).toEqual(["plant", "done"]);
  });

  it("pretty mode on a terminal ends with a readable summary", () => {
    const c = capture(true);
    const sink = createReporter({ format: "pretty", quiet: true, stream: c.stream });
    sink(done);
    expect(c.text()).toContain(
      "report partial: 2 plants ok, 1 failed; 10 requests (2 retried, 1 failed) in 1.5 s",
    );
  });

  it("logs each 429 or 503 as a warning with the pool's limit and wait, not each step of its growth", () => {
    const c = capture(false);
    const sink = createReporter({ format: "json", quiet: false, stream: c.stream, now: () => new Date(0) });
    sink({ type: "throttle", status: 429, limit: 8, waitMs: 1000, free: true });
    sink({ type: "limit", limit: 9 });
    const lines = c
      .text()
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines).toEqual([
      {
        ts: "1970-01-01T00:00:00.000Z",
        level: "warn",
        event: "throttle",
        status: 429,
        limit: 8,
        waitMs: 1000,
        free: true,
      },
    ]);
  });

  it("the progress line shows the throttled requests and the pool's limit as it moves", () => {
    const c = capture(true);
    const sink = createReporter({ format: "pretty", quiet: false, stream: c.stream });
    sink({ type: "plan", month: "2026-10", plants: 3, requests: 10, concurrency: 16 });
    expect(c.text()).toContain("throttled 0 | limit 16");
    // The bar redraws on its own timer; a log line above it redraws it at once.
    const redraw = () => sink({ type: "warning", message: "redraw" });
    sink({ type: "throttle", status: 429, limit: 8, waitMs: 1000, free: true });
    redraw();
    expect(c.text()).toContain("requests 0/11 | retries 0 | throttled 1 | limit 8");
    sink({ type: "limit", limit: 9 });
    redraw();
    expect(c.text()).toContain("throttled 1 | limit 9");
    sink({ ...done, status: "ok", plantsFailed: 0, failed: [] });
  });

  it("the summary says where the limit settled, when the service throttled the run", () => {
    const c = capture(true);
    const sink = createReporter({ format: "pretty", quiet: true, stream: c.stream });
    const requests = { ...done.requests, throttled: 3, concurrency: { start: 16, settled: 4, lowest: 2 } };
    sink({ ...done, requests });
    expect(c.text()).toContain(
      "10 requests (2 retried, 1 failed; 3 answered 429 or 503, the limit settled at 4 of 16) in 1.5 s",
    );
  });

  it("clean strips control characters", () => {
    expect(clean("a\u0000b\rc\u009bd")).toBe("a b c d");
  });
});

describe("eta", () => {
  it("projects the time left from the requests done, and waits for a rate", () => {
    expect(eta(0, 100, 5_000)).toBe("–");
    expect(eta(50, 100, 10_000)).toBe("10s");
    expect(eta(10, 100, 10_000)).toBe("1m30s");
    expect(eta(100, 100, 10_000)).toBe("0s");
  });
});

describe("requestsPlanned", () => {
  it("counts retries, refreshes and logins again into the plan: done never exceeds planned", () => {
    const base = { planned: 314, retries: 0, tokens: 1, plannedLogins: 1, requests: 0 };
    expect(requestsPlanned(base)).toBe(314);
    // 50 retries and 6 refreshes: 370 requests sent of 370 planned, never "370/314".
    expect(requestsPlanned({ ...base, retries: 50, tokens: 7, requests: 370 })).toBe(370);
    expect(requestsPlanned({ ...base, requests: 400 })).toBe(400);
    // A throttled request the pool sent again is a request the plan did not count either.
    expect(requestsPlanned({ ...base, resends: 12 })).toBe(326);
  });
});
