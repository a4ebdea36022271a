/**
 * A load balancer that closes idle keep-alive connections (issue "Runs where finance runs
 * it"): with 60 plants, requests reused connections the balancer had closed, and each cost a
 * retry. Here the front in front of the sandbox closes every connection once it has answered
 * one request, at the moment the next one arrives (the worst case: every reuse meets a closed
 * connection), and the definition allows no retry at all: a request resent by spending a retry
 * would fail its plant. Every plant is reported, nothing was retried, and each lost request
 * was resent once more on another connection.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Sandbox, startSandbox } from "../../src/sandbox/index.js";
import { runSandboxReport } from "../helpers/sandbox-report.js";
import { type ServiceFront, startFront } from "../helpers/service-front.js";

const MONTH = "2026-10";
const NOW = new Date("2026-11-05T06:17:00Z");
const PLANTS = 60;

let sandbox: Sandbox;
let front: ServiceFront;
let work: string;

const definition = () =>
  `title: Keep-alive\nperiod: "${MONTH}"\nhistory: 2\nconcurrency: 8\ntimeoutMs: 60000\n` +
  "retry:\n  retries: 0\n  minDelayMs: 5\n  maxDelayMs: 5\n  maxRetryAfterMs: 5\n";

function run(baseUrl: string, name: string) {
  return runSandboxReport(sandbox, definition(), join(work, name), {
    now: NOW.getTime(),
    baseUrl,
    pdfs: false,
  });
}

beforeAll(async () => {
  sandbox = await startSandbox({ plants: PLANTS, seed: 5, now: () => NOW.getTime() });
  front = await startFront(sandbox.baseUrl, { servedPerConnection: 1 });
  work = await mkdtemp(join(tmpdir(), "solar-keepalive-"));
});

afterAll(async () => {
  await front?.close();
  await sandbox?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe("a service whose load balancer closes idle keep-alive connections", () => {
  it("no retry spent, no plant failed: each lost request is resent at once", async () => {
    const direct = await run(sandbox.baseUrl, "direct");
    const closing = await run(front.baseUrl(), "closing");
    expect(front.closedOnArrival).toBeGreaterThan(PLANTS / 2);

    expect(closing.result.exitCode).toBe(0);
    expect(closing.manifest.plants.filter((p) => p.status !== "ok")).toEqual([]);
    const { requests } = closing.manifest;
    expect(requests.retried).toBe(0);
    expect(requests.failed).toBe(0);
    expect(requests.resent).toBe(front.closedOnArrival);
    // Every request sent is counted: the plan's, and each one sent again.
    expect(requests.total).toBe(closing.result.plannedRequests + front.closedOnArrival);
    expect(front.answered).toBe(closing.result.plannedRequests);
    expect(closing.events.filter((e) => e.type === "retry")).toEqual([]);

    // The same report as without the balancer, request counts aside.
    const { requests: _a, generatedAt: _g1, ...withBalancer } = closing.manifest;
    const { requests: _b, generatedAt: _g2, ...without } = direct.manifest;
    expect(withBalancer).toEqual(without);
    expect(direct.manifest.requests.resent).toBeUndefined();
  });
});
