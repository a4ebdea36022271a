/**
 * Per-plant cases, each in its own full run (workbooks and PDFs) against one sandbox: a
 * plant of another account, a plant still listed but refused (403), an offline plant, a
 * plant that serves only nulls, and a month with one missing day. Each is reported as
 * such, the other plants' entries equal a clean run's, and the exit code is DESIGN.md's
 * (0 all plants reported, 3 some failed). The sandbox forces each case on a chosen plant
 * (`setPlantFaults`); the synthetic data alone has them only on hash-chosen plant-days.
 */
import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { MonthlyMetrics } from "../../src/metrics/model.js";
import type { Manifest, ManifestPlant } from "../../src/output/manifest.js";
import { xlsxLabels } from "../../src/render/xlsx/labels.js";
import { type PlantFaults, type Sandbox, startSandbox } from "../../src/sandbox/index.js";
import { toolsAvailable } from "../helpers/tools.js";
import {
  advancingClock,
  definitionFor,
  type FinishedRun,
  MONTH,
  pdfBytes,
  recordingFetch,
  removeRunDirs,
  runFull,
  workbookCells,
} from "./helpers/report-run.js";
import { type Rewrite, rewritingFetch, type SeenRequest } from "./helpers/rewrite-fetch.js";

const PLANTS = 12;
const MISSING_DATE = `${MONTH}-14`;
const DAYS = Array.from({ length: 31 }, (_, i) => `${MONTH}-${String(i + 1).padStart(2, "0")}`);
/** Figures computed from the service's values (budgetKwh and daysInMonth come from the definition and calendar). */
const DATA_FIGURES: (keyof MonthlyMetrics)[] = [
  "yieldKwh",
  "meterYieldKwh",
  "irradiationKwhM2",
  "pr",
  "availability",
  "cellTemperatureC",
  "overspillKwh",
  "specificYieldKwhKwp",
  "budgetVariance",
  "revenue",
];
const pdfText = toolsAvailable(["pdftotext"], "PDF text of per-plant cases");

let sandbox: Sandbox;
let baseline: FinishedRun;
/** plant id → requests the clean run sent for it */
let baselineAttempts: Map<string, number>;
let ids: string[];

beforeAll(async () => {
  sandbox = await startSandbox({ plants: PLANTS, seed: 21, now: advancingClock() });
  const recorder = recordingFetch();
  baseline = await runFull(sandbox, definitionFor(sandbox), { fetch: recorder.fetch });
  baselineAttempts = recorder.attempts;
  ids = baseline.manifest.plants.map((p) => p.id);
});

afterEach(() => {
  sandbox.setPlantFaults({});
});

afterAll(async () => {
  await sandbox?.close();
  await removeRunDirs();
});

/** plant id → requests the last runWith sent for it */
let attempts = new Map<string, number>();

async function runWith(faults: PlantFaults, extraYaml = "", rewrite?: Rewrite): Promise<FinishedRun> {
  sandbox.setPlantFaults(faults);
  sandbox.resetStats();
  const recorder = recordingFetch(rewrite ? rewritingFetch(rewrite) : undefined);
  attempts = recorder.attempts;
  return runFull(sandbox, definitionFor(sandbox, extraYaml), { fetch: recorder.fetch });
}

/** The manifest's figures but the plants' late-day counts and notes (which need the freshness report). */
function withoutLateDays(m: Manifest): unknown {
  const strip = ({ lateDays: _l, ...rest }: MonthlyMetrics) => rest;
  return {
    portfolio: m.portfolio.metrics,
    plants: m.plants.map(({ notes: _n, unknownFigures: _u, ...p }) => ({ ...p, metrics: strip(p.metrics) })),
  };
}

/** The plant's row of the monthly CSV, keyed by header. */
async function monthlyCsvRow(run: FinishedRun, id: string): Promise<Record<string, string>> {
  const text = await readFile(join(run.outDir, run.manifest.data!.monthly), "utf8");
  const rows = parse(text, { columns: true, bom: true }) as Record<string, string>[];
  return rows.find((r) => r.id === id)!;
}

/** The plant's row of index.html's plant table. */
async function indexRow(run: FinishedRun, id: string): Promise<string> {
  const html = await readFile(join(run.outDir, "index.html"), "utf8");
  return html.split("<tr ").find((r) => r.includes(`data-id="${id}"`))!;
}

