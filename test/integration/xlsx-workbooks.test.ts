/**
 * The three workbooks of a real run against the sandbox, read back: every Summary figure
 * (cached result) equals the manifest; LibreOffice recalculates every Summary formula from
 * the Daily sheets and gets the manifest's numbers again (relative error ≤ 1e-9); LibreOffice
 * draws every chart (its title is in the converted PDF); openpyxl finds every chart with
 * series over existing, non-empty ranges.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { unzipSync, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDefinition } from "../../src/definition/index.js";
import { type MonthlyMetrics, VERDICT_FIGURES } from "../../src/metrics/model.js";
import type { Manifest } from "../../src/output/manifest.js";
import { runReport } from "../../src/pipeline/run.js";
import { type Sandbox, sandboxDefinitionDetails, startSandbox } from "../../src/sandbox/index.js";
import { toolsAvailable } from "../helpers/tools.js";
import { cachedValues } from "../helpers/xlsx-cached.js";
import { convertWithLibreOffice, inspectCharts } from "../helpers/xlsx-readers.js";
import { workbookVerdicts } from "../helpers/xlsx-verdicts.js";

const KINDS = ["yield", "pr", "availability"] as const;
type Kind = (typeof KINDS)[number];

/**
 * Summary header → the manifest figure it shows (ratios and variance are fractions in both).
 * LIVE columns are formulas LibreOffice recalculates; VALUES are the model's figures as values.
 */
const LIVE: Record<Kind, Record<string, keyof MonthlyMetrics>> = {
  yield: {
    "Yield measured (kWh)": "yieldKwh",
    "Yield estimated (kWh)": "yieldEstimatedKwh",
    "Yield total (kWh)": "yieldTotalKwh",
    "Days estimated": "daysEstimated",
    "Meter yield measured (kWh)": "meterYieldKwh",
    "Meter yield estimated (kWh)": "meterYieldEstimatedKwh",
    "Meter yield total (kWh)": "meterYieldTotalKwh",
    "Irradiation (kWh/m²)": "irradiationKwhM2",
    "Irradiation vs normal": "irradiationVariance",
    "Specific yield (kWh/kWp, total)": "specificYieldKwhKwp",
    "PR (IEC 61724-1)": "pr",
    "Reference yield P0·ΣH (kWh)": "referenceYieldKwh",
    "P50 budget of the period (kWh)": "budgetKwh",
    "Budget for the days covered (kWh)": "budgetCoveredKwh",
    "Variance to budget (days covered)": "budgetVariance",
    "Revenue on total meter yield (EUR)": "revenue",
    "Days with data": "daysWithData",
    "Late days": "lateDays",
  },
  pr: {
    "PR (IEC 61724-1)": "pr",
    "PR at 25 °C": "prTemperatureCorrected",
    "Effective PR (service)": "prEffective",
    "Reference yield P0·ΣH (kWh)": "referenceYieldKwh",
    "Irradiation (kWh/m²)": "irradiationKwhM2",
    "Days with data": "daysWithData",
  },
  availability: {
    Availability: "availability",
    "Irradiation (kWh/m²)": "irradiationKwhM2",
    "Days with data": "daysWithData",
  },
};
const VALUES: Record<Kind, Record<string, keyof MonthlyMetrics>> = {
  yield: {
    "Normal for the days measured (kWh/m²)": "irradiationNormalKwhM2",
    "PR at 25 °C": "prTemperatureCorrected",
    "Effective PR (service)": "prEffective",
    Availability: "availability",
    "Availability loss (kWh)": "availabilityLossKwh",
  },
  pr: {},
  availability: { "Availability loss (kWh)": "availabilityLossKwh" },
};
const COLUMNS = (kind: Kind) => ({ ...LIVE[kind], ...VALUES[kind] });

/** The yield Summary's bridge columns (all live): header → step of the manifest's bridge. */
const STEPS = ["budget", "weather", "availability", "performance", "actual"] as const;
const STEP_HEADERS = ["Budget (days covered)", "Weather", "Availability", "Performance", "Actual (total)"];
type Bridge = Manifest["plants"][number]["bridge"];
function bridgeFigures(b: Bridge): [string, number | null][] {
  return STEPS.flatMap((step, i): [string, number | null][] => [
    [`${STEP_HEADERS[i]} (kWh)`, b ? ((b[`${step}Kwh`] as number | null) ?? null) : null],
    [`${STEP_HEADERS[i]} (EUR)`, b?.value ? (b.value[step] ?? null) : null],
  ]);
}

