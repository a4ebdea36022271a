/**
 * Plant-local time end to end (DESIGN.md "Monthly figures"): a CI schedule on the 1st at 00:05
 * UTC, and a month-in-progress run at 23:55 UTC on the last day, against the sandbox, which
 * (like the real service) answers the plant-local day in progress with its values so far.
 * Plants west of UTC are reported through their last ended day, like a month in progress, with a
 * warning naming them and the UTC time their month ends; the report is not final; the part of the
 * day in progress the service served is never counted. Figures recomputed from the served strings.
 */
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDefinition } from "../../src/definition/index.js";
import type { Manifest } from "../../src/output/manifest.js";
import { runReport } from "../../src/pipeline/run/run.js";
import { type Sandbox, sandboxDefinitionDetails, startSandbox } from "../../src/sandbox/index.js";
import { closeTo } from "../helpers/recompute.js";

const YIELD = "historical_plant_daily_yield";
const OCT = Array.from({ length: 31 }, (_, i) => `2026-10-${String(i + 1).padStart(2, "0")}`);

/** When a plant at `offset` ends plant-local day `date`, by the design's rule, written out here. */
function endsAt(date: string, offset: string): string {
  const sign = offset.startsWith("-") ? -1 : 1;
  const [h, m] = offset.slice(1).split(":").map(Number) as [number, number];
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000 - sign * (h * 60 + m) * 60_000).toISOString();
}

async function runAt(now: string, month?: string) {
  const sandbox = await startSandbox({
    port: 0,
    plants: 24,
    seed: 3,
    latencyMs: 0,
    now: () => Date.parse(now),
  });
  const def = parseDefinition(
    `title: Local time\nperiod: previous-month\nplants: all\n`,
    "t.yaml",
    process.cwd(),
  );
  const outDir = await mkdtemp(join(tmpdir(), "solar-local-"));
  const result = await runReport({
    definition: { ...def, plantDetails: sandboxDefinitionDetails(sandbox) },
    client: { baseUrl: sandbox.baseUrl, auth: { kind: "password", ...sandbox.credentials } },
    outDir,
    month,
    now: new Date(now),
    pdfs: false,
  });
  const manifest = JSON.parse(await readFile(join(outDir, "manifest.json"), "utf8")) as Manifest;
  return { sandbox, manifest, result };
}

describe("a CI schedule on the 1st at 00:05 UTC", () => {
  const NOW = "2026-11-01T00:05:00Z";
  let sandbox: Sandbox;
  let manifest: Manifest;
  let exitCode: number;
  const offsets = new Map<string, string>();

  beforeAll(async () => {
    const run = await runAt(NOW);
    ({ sandbox, manifest } = run);
    exitCode = run.result.exitCode;
    for (const p of run.result.model.plants) offsets.set(p.id, p.tzOffset);
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it("reports October, every plant ok, but not final: plants west of UTC have a day in progress", () => {
    expect(manifest.month).toBe("2026-10");
    expect(exitCode).toBe(0);
    expect(manifest.final).toBe(false);
    const west = manifest.plants.filter((p) => offsets.get(p.id)!.startsWith("-"));
    const rest = manifest.plants.filter((p) => !offsets.get(p.id)!.startsWith("-"));
    expect(west.length).toBeGreaterThan(2);
    for (const p of west) {
      expect(p.reportedThrough, p.name).toBe("2026-10-30");
      expect(p.monthEndsAt, p.name).toBe(endsAt("2026-10-31", offsets.get(p.id)!));
    }
    // UTC and east of it: the 31st has ended (at 00:00 UTC or before).
    for (const p of rest) expect(p.reportedThrough, p.name).toBeNull();
    expect(manifest.reportedThrough).toBe("2026-10-30");
  });

  it("never counts the part of the 31st the service already served", () => {
    const west = manifest.plants.filter((p) => offsets.get(p.id)!.startsWith("-"));
    const servedThe31st = west.filter((p) => sandbox.servedValue(p.id, YIELD, "2026-10-31") != null);
    expect(servedThe31st.length).toBeGreaterThan(0); // the service did answer for the day in progress
    for (const p of west) {
      const days = OCT.slice(0, 30).map((d) => sandbox.servedValue(p.id, YIELD, d));
      const numbers = days.filter((s): s is string => s != null).map(Number);
      const expected = numbers.length === 0 ? null : numbers.reduce((a, b) => a + b, 0);
      expect(closeTo(p.metrics.yieldKwh, expected), p.name).toBeNull();
      expect(p.metrics.daysReported, p.name).toBe(30);
    }
  });

  it("prorates the budget of such a plant to 30 of 31 days", () => {
    const details = sandboxDefinitionDetails(sandbox);
    for (const p of manifest.plants) {
      const october = details[p.id]!.budgetKwh[9]!;
      const expected = p.reportedThrough === null ? october : (october * 30) / 31;
      expect(closeTo(p.metrics.budgetKwh, expected), p.name).toBeNull();
    }
  });

  it("names each such plant and the UTC time its month ends in the run's warnings", () => {
    const named = manifest.warningDetails!.filter((w) => w.code === "plantMonthNotEnded");
    const west = manifest.plants.filter((p) => p.reportedThrough !== null);
    expect(named.map((w) => w.params.plant).sort()).toEqual(west.map((p) => p.name).sort());
    for (const p of west) {
      const line = manifest.warnings.find((w) => w.startsWith(`${p.name} (UTC`))!;
      expect(line, p.name).toContain(p.monthEndsAt!);
    }
  });
});

describe("a month in progress at 23:55 UTC on its last day", () => {
  const NOW = "2026-10-31T23:55:00Z";
  let sandbox: Sandbox;
  let manifest: Manifest;
  const offsets = new Map<string, number>();

  beforeAll(async () => {
    const run = await runAt(NOW, "2026-10");
    ({ sandbox, manifest } = run);
    for (const p of run.result.model.plants) {
      const sign = p.tzOffset.startsWith("-") ? -1 : 1;
      const [h, m] = p.tzOffset.slice(1).split(":").map(Number) as [number, number];
      offsets.set(p.id, sign * (h * 60 + m));
    }
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it("is complete for plants where the 31st has ended, through the 30th elsewhere", () => {
    expect(manifest.final).toBe(false);
    for (const p of manifest.plants) {
      // The 31st ends at Nov 1 00:00 − offset; at 23:55 UTC that is past for offsets of +00:05 and more.
      const ended = Date.parse(endsAt("2026-10-31", offsetText(offsets.get(p.id)!))) <= Date.parse(NOW);
      expect(p.reportedThrough, `${p.name} ${offsets.get(p.id)}`).toBe(ended ? null : "2026-10-30");
    }
    expect(manifest.plants.some((p) => p.reportedThrough === null)).toBe(true);
    expect(manifest.plants.some((p) => p.reportedThrough !== null)).toBe(true);
  });
});

function offsetText(minutes: number): string {
  const a = Math.abs(minutes);
  return `${minutes < 0 ? "-" : "+"}${String(Math.floor(a / 60)).padStart(2, "0")}:${String(a % 60).padStart(2, "0")}`;
}