const plantOf = (req: SeenRequest) => String(req.json?.plant_id ?? "");

const entry = (m: Manifest, id: string): ManifestPlant => m.plants.find((p) => p.id === id)!;

/** Every plant but `id` is reported exactly as in the clean run, PDF bytes included. */
async function othersUnaffected(run: FinishedRun, id: string): Promise<void> {
  const others = (m: Manifest) => m.plants.filter((p) => p.id !== id);
  expect(others(run.manifest)).toEqual(others(baseline.manifest));
  const [x, y] = await Promise.all([pdfBytes(baseline), pdfBytes(run)]);
  for (const [plantId, bytes] of x) {
    if (plantId !== id) expect(y.get(plantId)?.equals(bytes), `PDF of ${plantId}`).toBe(true);
  }
}

/** The plant's row of a Summary sheet, keyed by header. */
async function summaryRow(run: FinishedRun, id: string): Promise<Record<string, unknown>> {
  const rows = (await workbookCells(run, "yield")).Summary!;
  const header = rows.find((r) => r[0] === "Plant")!.map(String);
  const row = rows.find((r) => r.includes(id))!;
  return Object.fromEntries(header.map((h, i) => [h, row[i]]));
}

/** The plant's row of the Method sheet's completeness table, keyed by header. */
async function methodRow(run: FinishedRun, name: string): Promise<Record<string, unknown>> {
  const rows = (await workbookCells(run, "yield")).Method!;
  const header = rows.find((r) => r[0] === "Plant" && r.includes("Status"))!.map(String);
  const row = rows.find((r) => r[0] === name)!;
  return Object.fromEntries(header.map((h, i) => [h, row[i]]));
}

/** The plant's measured column of the Daily yield sheet (measured and estimated side by side): one cell per day (rows 3–33). */
async function dailyYieldColumn(run: FinishedRun, id: string): Promise<unknown[]> {
  const rows = (await workbookCells(run, "yield"))["Daily yield"]!;
  const column = 1 + 2 * run.manifest.plants.findIndex((p) => p.id === id);
  return rows.slice(2, 33).map((r) => r[column]);
}

function pdfPageText(run: FinishedRun, id: string): string {
  const rel = entry(run.manifest, id).pdf!;
  const raw = execFileSync("pdftotext", ["-enc", "UTF-8", join(run.outDir, rel), "-"], { encoding: "utf8" });
  return raw.replace(/\s+/g, " ");
}

/** A cell's value, or a formula's cached result. */
const shown = (v: unknown) =>
  typeof v === "object" && v !== null && "formula" in v ? (v as { result?: unknown }).result : v;
/** Empty, or a formula whose cached result is empty (the Summary's IF(COUNT(…)>0, …, "")). */
const isEmptyCell = (v: unknown) => [null, undefined, ""].includes(shown(v) as null);

/** An answered plant with no usable value: ok, every data figure null (never 0), every day a gap. */
async function expectNoDataReported(run: FinishedRun, id: string): Promise<void> {
  expect(run.result.exitCode).toBe(0);
  expect(run.manifest.status).toBe("ok");
  const p = entry(run.manifest, id);
  expect(p.status).toBe("ok");
  expect(p.error).toBeUndefined();
  for (const f of DATA_FIGURES) expect(p.metrics[f], f).toBeNull();
  expect(p.metrics.daysWithData).toBe(0);
  expect(p.metrics.daysInMonth).toBe(31);
  const model = run.result.model.plants.find((x) => x.id === id)!;
  expect(model.quality.missingDays).toEqual(DAYS);
  const row = await summaryRow(run, id);
  for (const h of [
    "Yield measured (kWh)",
    "Yield total (kWh)",
    "Meter yield total (kWh)",
    "Irradiation (kWh/m²)",
    "Revenue on total meter yield (EUR)",
  ]) {
    expect(isEmptyCell(row[h]), `Summary ${h}: ${JSON.stringify(row[h])}`).toBe(true);
  }
  expect((await dailyYieldColumn(run, id)).filter((v) => typeof v === "number")).toEqual([]);
  // exceljs reads a cached formula result of 0 back as undefined (the file holds <v>0</v>).
  expect(shown(row["Days with data"]) ?? 0).toBe(0);
  expect(p.pdf).toBeDefined();
  if (pdfText)
    expect(pdfPageText(run, id)).toMatch(/No data: the plant delivered no values for any of the 31 days/);
  await othersUnaffected(run, id);
}

