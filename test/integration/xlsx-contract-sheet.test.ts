/**
 * The yield workbook's Contract sheets from a real run against the sandbox with its
 * contracts and events file, in English and German: every figure of the manifest's
 * `plants[].contract` is a formula on the sheet whose cached result is that figure (relative
 * error ≤ 1e-9); LibreOffice recalculates every formula of the sheets from the days and the
 * terms and gets the cached results again, so the recalculated damages, availability and
 * shortfall are the model's; the events table holds the events file's rows; a workbook of
 * a report without contracts has no Contract sheet.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDefinition } from "../../src/definition/index.js";
import type { Manifest } from "../../src/output/manifest.js";
import { runReport } from "../../src/pipeline/run/run.js";
import { excelDate } from "../../src/render/xlsx/cells.js";
import { buildWorkbook, WORKBOOK_KINDS } from "../../src/render/xlsx/index.js";
import { type XlsxLabels, xlsxLabels } from "../../src/render/xlsx/labels.js";
import {
  type Sandbox,
  sandboxContractTerms,
  sandboxDefinitionDetails,
  sandboxEventRows,
  sandboxEventsCsv,
  startSandbox,
} from "../../src/sandbox/index.js";
import { toolsAvailable } from "../helpers/tools.js";
import { type RawCell, workbookCells } from "../helpers/xlsx-cached.js";
import { CSV_VALUES, csvNumber, csvRows, withoutCachedResults } from "../helpers/xlsx-recalc.js";
import { edgeModel } from "../unit/xlsx/edge-model.js";

const NOW = Date.parse("2026-11-05T06:00:00Z");
const MONTH = "2026-10";
const LOCALES = ["en-GB", "de-DE"] as const;
type Locale = (typeof LOCALES)[number];

let sandbox: Sandbox;
let ids: string[];
const runs = new Map<Locale, { manifest: Manifest; yieldFile: string }>();

async function run(locale: Locale) {
  const dir = await mkdtemp(join(tmpdir(), "solar-contract-sheet-"));
  await writeFile(
    join(dir, "events.csv"),
    sandboxEventsCsv((p, k, d) => sandbox.dayValue(p, k, d), ids, MONTH),
  );
  const yaml = [
    "title: Contract sheets",
    `period: "${MONTH}"`,
    "history: 2",
    `locale: ${locale}`,
    `plantDetails: ${JSON.stringify(sandboxDefinitionDetails(sandbox))}`,
    `contracts: ${JSON.stringify(sandboxContractTerms(ids, MONTH))}`,
    "events: events.csv",
  ].join("\n");
  const result = await runReport({
    definition: parseDefinition(yaml, "contracts.yaml", dir),
    client: { baseUrl: sandbox.baseUrl, auth: { kind: "password", ...sandbox.credentials } },
    outDir: join(dir, "out"),
    now: new Date(NOW),
    pdfs: false,
  });
  expect(result.exitCode).toBe(0);
  const manifest = JSON.parse(await readFile(join(dir, "out", "manifest.json"), "utf8")) as Manifest;
  runs.set(locale, { manifest, yieldFile: join(dir, "out", "workbooks", `yield-${MONTH}.xlsx`) });
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, plants: 5, seed: 7, now: () => NOW });
  ids = sandbox.plants.map((p) => p.id);
  for (const locale of LOCALES) await run(locale);
}, 180_000);

afterAll(async () => {
  await sandbox?.close();
});

type PlantEntry = Manifest["plants"][number];
type Cells = Map<string, RawCell>;

const at = (cells: Cells, col: string, row: number) => cells.get(`${col}${row}`)?.shown ?? null;
const rowCount = (cells: Cells) => Math.max(...[...cells.keys()].map((ref) => Number(/\d+$/.exec(ref)![0])));

/** The plant's lines by label, per section (plant data, availability, PR, the total): the first row of each label after its heading. */
function plantSections(cells: Cells, plant: string, L: XlsxLabels) {
  const C = L.contract;
  const last = rowCount(cells);
  let row = 1;
  while (!(at(cells, "A", row) === plant && at(cells, "A", row + 1) === L.cols.capacity)) {
    row++;
    if (row > last) throw new Error(`no block of ${plant}`);
  }
  const sections = new Map<string, Map<string, RawCell | undefined>>();
  let section = "plant";
  for (let r = row + 1; r <= last && at(cells, "A", r) !== C.days(plant); r++) {
    const label = at(cells, "A", r);
    if (label === C.availabilityTerms || label === C.prTerms) section = String(label);
    else if (typeof label === "string") {
      if (!sections.has(section)) sections.set(section, new Map());
      if (!sections.get(section)!.has(label)) sections.get(section)!.set(label, cells.get(`G${r}`));
    }
  }
  return sections;
}

