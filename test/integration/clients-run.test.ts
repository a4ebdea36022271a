/**
 * Clients, plant details from files, commentary and the data CSVs through real runs against
 * the sandbox: a CSV and an XLSX give the manifest the YAML mapping gives; each client is
 * buildPortfolio over its plants (its energy their sum); the monthly CSV holds the manifest's
 * figures; shards merged give the single run's clients and CSVs, byte for byte.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ClientsError, DETAILS_COLUMNS, loadDefinition } from "../../src/definition/index.js";
import { buildPortfolio } from "../../src/metrics/index.js";
import { mergeReports } from "../../src/pipeline/merge/merge.js";
import { type RunResult, runReport } from "../../src/pipeline/run/run.js";
import { type Sandbox, sandboxDefinitionDetails, startSandbox } from "../../src/sandbox/index.js";

const NOW = Date.parse("2026-11-05T06:00:00Z");
const MONTH = "2026-10";
const GENERATED_AT = new Date("2026-11-05T07:00:00Z");
const UNKNOWN = "0e2f4a6b-8c0d-4e1f-9a2b-3c4d5e6f7a8b";

let sandbox: Sandbox;
let root: string;
let ids: string[];
let fromYaml: RunResult;
let fromCsv: RunResult;
let fromXlsx: RunResult;

/** Every column set for the first plant (normals, γ, targets), the sandbox's details for all. */
function detailRows(): Record<string, number | string>[] {
  const details = sandboxDefinitionDetails(sandbox);
  return ids.map((id, i) => {
    const d = details[id]!;
    const row: Record<string, number | string> = { id, capacityKwp: d.capacityKwp, tariff: d.tariff };
    d.budgetKwh.forEach((v, m) => {
      row[`budgetKwh_${String(m + 1).padStart(2, "0")}`] = v;
    });
    if (i === 0) {
      Object.assign(row, { prTarget: 0.83, availabilityTarget: 0.985, temperatureCoefficient: -0.0037 });
      for (let m = 1; m <= 12; m++)
        row[`irradiationNormalKwhM2_${String(m).padStart(2, "0")}`] = 20 + m * 7.5;
    }
    return row;
  });
}

function yamlDetails(rows: Record<string, number | string>[]): string {
  const lines = rows.map((r) => {
    const budget = Array.from({ length: 12 }, (_, m) => r[`budgetKwh_${String(m + 1).padStart(2, "0")}`]);
    const normal = Array.from(
      { length: 12 },
      (_, m) => r[`irradiationNormalKwhM2_${String(m + 1).padStart(2, "0")}`],
    );
    const extra = ["prTarget", "availabilityTarget", "temperatureCoefficient"].filter(
      (k) => r[k] !== undefined,
    );
    return [
      `  ${r.id}:`,
      `    capacityKwp: ${r.capacityKwp}`,
      `    tariff: ${r.tariff}`,
      `    budgetKwh: [${budget.join(", ")}]`,
      ...(normal[0] === undefined ? [] : [`    irradiationNormalKwhM2: [${normal.join(", ")}]`]),
      ...extra.map((k) => `    ${k}: ${r[k]}`),
    ].join("\n");
  });
  return `plantDetails:\n${lines.join("\n")}\n`;
}

async function writeTables(dir: string, rows: Record<string, number | string>[]): Promise<void> {
  const table = rows.map((r) => DETAILS_COLUMNS.map((c) => r[c] ?? null));
  const csv = [DETAILS_COLUMNS.join(","), ...table.map((r) => r.map((v) => v ?? "").join(","))].join("\r\n");
  await writeFile(join(dir, "details.csv"), `\ufeff${csv}\r\n`);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("plants");
  ws.addRow([...DETAILS_COLUMNS]);
  for (const r of table) ws.addRow(r);
  await writeFile(join(dir, "details.xlsx"), new Uint8Array(await wb.xlsx.writeBuffer()));
}