describe("per-plant cases in a full run", () => {
  it("the clean run reports every plant", () => {
    expect(baseline.result.exitCode).toBe(0);
    expect(baseline.manifest.plants).toHaveLength(PLANTS);
  });

  it("a plant of another account: failed with the reason, no request for it, the rest reported, exit 3", async () => {
    const hidden = sandbox.hiddenPlants[0]!.id;
    const list = [...ids, hidden].map((id) => `  - ${id}\n`).join("");
    const run = await runWith({}, `plants:\n${list}`);
    expect(run.result.exitCode).toBe(3);
    expect(run.manifest.status).toBe("partial");
    const p = entry(run.manifest, hidden);
    expect(p.status).toBe("failed");
    expect(p.error).toMatch(/not in this account's plant list/);
    expect(p.pdf).toBeUndefined();
    for (const f of DATA_FIGURES) expect(p.metrics[f]).toBeNull();
    expect(run.manifest.requests.failed).toBe(0);
    expect(sandbox.stats.byRoute["POST /data/plant/last_24_hour_update_status"]).toBe(PLANTS);
    expect((await methodRow(run, hidden)).Status).toMatch(
      /^failed: plant .* is not in this account's plant list/,
    );
    await othersUnaffected(run, hidden);
  });

  it("a listed plant the service refuses (403): failed without retries, the rest reported, exit 3", async () => {
    const id = ids[4]!;
    const run = await runWith({ revoked: [id] });
    expect(run.result.exitCode).toBe(3);
    expect(run.manifest.status).toBe("partial");
    const p = entry(run.manifest, id);
    expect(p.status).toBe("failed");
    expect(p.error).toMatch(/403 Access to the Plant\/Devices is forbidden\./);
    expect(p.error).toMatch(/plant is not in this account/);
    expect(p.pdf).toBeUndefined();
    // 403 is on the do-not-retry list: one attempt per call, each counted as failed. How many
    // of the plant's calls leave before the first 403 ends it depends on arrival order, so
    // the counts are checked per plant, not as a total.
    const refused = attempts.get(id) ?? 0;
    expect(refused).toBeGreaterThanOrEqual(1);
    expect(refused).toBeLessThanOrEqual(baselineAttempts.get(id)!);
    expect(run.manifest.requests.retried).toBe(0);
    expect(run.manifest.requests.failed).toBe(refused);
    for (const other of ids.filter((x) => x !== id))
      expect(attempts.get(other)).toBe(baselineAttempts.get(other));
    const others = run.manifest.requests.total - refused;
    expect(others).toBe(baseline.manifest.requests.total - baselineAttempts.get(id)!);
    await othersUnaffected(run, id);
  });

  it("an offline plant (empty lists): ok, null figures, every day a gap, no zeros, exit 0", async () => {
    const id = ids[1]!;
    const run = await runWith({ offline: [id] });
    await expectNoDataReported(run, id);
    const model = run.result.model.plants.find((x) => x.id === id)!;
    expect(model.quality.warnings).toContainEqual({
      code: "kpiNoData",
      params: { kpi: "historical_plant_daily_yield" },
      message: "historical_plant_daily_yield: no data for the month",
    });
  });

  it("a plant that serves only nulls: ok, null figures, every day a gap, no zeros, exit 0", async () => {
    const id = ids[2]!;
    const run = await runWith({ nulls: [id] });
    await expectNoDataReported(run, id);
    const model = run.result.model.plants.find((x) => x.id === id)!;
    expect(model.quality.nonNumericValues).toBe(0);
  });

  it("a month with a missing day: one day fewer, the day listed as missing, exit 0", async () => {
    const id = ids.find((i) => entry(baseline.manifest, i).metrics.daysWithData === 31)!;
    const served = Number(sandbox.servedValue(id, "historical_plant_daily_yield", MISSING_DATE));
    expect(served).toBeGreaterThan(0);
    const run = await runWith({ missingDays: { [id]: [MISSING_DATE] } });
    expect(run.result.exitCode).toBe(0);
    const before = entry(baseline.manifest, id).metrics;
    const after = entry(run.manifest, id).metrics;
    expect(entry(run.manifest, id).status).toBe("ok");
    expect(after.daysWithData).toBe(30);
    const rel = Math.abs(after.yieldKwh! - (before.yieldKwh! - served)) / before.yieldKwh!;
    expect(rel).toBeLessThan(1e-9);
    const model = run.result.model.plants.find((x) => x.id === id)!;
    expect(model.quality.missingDays).toEqual([MISSING_DATE]);
    expect(model.daily.find((r) => r.date === MISSING_DATE)).toMatchObject({
      status: "missing",
      yieldKwh: null,
    });
    const method = await methodRow(run, entry(run.manifest, id).name);
    // The day as the report's locale writes it (en-GB: "14 Oct").
    expect(method["Missing days"]).toBe(xlsxLabels(run.result.model.locale).f.days([MISSING_DATE]));
    const day = DAYS.indexOf(MISSING_DATE);
    expect((await dailyYieldColumn(baseline, id))[day]).toBeCloseTo(served, 6);
    const column = await dailyYieldColumn(run, id);
    expect(column[day] ?? null).toBeNull();
    expect(column.filter((v) => typeof v === "number")).toHaveLength(30);
    expect(method["Days with data"]).toBe(30);
    if (pdfText)
      expect(pdfPageText(run, id)).toMatch(/Partial data: 1 of 31 days without a measured yield \(14 Oct\)/);
    await othersUnaffected(run, id);
  });

  it("a repeated plant-list id, a freshness outage, an odd freshness timestamp: every plant reported once, figures unchanged, warnings say so", async () => {
    const [twice, outage, odd] = [ids[3]!, ids[5]!, ids[6]!];
    const run = await runWith({}, "", (req, answer) => {
      if (req.path === "/data/plant/list") {
        const list = answer.json as { id: string }[];
        return { ...answer, json: [...list, list.find((p) => p.id === twice)] };
      }
      if (req.path !== "/data/plant/last_24_hour_update_status") return undefined;
      if (plantOf(req) === outage) return { status: 503, json: { detail: "An error occurred: maintenance" } };
      if (plantOf(req) !== odd) return undefined;
      const [entry] = answer.json as { data: { last_data_update: string | null }[] }[];
      entry!.data.find((d) => d.last_data_update !== null)!.last_data_update = "2026-10-03 04:12";
      return answer;
    });
    expect(run.result.exitCode).toBe(0);
    expect(run.manifest.plants.map((p) => p.id)).toEqual(ids);
    expect(withoutLateDays(run.manifest)).toEqual(withoutLateDays(baseline.manifest));
    expect(run.manifest.warnings).toContain(
      `plant list: plant ${twice} is listed 2 times by the service: reported once (its first entry)`,
    );
    const quality = (id: string) => run.result.model.plants.find((p) => p.id === id)!.quality;
    expect(run.manifest.warningDetails?.map((w) => w.code)).toContain("plantListRepeated");
    expect(quality(outage).warnings.map((w) => w.code)).toEqual(["freshnessUnavailable"]);
    // A 503 first slows the pool down (free attempts while it can back off), then spends retries.
    const [outageMessage] = quality(outage).warnings.map((w) => w.message);
    expect(outageMessage?.replace(/gave up after \d+ attempts/, "gave up after N attempts")).toBe(
      `freshness report not available (POST ${sandbox.baseUrl}/data/plant/last_24_hour_update_status: ` +
        "503 An error occurred: maintenance (gave up after N attempts). The service is failing; retry later): " +
        "which days arrived late is unknown; the figures are unaffected",
    );
    expect(quality(outage).freshnessUnknownDays).toEqual(DAYS);
    expect(quality(odd).warnings[0]?.params).toEqual({ count: 1 });
    expect(quality(odd).warnings.map((w) => w.message)).toContain(
      "freshness report: 1 day could not be read (no date or status, or an odd timestamp): " +
        "whether they arrived late is unknown; the figures are unaffected",
    );
    const before = baseline.result.model.plants.find((p) => p.id === odd)!.quality.freshnessUnknownDays;
    expect(quality(odd).freshnessUnknownDays).toHaveLength(before.length + 1);
    // Which days were late is not known: no count of 0, but null with its reason, and empty cells.
    const unknown = entry(run.manifest, outage);
    expect(entry(baseline.manifest, outage).metrics.lateDays).toEqual(expect.any(Number));
    expect(unknown.metrics.lateDays).toBeNull();
    expect(unknown.unknownFigures).toEqual({ lateDays: "freshnessUnavailable" });
    expect(unknown.notes.map((w) => w.code)).toEqual(["freshnessUnavailable"]);
    expect((await summaryRow(run, outage))["Late days"] ?? null).toBeNull();
    expect((await monthlyCsvRow(run, outage))["metrics.lateDays"]).toBe("");
    const row = await indexRow(run, outage);
    expect(row).toMatch(/<ul class="notes"><li>[^<]*freshness report[^<]*<\/li><\/ul>/i);
    // The days cell counts no late days (not "0 days late"): the note above says why.
    const days = row.split('data-label="Days with data">')[1]!.split("</td>")[0]!;
    expect(days).not.toMatch(/late/i);
  });

  it("a KPI the service leaves out for one plant: ok, the figure null, and the note in the manifest entry and index.html", async () => {
    const id = ids[2]!;
    const kpi = definitionFor(sandbox).kpis.availability!;
    const run = await runWith({}, "", (req, answer) => {
      if (req.path !== "/data/plant/historical" || plantOf(req) !== id) return undefined;
      const entries = answer.json as { data: Record<string, unknown> }[];
      for (const e of entries) delete e.data[kpi];
      return answer;
    });
    expect(run.result.exitCode).toBe(0);
    const dropped = entry(run.manifest, id);
    expect(dropped.status).toBe("ok");
    expect(dropped.metrics.availability).toBeNull();
    expect(dropped.notes).toContainEqual(expect.objectContaining({ code: "kpiMissing", params: { kpi } }));
    expect(entry(baseline.manifest, id).notes.map((w) => w.code)).not.toContain("kpiMissing");
    // In the page's language, the KPI named by the figure it feeds.
    expect(await indexRow(run, id)).toContain(
      "<li>Availability: not returned by the service; check the KPI name in the definition</li>",
    );
    await othersUnaffected(run, id);
  });

  it("an answer for another plant, an empty list for an entry, a plant without tz_offset: each fails alone with its reason, exit 3", async () => {
    const [foreign, empty, noTz] = [ids[7]!, ids[8]!, ids[10]!];
    const run = await runWith({}, "", (req, answer) => {
      if (req.path === "/data/plant/list") {
        const list = answer.json as { id: string; tz_offset: string | null }[];
        list.find((p) => p.id === noTz)!.tz_offset = null;
        return answer;
      }
      if (req.path !== "/data/plant/historical") return undefined;
      if (plantOf(req) === empty) return { ...answer, json: [] };
      if (plantOf(req) !== foreign) return undefined;
      (answer.json as { plant_id: string }[])[0]!.plant_id = ids[0]!;
      return answer;
    });
    expect(run.result.exitCode).toBe(3);
    const error = (id: string) => entry(run.manifest, id).error;
    const historical = `POST ${sandbox.baseUrl}/data/plant/historical`;
    const unexpected = "The service answered with an unexpected body; report it to its operator";
    expect(error(foreign)).toBe(
      `${historical}: entry 0 is for plant "${ids[0]}", not the plant requested ("${foreign}"): not used as its data. ${unexpected}`,
    );
    expect(error(empty)).toBe(
      `${historical}: an empty list instead of the KPI data entry of plant "${empty}" ` +
        `(an offline plant still has an entry, with empty lists). ${unexpected}`,
    );
    expect(error(noTz)).toBe(
      "the service's plant list gives this plant no tz_offset, so its local days cannot be told: " +
        "ask the service's operator to configure the plant's time zone",
    );
    const bad = new Set([foreign, empty, noTz]);
    for (const id of bad) expect(entry(run.manifest, id).status).toBe("failed");
    const others = (m: Manifest) => m.plants.filter((p) => !bad.has(p.id));
    expect(others(run.manifest)).toEqual(others(baseline.manifest));
    // A malformed answer is not retried, and nothing is asked for the plant without local days.
    expect(run.manifest.requests.retried).toBe(0);
    expect(sandbox.stats.byRoute["POST /data/plant/last_24_hour_update_status"]).toBe(PLANTS - 1);
  });
});