function close(what: string, cell: RawCell | undefined, want: number | null, problems: string[]) {
  expect(cell?.formula, `${what} is a formula`).toBeTruthy();
  const got = cell?.shown;
  if (want === null) {
    if (got !== "" && got !== null) problems.push(`${what}: cached ${got}, the model holds null`);
    return;
  }
  const rel = typeof got === "number" ? Math.abs(got - want) / Math.max(Math.abs(want), 1e-12) : Number.NaN;
  if (!(rel <= 1e-9)) problems.push(`${what}: cached ${got}, the model holds ${want}`);
}

function checkPlant(cells: Cells, p: PlantEntry, L: XlsxLabels, currency: string): string[] {
  const C = L.contract;
  const c = p.contract!;
  const s = plantSections(cells, p.name, L);
  const problems: string[] = [];
  const a = c.availability;
  if (a) {
    const x = s.get(C.availabilityTerms)!;
    expect(x.get(C.periodFrom)?.shown).toBe(excelDate(a.periodFrom));
    expect(x.get(C.periodTo)?.shown).toBe(excelDate(a.periodTo));
    expect(x.get(C.settlesOn)?.shown).toBe(excelDate(a.settlesOn));
    close("L", x.get(C.loss), a.lossKwh, problems);
    for (const [cause, kwh] of Object.entries(a.lossByCategoryKwh))
      close(cause, x.get(C.lossOf(cause)), kwh, problems);
    close("L_excl", x.get(C.excludedLoss), a.excludedLossKwh, problems);
    close("technical", x.get(C.technical), a.technical, problems);
    close("contractual", x.get(C.contractual), a.contractual, problems);
    close("availability damages", x.get(C.damages(currency)), a.damages, problems);
  }
  if (c.pr) {
    const x = s.get(C.prTerms)!;
    expect(x.get(C.settlesOn)?.shown).toBe(excelDate(c.pr.settlesOn));
    close("PR_g,y", x.get(C.guaranteedPr), c.pr.guaranteed, problems);
    close("PR measured", x.get(C.measured), c.pr.measured, problems);
    close("shortfall", x.get(C.shortfall), c.pr.shortfall, problems);
    close("shortfall kWh", x.get(C.shortfallKwh), c.pr.shortfallKwh, problems);
    close("PR damages", x.get(C.damages(currency)), c.pr.damages, problems);
  }
  close(
    "damages",
    s.get(C.prTerms)?.get(C.total(currency)) ?? s.get(C.availabilityTerms)!.get(C.total(currency)),
    c.damages,
    problems,
  );
  return problems;
}

function contractSheets(locale: Locale) {
  const { manifest, yieldFile } = runs.get(locale)!;
  const L = xlsxLabels(locale);
  const bytes = new Uint8Array(readFileSync(yieldFile));
  const sheets = workbookCells(bytes);
  const plants = manifest.plants.filter((p) => p.contract != null);
  return {
    L,
    manifest,
    bytes,
    sheets,
    plants,
    sheetOf: (p: PlantEntry) => L.contract.sheet(p.contract!.name),
  };
}

describe("Contract sheets of a run with the sandbox's contracts", () => {
  it.each(LOCALES)("%s: a sheet per contract whose cached figures are the manifest's", (locale) => {
    const { L, manifest, sheets, plants, sheetOf } = contractSheets(locale);
    expect(plants.map((p) => p.contract!.name).sort()).toEqual(["O&M Coast", "O&M North", "PPA South"]);
    for (const p of plants) {
      const cells = sheets.get(sheetOf(p));
      expect(cells, sheetOf(p)).toBeDefined();
      expect(checkPlant(cells!, p, L, manifest.currency ?? "EUR"), p.name).toEqual([]);
      const c = p.contract!;
      const provisional = [c.availability, c.pr]
        .filter((g) => g?.provisional)
        .map((g) => g!.settlesOn)
        .sort();
      expect(at(cells!, "A", 2)).toBe(
        provisional.length > 0 ? L.contract.provisional(L.f.date(provisional[0]!)) : L.contract.settled,
      );
      for (const [ref, cell] of cells!)
        if (cell.formula !== null) expect(cell.v, `${sheetOf(p)}!${ref} has a cached result`).not.toBeNull();
    }
    // The other workbooks hold no contract money.
    const names = [...sheets.keys()];
    expect(names.filter((n) => n.startsWith(L.contract.sheet("")))).toHaveLength(3);
  });

  it("the events table lists the events file's rows of the plant within its periods, by reference", () => {
    const { sheets, plants, sheetOf, L } = contractSheets("en-GB");
    const rows = sandboxEventRows((p, k, d) => sandbox.dayValue(p, k, d), ids, MONTH);
    for (const p of plants) {
      const cells = sheets.get(sheetOf(p))!;
      const header = [...cells].find(([ref, c]) => ref.startsWith("A") && c.shown === L.contract.eventPlant)!;
      const first = Number(header[0].slice(1)) + 1;
      const listed: string[] = [];
      for (let r = first; at(cells, "A", r) === p.name; r++) listed.push(String(at(cells, "F", r)));
      const from = [p.contract!.availability?.periodFrom, p.contract!.pr?.periodFrom]
        .filter(Boolean)
        .sort()[0]!;
      const want = rows.filter((e) => e[0] === p.id && e[2]! > `${from}T00:00`).map((e) => e[5]!);
      expect(listed.sort(), p.name).toEqual(want.sort());
    }
  });

  it("a report without contracts has no Contract sheet", async () => {
    const model = edgeModel();
    expect(model.plants.every((p) => p.contract == null)).toBe(true);
    const L = xlsxLabels(model.locale);
    for (const kind of WORKBOOK_KINDS) {
      const bytes = new Uint8Array(await buildWorkbook(kind, model, { perPlantSheetLimit: 0 }));
      const names = [...workbookCells(bytes).keys()];
      expect(names.some((n) => n.startsWith(L.contract.sheet("")))).toBe(false);
    }
  });
});

