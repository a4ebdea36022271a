/**
 * The three workbooks of a real run against the sandbox, in English and in German (translated
 * sheet names appear in every cross-sheet formula), read back: every Summary figure
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
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDefinition } from "../../src/definition/index.js";
import { VERDICT_FIGURES } from "../../src/metrics/model.js";
import type { Manifest } from "../../src/output/manifest.js";
import { runReport } from "../../src/pipeline/run/run.js";
import { type XlsxLabels, xlsxLabels } from "../../src/render/xlsx/labels.js";
import { SUMMARY_HEADER_ROW } from "../../src/render/xlsx/summary-sheet.js";
import { type Sandbox, sandboxDefinitionDetails, startSandbox } from "../../src/sandbox/index.js";
import { toolsAvailable } from "../helpers/tools.js";
import { cachedValues } from "../helpers/xlsx-cached.js";
import { convertAllWithLibreOffice, inspectCharts } from "../helpers/xlsx-readers.js";
import { CSV_VALUES, csvNumber, csvRows, withoutCachedResults } from "../helpers/xlsx-recalc.js";
import {
  bridgeFigures,
  KINDS,
  type Kind,
  liveColumns,
  valueColumns,
} from "../helpers/xlsx-summary-columns.js";
import { workbookVerdicts } from "../helpers/xlsx-verdicts.js";

const PLANTS = 8;
const LOCALES = ["en-GB", "de-DE"] as const;
let sandbox: Sandbox;
const outDirs = new Map<string, string>();
const manifests = new Map<string, Manifest>();

beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    plants: PLANTS,
    seed: 11,
    now: () => Date.parse("2026-11-03T06:00:00Z"),
  });
  for (const locale of LOCALES) {
    const def = parseDefinition(
      `title: Workbook check\nperiod: "2026-10"\nhistory: 4\nlocale: ${locale}\n`,
      "inline.yaml",
      process.cwd(),
    );
    const outDir = await mkdtemp(join(tmpdir(), "solar-xlsx-"));
    await runReport({
      definition: { ...def, plantDetails: sandboxDefinitionDetails(sandbox) },
      client: { baseUrl: sandbox.baseUrl, auth: { kind: "password", ...sandbox.credentials } },
      outDir,
      now: new Date("2026-11-03T06:00:00Z"),
      generatedAt: new Date("2026-11-03T06:00:00Z"),
      pdfs: false,
    });
    outDirs.set(locale, outDir);
    manifests.set(locale, JSON.parse(await readFile(join(outDir, "manifest.json"), "utf8")) as Manifest);
  }
}, 300_000);

afterAll(async () => {
  await sandbox?.close();
});

const file = (locale: string, kind: Kind) =>
  join(outDirs.get(locale)!, manifests.get(locale)!.workbooks[kind]!);

type Row = Record<string, unknown>;

async function openWorkbook(path: string): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(new Uint8Array(await readFile(path)).buffer);
  return wb;
}

/** Summary rows keyed by header, plus the portfolio row, as the file shows them (cached values). */
async function summaryRows(locale: string, kind: Kind): Promise<{ plants: Row[]; portfolio: Row }> {
  const manifest = manifests.get(locale)!;
  const bytes = new Uint8Array(await readFile(file(locale, kind)));
  const wb = await openWorkbook(file(locale, kind));
  const ws = wb.worksheets[0]!;
  const shown = cachedValues(bytes, ws.name);
  const header = SUMMARY_HEADER_ROW;
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

/** Every figure of the Summary's rows against the manifest: `at(row, header)` reads a cell. */
function expectSummary(
  locale: string,
  kind: Kind,
  columns: Record<string, string>,
  at: (row: number | "portfolio", header: string) => unknown,
  how: string,
): void {
  const manifest = manifests.get(locale)!;
  const L = xlsxLabels(locale);
  const cur = manifest.currency ?? "EUR";
  manifest.plants.forEach((p, i) => {
    const m = p.metrics as unknown as Record<string, number | null>;
    for (const [header, key] of Object.entries(columns))
      expectFigure(at(i, header), m[key] ?? null, `${locale} ${kind} ${p.name} ${header}${how}`);
    if (kind === "yield")
      for (const [header, x] of bridgeFigures(L, p.bridge, cur))
        expectFigure(at(i, header), x, `${locale} ${p.name} ${header}${how}`);
  });
  const pm = manifest.portfolio.metrics as unknown as Record<string, number | null>;
  for (const [header, key] of Object.entries(columns))
    if (key in pm)
      expectFigure(at("portfolio", header), pm[key]!, `${locale} ${kind} portfolio ${header}${how}`);
  if (kind === "yield")
    for (const [header, x] of bridgeFigures(L, manifest.portfolio.bridge, cur))
      expectFigure(at("portfolio", header), x, `${locale} portfolio ${header}${how}`);
}

const columnsOf = (L: XlsxLabels, kind: Kind, currency: string) => ({
  ...liveColumns(L, kind, currency),
  ...valueColumns(L, kind),
});

describe.each(LOCALES)("%s workbooks read back", (locale) => {
  it.each(KINDS)("%s: every Summary figure equals the manifest's", async (kind) => {
    const L = xlsxLabels(locale);
    const manifest = manifests.get(locale)!;
    const { plants, portfolio } = await summaryRows(locale, kind);
    manifest.plants.forEach((p, i) => {
      expect(plants[i]![L.cols.plantId]).toBe(p.id);
    });
    expect(portfolio[L.cols.plant]).toBe(L.portfolio);
    const columns = columnsOf(L, kind, manifest.currency ?? "EUR");
    expectSummary(locale, kind, columns, (row, h) => (row === "portfolio" ? portfolio : plants[row]!)[h], "");
  });

  it("daily cells are real dates and empty where the service had no value", async () => {
    const L = xlsxLabels(locale);
    const manifest = manifests.get(locale)!;
    const wb = await openWorkbook(file(locale, "yield"));
    const ws = wb.getWorksheet(L.sheets.dailyYield)!;
    expect(ws.getCell("A3").value).toEqual(new Date(Date.UTC(2026, 9, 1)));
    expect(ws.getCell("A33").value).toEqual(new Date(Date.UTC(2026, 9, 31)));
    expect(ws.views[0]).toMatchObject({ state: "frozen", xSplit: 1, ySplit: 2 });
    expect(ws.getCell(2, 2).value).toBe(L.dailyMeasured(L.units.kwh));
    expect(ws.getCell(2, 3).value).toBe(L.dailyEstimated(L.units.kwh));
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

  it("has its workbook properties and sheets in the definition's language", async () => {
    const L = xlsxLabels(locale);
    const wb = await openWorkbook(file(locale, "pr"));
    expect(wb.title).toContain("Workbook check");
    expect(wb.title).toContain(L.workbooks.pr);
    expect(wb.company).toBeTruthy();
    expect(wb.worksheets.map((w) => w.name).slice(0, 2)).toEqual([L.sheets.summary, L.sheets.charts]);
    expect(wb.worksheets.map((w) => w.name)).toContain(L.sheets.method);
  });

  it.each(KINDS)("%s: every coloured Summary cell shows the manifest's verdict", async (kind) => {
    const manifest = manifests.get(locale)!;
    const got = await workbookVerdicts(file(locale, kind));
    const figures = kind === "yield" ? VERDICT_FIGURES : [kind];
    expect(got).toHaveLength((manifest.plants.length + 1) * figures.length);
    for (const g of got) {
      const v =
        g.plantId === "portfolio"
          ? manifest.portfolio.verdicts[g.figure]
          : manifest.plants.find((p) => p.id === g.plantId)!.verdicts[g.figure];
      expect(g.verdictFromWorkbook, `${locale} ${kind} ${g.plantId} ${g.figure}`).toBe(v);
    }
  });
});

/**
 * LibreOffice's conversions, each batch in one process (its start is most of a conversion),
 * both batches side by side: every locale's and kind's workbook without cached results to CSV
 * (recalculated), and the English workbooks to PDF (charts drawn). Started once, on first use.
 */
let conversions: Promise<{ csv: Map<string, string>; pdf: Map<string, string> }> | null = null;
const recalcName = (locale: string, kind: Kind) => `${locale}-${kind}.xlsx`;

function converted() {
  conversions ??= (async () => {
    const dir = await mkdtemp(join(tmpdir(), "solar-recalc-"));
    const recalc: string[] = [];
    for (const locale of LOCALES)
      for (const kind of KINDS) {
        const path = join(dir, recalcName(locale, kind));
        await writeFile(path, withoutCachedResults(await readFile(file(locale, kind))));
        recalc.push(path);
      }
    const pdfDir = await mkdtemp(join(tmpdir(), "solar-lo-"));
    const [csv, pdf] = await Promise.all([
      convertAllWithLibreOffice(recalc, CSV_VALUES, dir),
      convertAllWithLibreOffice(
        KINDS.map((k) => file("en-GB", k)),
        "pdf",
        pdfDir,
      ),
    ]);
    return { csv, pdf };
  })();
  return conversions;
}

/** CSV of the first sheet (Summary) with raw values, as LibreOffice computed them. */
async function recalculatedSummary(locale: string, kind: Kind): Promise<string[][]> {
  const { csv } = await converted();
  const path = [...csv.entries()].find(([input]) => input.endsWith(recalcName(locale, kind)))![1];
  return csvRows(readFileSync(path, "utf8"));
}

describe.skipIf(!toolsAvailable(["soffice"], "workbook recalculation"))(
  "formulas recalculated by LibreOffice",
  () => {
    // German too: its sheet names ("Tagesertrag Zähler", "Übersicht") are in every cross-sheet formula.
    it.each(LOCALES.flatMap((l) => KINDS.map((k) => [l, k] as const)))(
      "%s %s: Summary formulas give the manifest's figures",
      async (locale, kind) => {
        const L = xlsxLabels(locale);
        const rows = await recalculatedSummary(locale, kind);
        const h = rows.findIndex((r) => r[0] === L.cols.plant);
        const headers = rows[h]!;
        const live = liveColumns(L, kind, manifests.get(locale)!.currency ?? "EUR");
        for (const header of Object.keys(live)) expect(headers, header).toContain(header);
        const total = h + 1 + manifests.get(locale)!.plants.length;
        expect(rows[total]![0]).toBe(L.portfolio);
        const at = (row: number | "portfolio", header: string) =>
          csvNumber(rows[row === "portfolio" ? total : h + 1 + row]![headers.indexOf(header)]);
        expectSummary(locale, kind, live, at, " (recalculated)");
      },
    );
  },
);

describe.skipIf(!toolsAvailable(["soffice", "pdftotext"], "workbook charts in LibreOffice"))(
  "charts drawn by LibreOffice",
  () => {
    it.each(KINDS)("%s: converts to PDF with every chart title on its pages", async (kind) => {
      const path = file("en-GB", kind);
      const pdf = (await converted()).pdf.get(path)!;
      const text = execFileSync("pdftotext", [pdf, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
      const charts = inspectChartsSafe(path);
      const titles = Object.values(charts).flatMap((cs) => cs.map((c) => c.title ?? ""));
      expect(titles.length).toBeGreaterThanOrEqual(2 + PLANTS);
      for (const t of titles) expect(text, t).toContain(t.replace(/\s+/g, " ").slice(0, 30));
    });
  },
);

function inspectChartsSafe(path: string) {
  return toolsAvailable(["openpyxl"], "chart titles") ? inspectCharts(path) : {};
}

describe.skipIf(!toolsAvailable(["openpyxl"], "workbook charts in openpyxl"))(
  "charts found by openpyxl",
  () => {
    it.each(LOCALES)(
      "%s yield: the Charts sheet has the portfolio bridge, stacked columns over an invisible base",
      (locale) => {
        const L = xlsxLabels(locale);
        const charts = inspectCharts(file(locale, "yield"));
        const title = L.bridgeTitle(L.portfolio, "2026-10");
        const bridge = charts[L.sheets.charts]?.find((c) => c.title?.startsWith(title));
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
          cs.some((c) => c.title?.includes(L.bridgeTitle("", "2026-10"))),
        );
        const manifest = manifests.get(locale)!;
        expect(perPlant.length).toBe(manifest.plants.filter((p) => p.bridge !== null).length + 1);
      },
    );

    // In German the series point into sheets such as 'Tagesertrag Zähler'.
    it.each(LOCALES.flatMap((l) => KINDS.map((k) => [l, k] as const)))(
      "%s %s: every chart's series point at existing, non-empty ranges",
      (locale, kind) => {
        const chartsSheet = xlsxLabels(locale).sheets.charts;
        const charts = inspectCharts(file(locale, kind));
        expect(charts[chartsSheet]?.length, "charts on the Charts sheet").toBeGreaterThanOrEqual(2);
        const perPlant = Object.keys(charts).filter((s) => s !== chartsSheet && (charts[s]?.length ?? 0) > 0);
        expect(perPlant).toHaveLength(PLANTS);
        for (const [sheet, list] of Object.entries(charts))
          for (const chart of list)
            for (const group of chart.groups)
              for (const s of group.series) {
                expect(s.valCells?.missing, `${sheet}: ${s.val}`).toBe(false);
                expect(s.valCells?.nonEmpty, `${sheet}: ${s.val}`).toBeGreaterThan(0);
                expect(s.catCells?.nonEmpty, `${sheet}: ${s.cat}`).toBeGreaterThan(0);
              }
      },
    );
  },
);