const PLANTS = 8;
let sandbox: Sandbox;
let outDir: string;
let manifest: Manifest;

beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    plants: PLANTS,
    seed: 11,
    now: () => Date.parse("2026-11-03T06:00:00Z"),
  });
  const def = parseDefinition(
    'title: Workbook check\nperiod: "2026-10"\nhistory: 4\n',
    "inline.yaml",
    process.cwd(),
  );
  outDir = await mkdtemp(join(tmpdir(), "solar-xlsx-"));
  await runReport({
    definition: { ...def, plantDetails: sandboxDefinitionDetails(sandbox) },
    client: { baseUrl: sandbox.baseUrl, auth: { kind: "password", ...sandbox.credentials } },
    outDir,
    now: new Date("2026-11-03T06:00:00Z"),
    generatedAt: new Date("2026-11-03T06:00:00Z"),
    pdfs: false,
  });
  manifest = JSON.parse(await readFile(join(outDir, "manifest.json"), "utf8")) as Manifest;
});

afterAll(async () => {
  await sandbox?.close();
});

const file = (kind: Kind) => join(outDir, manifest.workbooks[kind]!);

type Row = Record<string, unknown>;

async function openWorkbook(path: string): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(new Uint8Array(await readFile(path)).buffer);
  return wb;
}

/** Summary rows keyed by header, plus the portfolio row, as the file shows them (cached values). */
async function summaryRows(kind: Kind): Promise<{ plants: Row[]; portfolio: Row }> {
  const bytes = new Uint8Array(await readFile(file(kind)));
  const shown = cachedValues(bytes, "Summary");
  const wb = await openWorkbook(file(kind));
  const ws = wb.getWorksheet("Summary")!;
  let header = 0;
  ws.eachRow((row, n) => {
    if (header === 0 && row.getCell(1).value === "Plant") header = n;
  });
  const names = (ws.getRow(header).values as unknown[]).map(String);
  const read = (n: number): Row => {
    const out: Row = {};
    names.forEach((name, c) => {
      if (c > 0) out[name] = shown.get(ws.getCell(n, c).address);
    });
    return out;
  };
  const plants = manifest.plants.map((_, i) => read(header + 1 + i));
  return { plants, portfolio: read(header + 1 + manifest.plants.length) };
}

function expectFigure(actual: unknown, expected: number | null, what: string): void {
  if (expected === null) {
    expect(actual === undefined || actual === null || actual === "", `${what}: ${String(actual)}`).toBe(true);
    return;
  }
  expect(typeof actual, what).toBe("number");
  const rel = Math.abs((actual as number) - expected) / Math.max(Math.abs(expected), 1e-12);
  expect(rel, `${what}: ${actual} vs ${expected}`).toBeLessThanOrEqual(1e-9);
}