/** Every sheet of `files` as LibreOffice recalculates it, in one process: file → sheet → rows. */
function recalculatedSheets(files: string[], outDir: string): Promise<Map<string, Map<string, string[][]>>> {
  const profile = mkdtempSync(join(tmpdir(), "lo-profile-"));
  // The CSV filter's 12th token -1: every sheet, each to <file>-<sheet>.csv.
  const args = [`-env:UserInstallation=file://${profile}`, "--headless", "--convert-to", `${CSV_VALUES},-1`];
  return new Promise((resolve, reject) => {
    execFile("soffice", [...args, "--outdir", outDir, ...files], { timeout: 600_000 }, (err) => {
      rmSync(profile, { recursive: true, force: true });
      if (err) return reject(err);
      const out = new Map<string, Map<string, string[][]>>();
      for (const f of files) {
        const base = f
          .split("/")
          .pop()!
          .replace(/\.xlsx$/, "");
        const sheets = new Map<string, string[][]>();
        for (const csv of readdirSync(outDir).filter((n) => n.startsWith(`${base}-`) && n.endsWith(".csv")))
          sheets.set(csv.slice(base.length + 1, -4), csvRows(readFileSync(join(outDir, csv), "utf8")));
        out.set(f, sheets);
      }
      resolve(out);
    });
  });
}

describe.skipIf(!toolsAvailable(["soffice"], "Contract sheet recalculation"))(
  "Contract sheets recalculated by LibreOffice",
  () => {
    it("every formula gives its cached result again: the model's damages, availability and shortfall", async () => {
      const dir = await mkdtemp(join(tmpdir(), "solar-contract-recalc-"));
      const files = new Map<string, Locale>();
      for (const locale of LOCALES) {
        const path = join(dir, `${locale}.xlsx`);
        await writeFile(path, withoutCachedResults(contractSheets(locale).bytes));
        files.set(path, locale);
      }
      const recalculated = await recalculatedSheets([...files.keys()], dir);
      let checked = 0;
      for (const [path, locale] of files) {
        const { sheets, plants, sheetOf } = contractSheets(locale);
        for (const name of new Set(plants.map(sheetOf))) {
          const rows = recalculated.get(path)!.get(name);
          expect(rows, `${locale} ${name} converted`).toBeDefined();
          const problems: string[] = [];
          for (const [ref, cell] of sheets.get(name)!) {
            if (cell.formula === null) continue;
            const [, letters, row] = /^([A-Z]+)(\d+)$/.exec(ref)!;
            const col = [...letters!].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
            const got = rows![Number(row) - 1]?.[col - 1] ?? "";
            checked++;
            if (cell.shown === "" || cell.shown === null) {
              if (got !== "") problems.push(`${ref}: LibreOffice gives ${got}, the model holds nothing`);
              continue;
            }
            const want = Number(cell.shown);
            const x = csvNumber(got) ?? Number.NaN;
            if (!(Math.abs(x - want) / Math.max(Math.abs(want), 1e-12) <= 1e-9))
              problems.push(
                `${ref}: LibreOffice gives ${got || "nothing"}, cached ${want} (${cell.formula})`,
              );
          }
          expect(problems, `${locale} ${name}`).toEqual([]);
        }
      }
      expect(checked).toBeGreaterThan(500);
    }, 600_000);
  },
);