function header(): string {
  const clientA = ids.slice(0, 3).join(", ");
  return [
    "title: Clients check",
    `period: "${MONTH}"`,
    "history: 2",
    "commentary: notes",
    "clients:",
    `  - {name: "Stadtwerke Nordhafen", plants: [${clientA}], locale: de-DE}`,
    `  - {name: "Ørsted & Co", plants: {exclude: {ids: [${clientA}]}}}`,
  ].join("\n");
}

async function runFrom(def: string, out: string, extra = {}): Promise<RunResult> {
  return runReport({
    definition: await loadDefinition(join(root, def)),
    client: { baseUrl: sandbox.baseUrl, auth: { kind: "password", ...sandbox.credentials } },
    outDir: join(root, out),
    now: new Date(NOW),
    generatedAt: GENERATED_AT,
    pdfs: false,
    ...extra,
  });
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, plants: 7, seed: 11, now: () => NOW });
  ids = sandbox.plants.map((p) => p.id);
  root = await mkdtemp(join(tmpdir(), "solar-clients-"));
  const rows = detailRows();
  await writeTables(root, rows);
  await mkdir(join(root, "notes"));
  await writeFile(
    join(root, "notes", `${MONTH}.yaml`),
    `${ids[1]}: Inverter 2 replaced on 14 October.\n${UNKNOWN}: sold\n`,
  );
  await writeFile(join(root, "yaml.yaml"), `${header()}\n${yamlDetails(rows)}`);
  await writeFile(join(root, "csv.yaml"), `${header()}\nplantDetails: details.csv\n`);
  await writeFile(join(root, "xlsx.yaml"), `${header()}\nplantDetails: details.xlsx\n`);
  fromYaml = await runFrom("yaml.yaml", "yaml");
  fromCsv = await runFrom("csv.yaml", "csv");
  fromXlsx = await runFrom("xlsx.yaml", "xlsx");
}, 240_000);

