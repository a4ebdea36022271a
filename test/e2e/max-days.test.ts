/**
 * `solar-report sandbox --max-days N --max-days-mode truncate` and a `run` with the default
 * maxDaysPerRequest "auto", both as processes: the silent cap is found from the answer's dates,
 * the run says so in ONE stderr line, records it in the manifest, and reports every plant.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanEnv, cli, startSandboxProcess } from "./cli.js";

let sandbox: { child: ChildProcess; env: Record<string, string> };

beforeAll(async () => {
  sandbox = await startSandboxProcess([
    "--port",
    "0",
    "--plants",
    "3",
    "--max-days",
    "100",
    "--max-days-mode",
    "truncate",
  ]);
});
afterAll(() => {
  sandbox?.child.kill("SIGINT");
});

describe("a run against a sandbox that silently caps a call at 100 days", () => {
  it("falls back to 31-day windows, says so once, and reports every plant", async () => {
    const dir = await mkdtemp(join(tmpdir(), "solar-max-days-"));
    const def = join(dir, "def.yaml");
    await writeFile(def, `title: Capped\nperiod: "2026-10"\n`);
    const out = join(dir, "out");
    const r = await cli(
      ["run", def, "--out", out, "--no-pdf", "--log-format", "json"],
      cleanEnv(sandbox.env),
    );
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stderr.split("\n").filter((l) => l.includes("maxDaysPerRequest auto"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/answered 100 of the 396 days.*31-day windows/);
    const manifest = JSON.parse(await readFile(join(out, "manifest.json"), "utf8"));
    expect(manifest.requests.windows).toMatchObject({ mode: "fallback" });
    expect(manifest.plants.map((p: { status: string }) => p.status)).toEqual(["ok", "ok", "ok"]);
  });

  it("the sandbox refuses a --max-days that is not a whole number of days", async () => {
    const r = await cli(["sandbox", "--port", "0", "--max-days", "0"], cleanEnv({}));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--max-days must be a whole number of at least 1/);
  });

  it("the sandbox refuses a negative --jitter-ms (the bench starts it with 0: the latency exactly)", async () => {
    const r = await cli(["sandbox", "--port", "0", "--jitter-ms", "-1"], cleanEnv({}));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--jitter-ms must be a number of at least 0/);
  });
});