describe("workbooks read back", () => {
  it.each(KINDS)("%s: every Summary figure equals the manifest's", async (kind) => {
    const { plants, portfolio } = await summaryRows(kind);
    manifest.plants.forEach((p, i) => {
      expect(plants[i]!["Plant ID"]).toBe(p.id);
      for (const [header, key] of Object.entries(COLUMNS(kind)))
        expectFigure(plants[i]![header], p.metrics[key], `${kind} ${p.name} ${header}`);
      if (kind === "yield")
        for (const [header, x] of bridgeFigures(p.bridge))
          expectFigure(plants[i]![header], x, `${p.name} ${header}`);
    });
    expect(portfolio.Plant).toBe("Portfolio");
    const pm = manifest.portfolio.metrics as unknown as Record<string, number | null>;
    for (const [header, key] of Object.entries(COLUMNS(kind)))
      if (key in pm) expectFigure(portfolio[header], pm[key]!, `${kind} portfolio ${header}`);
    if (kind === "yield")
      for (const [header, x] of bridgeFigures(manifest.portfolio.bridge))
        expectFigure(portfolio[header], x, `portfolio ${header}`);
  });

  it("daily cells are real dates and empty where the service had no value", async () => {
    const wb = await openWorkbook(file("yield"));
    const ws = wb.getWorksheet("Daily yield")!;
    expect(ws.getCell("A3").value).toEqual(new Date(Date.UTC(2026, 9, 1)));
    expect(ws.getCell("A33").value).toEqual(new Date(Date.UTC(2026, 9, 31)));
    expect(ws.views[0]).toMatchObject({ state: "frozen", xSplit: 1, ySplit: 2 });
    expect(ws.getCell(2, 2).value).toBe("kWh measured");
    expect(ws.getCell(2, 3).value).toBe("kWh estimated");
    for (let i = 0; i < manifest.plants.length; i++) {
      const count = (col: number) => {
        let filled = 0;
        for (let r = 3; r <= 33; r++) if (typeof ws.getCell(r, col).value === "number") filled++;
        return filled;
      };
      const m = manifest.plants[i]!.metrics;
      expect(count(2 + 2 * i), manifest.plants[i]!.name).toBe(m.daysWithData);
      expect(count(3 + 2 * i), `${manifest.plants[i]!.name} estimated`).toBe(m.daysEstimated);
    }
  });

  it("has its workbook properties filled in", async () => {
    const wb = await openWorkbook(file("pr"));
    expect(wb.title).toContain("Workbook check");
    expect(wb.company).toBeTruthy();
    expect(wb.worksheets.map((w) => w.name).slice(0, 2)).toEqual(["Summary", "Charts"]);
    expect(wb.worksheets.map((w) => w.name)).toContain("Method");
  });
});

/** The workbook with every cached formula result removed, so LibreOffice must compute them. */
function withoutCachedResults(bytes: Uint8Array): Uint8Array {
  const files = unzipSync(bytes);
  for (const name of Object.keys(files)) {
    if (!/^xl\/worksheets\/sheet\d+\.xml$/.test(name)) continue;
    const xml = Buffer.from(files[name]!).toString("utf8");
    files[name] = Buffer.from(
      xml.replace(/(<\/f>)<v>[^<]*<\/v>/g, "$1").replace(/<c ([^>]*?) t="str"/g, "<c $1"),
    );
  }
  return zipSync(files);
}

/** CSV of the first sheet (Summary) with raw values, as LibreOffice computed them. */
function recalculatedSummary(path: string): string[][] {
  // Filter options: comma, double quote, UTF-8, from line 1, …, values as stored (not as shown).
  const csv = convertWithLibreOffice(
    path,
    "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false",
  );
  const text = readFileSync(csv, "utf8");
  return text
    .split("\n")
    .map((line) => [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)].map((m) => m[1]!.replace(/^"|"$/g, "")));
}

function number(cell: string | undefined): number | null {
  if (cell === undefined || cell === "") return null;
  const pct = cell.endsWith("%");
  const x = Number(cell.replace("%", ""));
  return Number.isFinite(x) ? (pct ? x / 100 : x) : null;
}

describe.skipIf(!toolsAvailable(["soffice"], "workbook recalculation"))(
  "formulas recalculated by LibreOffice",
  () => {
    it.each(KINDS)("%s: Summary formulas give the manifest's figures", async (kind) => {
      const dir = await mkdtemp(join(tmpdir(), "solar-recalc-"));
      const path = join(dir, `${kind}.xlsx`);
      await writeFile(path, withoutCachedResults(await readFile(file(kind))));
      const rows = recalculatedSummary(path);
      const h = rows.findIndex((r) => r[0] === "Plant");
      const headers = rows[h]!;
      const at = (r: number, header: string) => rows[r]![headers.indexOf(header)];
      for (const header of Object.keys(LIVE[kind])) expect(headers, header).toContain(header);
      manifest.plants.forEach((p, i) => {
        for (const [header, key] of Object.entries(LIVE[kind]))
          expectFigure(
            number(at(h + 1 + i, header)),
            p.metrics[key],
            `${kind} ${p.name} ${header} (recalculated)`,
          );
        if (kind === "yield")
          for (const [header, x] of bridgeFigures(p.bridge))
            expectFigure(number(at(h + 1 + i, header)), x, `${p.name} ${header} (recalculated)`);
      });
      const total = h + 1 + manifest.plants.length;
      expect(rows[total]![0]).toBe("Portfolio");
      const pm = manifest.portfolio.metrics as unknown as Record<string, number | null>;
      for (const [header, key] of Object.entries(LIVE[kind]))
        if (key in pm)
          expectFigure(number(at(total, header)), pm[key]!, `${kind} portfolio ${header} (recalculated)`);
      if (kind === "yield")
        for (const [header, x] of bridgeFigures(manifest.portfolio.bridge))
          expectFigure(number(at(total, header)), x, `portfolio ${header} (recalculated)`);
    });
  },
);