afterAll(async () => {
  await sandbox?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

const figures = (r: RunResult) => ({
  plants: r.manifest.plants,
  portfolio: r.manifest.portfolio,
  clients: r.manifest.clients,
});

describe("plant details from a file, in a run", () => {
  it("a CSV and an XLSX give the manifest figures the YAML mapping gives", () => {
    const first = fromYaml.manifest.plants.find((p) => p.id === ids[0])!;
    expect(first.metrics.irradiationNormalKwhM2).not.toBeNull();
    expect(first.metrics.prTemperatureCorrected).not.toBeNull();
    expect(figures(fromCsv)).toEqual(figures(fromYaml));
    expect(figures(fromXlsx)).toEqual(figures(fromYaml));
  });
});

describe("clients in a run", () => {
  it("each client is the portfolio's formulas over its plants, its energy their sum", () => {
    const m = fromCsv.model;
    expect(m.clients.map((c) => [c.name, c.locale, c.plantIds])).toEqual([
      [
        "Stadtwerke Nordhafen",
        "de-DE",
        m.plants.filter((p) => ids.slice(0, 3).includes(p.id)).map((p) => p.id),
      ],
      ["Ørsted & Co", "en-GB", m.plants.filter((p) => !ids.slice(0, 3).includes(p.id)).map((p) => p.id)],
    ]);
    // A client's locale is its plants' PDF language unless a plant names its own.
    for (const p of m.plants) {
      expect(p.locale ?? null, p.name).toBe(ids.slice(0, 3).includes(p.id) ? "de-DE" : null);
    }
    const months = m.portfolio.trend.map((t) => t.month);
    for (const c of m.clients) {
      const own = m.plants.filter((p) => c.plantIds.includes(p.id));
      const { name: _n, locale: _l, plantIds: _p, ...summary } = c;
      expect(summary).toEqual(buildPortfolio(own, m.dates, months, m.verdictRules));
      for (const k of ["yieldKwh", "yieldTotalKwh", "meterYieldTotalKwh", "budgetKwh", "revenue"] as const) {
        const sum = own.reduce((s, p) => s + (p.metrics[k] ?? 0), 0);
        expect(c.metrics[k]).toBeCloseTo(sum, 6);
      }
      expect(c.metrics.yieldTotalKwh).toBeGreaterThan(0);
    }
    const entry = fromCsv.manifest.clients[0]!;
    expect(entry).toEqual({
      name: "Stadtwerke Nordhafen",
      locale: "de-DE",
      plants: m.clients[0]!.plantIds,
      metrics: m.clients[0]!.metrics,
      targets: m.clients[0]!.targets,
      bridge: m.clients[0]!.bridge,
      ytd: m.clients[0]!.ytd,
      lastYear: m.clients[0]!.lastYear,
      attention: m.clients[0]!.attention,
      watchCount: m.clients[0]!.watchCount,
      verdictCounts: m.clients[0]!.verdictCounts,
      ranking: m.clients[0]!.ranking,
      // The definition has no contracts.
      contract: null,
      verdicts: expect.any(Object),
      verdictDetails: expect.any(Object),
    });
  });

  it("puts the month's commentary on its plant and warns about an id not in the report", () => {
    const plants = fromCsv.model.plants;
    expect(plants.find((p) => p.id === ids[1])!.commentary).toBe("Inverter 2 replaced on 14 October.");
    expect(plants.filter((p) => p.commentary !== null)).toHaveLength(1);
    expect(fromCsv.manifest.warnings).toContain(
      `commentary ${MONTH}.yaml: plant ${UNKNOWN} is not in this report: its text is not printed`,
    );
  });

  it("stops with a usage error when two clients' filters claim one plant", async () => {
    const def = await loadDefinition(join(root, "csv.yaml"));
    const overlapping = { ...def, clients: [...def.clients, { name: "Everything", plants: "all" as const }] };
    const err = await runReport({
      definition: overlapping,
      client: { baseUrl: sandbox.baseUrl, auth: { kind: "password", ...sandbox.credentials } },
      outDir: join(root, "overlap"),
      now: new Date(NOW),
      pdfs: false,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ClientsError);
    expect((err as Error).message).toMatch(
      new RegExp(
        `^plant (${ids.slice(0, 3).join("|")}) \\(.+\\) is in clients "Stadtwerke Nordhafen" and "Everything"`,
      ),
    );
  });
});

describe("data CSVs", () => {
  it("the monthly CSV holds the manifest's figures, the daily CSV every plant-day and figure", async () => {
    const m = fromCsv.manifest;
    expect(m.data).toEqual({ daily: `data/daily-${MONTH}.csv`, monthly: `data/monthly-${MONTH}.csv` });
    const rows = parse(await readFile(join(fromCsv.outDir, m.data!.monthly)), { bom: true, columns: true });
    expect(rows).toHaveLength(m.plants.length);
    (rows as Record<string, string>[]).forEach((row, i) => {
      const p = m.plants[i]!;
      for (const [k, v] of Object.entries(p.metrics))
        expect(row[`metrics.${k}`]).toBe(v === null ? "" : String(v));
      expect(row.client).toBe(m.clients.find((c) => c.plants.includes(p.id))!.name);
    });
    const daily = parse(await readFile(join(fromCsv.outDir, m.data!.daily)), { bom: true, columns: true });
    expect(daily).toHaveLength(m.plants.length * 31 * 7);
  });

  it("shards merged give the single run's clients and CSVs", async () => {
    const shards = await Promise.all(
      [1, 2].map((index) => runFrom("csv.yaml", `shard-${index}`, { shard: { index, count: 2 } })),
    );
    expect(shards.every((s) => s.model.plants.length < ids.length)).toBe(true);
    const merged = await mergeReports({
      dirs: shards.map((s) => s.outDir),
      outDir: join(root, "merged"),
      generatedAt: GENERATED_AT,
    });
    expect(merged.manifest.clients).toEqual(fromCsv.manifest.clients);
    expect(merged.model.clients).toEqual(fromCsv.model.clients);
    expect(merged.manifest.warnings).toEqual(fromCsv.manifest.warnings);
    for (const file of Object.values(fromCsv.manifest.data!)) {
      expect(await readFile(join(merged.outDir, file))).toEqual(await readFile(join(fromCsv.outDir, file)));
    }
  }, 120_000);
});