describe.skipIf(!toolsAvailable(["soffice", "pdftotext"], "workbook charts in LibreOffice"))(
  "charts drawn by LibreOffice",
  () => {
    it.each(KINDS)("%s: converts to PDF with every chart title on its pages", async (kind) => {
      const pdf = convertWithLibreOffice(file(kind), "pdf", await mkdtemp(join(tmpdir(), "solar-lo-")));
      const text = execFileSync("pdftotext", [pdf, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
      const charts = inspectChartsSafe(file(kind));
      const titles = Object.values(charts).flatMap((cs) => cs.map((c) => c.title ?? ""));
      expect(titles.length).toBeGreaterThanOrEqual(2 + PLANTS);
      for (const t of titles) expect(text, t).toContain(t.replace(/\s+/g, " ").slice(0, 30));
    });
  },
);

function inspectChartsSafe(path: string) {
  return toolsAvailable(["openpyxl"], "chart titles") ? inspectCharts(path) : {};
}

describe("verdict colours", () => {
  it.each(KINDS)("%s: every coloured Summary cell shows the manifest's verdict", async (kind) => {
    const got = await workbookVerdicts(file(kind));
    const figures = kind === "yield" ? VERDICT_FIGURES : [kind];
    expect(got).toHaveLength((manifest.plants.length + 1) * figures.length);
    for (const g of got) {
      const v =
        g.plantId === "portfolio"
          ? manifest.portfolio.verdicts[g.figure]
          : manifest.plants.find((p) => p.id === g.plantId)!.verdicts[g.figure];
      expect(g.verdictFromWorkbook, `${kind} ${g.plantId} ${g.figure}`).toBe(v);
    }
  });
});

describe.skipIf(!toolsAvailable(["openpyxl"], "workbook charts in openpyxl"))(
  "charts found by openpyxl",
  () => {
    it("yield: the Charts sheet has the portfolio bridge, stacked columns over an invisible base", () => {
      const charts = inspectCharts(file("yield"));
      const bridge = charts.Charts?.find((c) => c.title?.startsWith("Portfolio: budget to actual"));
      expect(bridge, "bridge chart").toBeDefined();
      const [group] = bridge!.groups;
      expect(group!.type).toBe("barChart");
      expect(group!.grouping).toBe("stacked");
      const [base, ...visible] = group!.series;
      expect(base!.invisible).toBe(true);
      expect(visible.length).toBeGreaterThanOrEqual(2);
      for (const s of visible) {
        expect(s.invisible).toBe(false);
        expect(s.color).toMatch(/^[0-9A-F]{6}$/);
      }
      const perPlant = Object.entries(charts).filter(([, cs]) =>
        cs.some((c) => c.title?.includes(": budget to actual")),
      );
      expect(perPlant.length).toBe(manifest.plants.filter((p) => p.bridge !== null).length + 1);
    });

    it.each(KINDS)("%s: every chart's series point at existing, non-empty ranges", (kind) => {
      const charts = inspectCharts(file(kind));
      expect(charts.Charts?.length, "charts on the Charts sheet").toBeGreaterThanOrEqual(2);
      const perPlant = Object.keys(charts).filter((s) => s !== "Charts" && (charts[s]?.length ?? 0) > 0);
      expect(perPlant).toHaveLength(PLANTS);
      for (const [sheet, list] of Object.entries(charts))
        for (const chart of list)
          for (const group of chart.groups)
            for (const s of group.series) {
              expect(s.valCells?.missing, `${sheet}: ${s.val}`).toBe(false);
              expect(s.valCells?.nonEmpty, `${sheet}: ${s.val}`).toBeGreaterThan(0);
              expect(s.catCells?.nonEmpty, `${sheet}: ${s.cat}`).toBeGreaterThan(0);
            }
    });
  },
);
