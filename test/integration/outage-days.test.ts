/**
 * Outage days (trips: data arrived, 0 kWh at 0 % availability) from a real run against the
 * sandbox, whose plant "Φωτοβολταϊκό Κρήτης" (5 plants, seed 3) tripped on 22 October 2026 and
 * no other plant did: the manifest lists the day, index.html names it in English and German,
 * and the yield workbook's chart of that plant marks it, and only it.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Manifest } from "../../src/output/manifest.js";
import { indexHtml } from "../../src/render/html/index-html.js";
import { type Sandbox, startSandbox } from "../../src/sandbox/index.js";
import { runSandboxReport } from "../helpers/sandbox-report.js";
import { child, findAll, parseXml, type XmlNode } from "../unit/xlsx/xml-tree.js";

const NOW = Date.parse("2026-11-05T06:00:00Z");
const TRIPPED = "Φωτοβολταϊκό Κρήτης";
const DAY = "2026-10-22";
const DEFINITION = 'title: Outages\nperiod: "2026-10"\nplants: all\nlocale: en-GB\ncurrency: EUR\n';

let sandbox: Sandbox;
let work: string;
let manifest: Manifest;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "outage-days-"));
  sandbox = await startSandbox({ port: 0, plants: 5, seed: 3, now: () => NOW });
  ({ manifest } = await runSandboxReport(sandbox, DEFINITION, join(work, "run"), { now: NOW, pdfs: false }));
}, 180_000);

afterAll(async () => {
  await sandbox?.close();
  await rm(work, { recursive: true, force: true });
});

/** The row of a plant in index.html's plant table. */
function plantRow(html: string, id: string): string {
  const start = html.indexOf(`<tr class="ok" data-id="${id}">`);
  expect(start, id).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</tr>", start));
}

const tripped = () => manifest.plants.find((p) => p.name === TRIPPED)!;

describe("outage days of a sandbox run", () => {
  it("lists the tripped plant's day in the manifest, and the daily data agrees", async () => {
    expect(manifest.plants.map((p) => [p.name, p.outageDays])).toEqual(
      manifest.plants.map((p) => [p.name, p.name === TRIPPED ? [DAY] : []]),
    );
    // The day as the data CSV has it: 0 kWh measured at 0 % availability.
    const csv = await readFile(join(work, "run", manifest.data!.daily), "utf8");
    const rows = csv.split("\r\n").filter((l) => l.startsWith(`${tripped().id},`) && l.includes(`,${DAY},`));
    const value = (figure: string) => rows.find((l) => l.includes(`,${figure},`))?.split(",")[5];
    expect([value("yieldKwh"), value("availability")]).toEqual(["0", "0"]);
  });

  it("names the day under the plant's days with data in index.html, in English and in German", () => {
    const en = plantRow(indexHtml(manifest), tripped().id);
    expect(en).toContain(`<span class="sub outage" data-days="${DAY}">Outage (0 kWh): 22 Oct 2026</span>`);
    const de = plantRow(indexHtml({ ...manifest, locale: "de-DE" }), tripped().id);
    expect(de).toContain(`<span class="sub outage" data-days="${DAY}">Ausfall (0 kWh): 22.10.2026</span>`);
    for (const p of manifest.plants.filter((x) => x.name !== TRIPPED))
      expect(plantRow(indexHtml(manifest), p.id)).not.toContain("outage");
  });

  it("marks the day on the plant's chart in the yield workbook, from a column on its sheet", async () => {
    const file = join(work, "run", manifest.workbooks.yield!);
    const bytes = await readFile(file);
    const charts = Object.entries(unzipSync(new Uint8Array(bytes)))
      .filter(([name]) => /^xl\/charts\/chart\d+\.xml$/.test(name))
      .map(([, b]) => parseXml(Buffer.from(b).toString("utf8")));
    const title = (c: XmlNode) => findAll(child(findAll(c, "chart")[0]!, "title")!, "t")[0]!.text;
    const name = (s: XmlNode) => findAll(child(s, "tx")!, "v")[0]!.text;
    const outageSeries = charts.flatMap((c) =>
      findAll(c, "ser")
        .filter((s) => name(s) === "Outage day (0 kWh)")
        .map((s) => ({ chart: title(c), s })),
    );
    expect(outageSeries.map((x) => x.chart)).toEqual([
      `${TRIPPED}: daily yield and irradiation, October 2026`,
    ]);
    const { s } = outageSeries[0]!;
    const cache = findAll(child(s, "val")!, "numCache")[0]!;
    expect(child(cache, "ptCount")!.attrs.val).toBe("31");
    // One point, 22 October (index 21), at 0 kWh.
    expect(findAll(cache, "pt").map((p) => [p.attrs.idx, child(p, "v")!.text])).toEqual([["21", "0"]]);
    expect(findAll(child(s, "marker")!, "symbol")[0]!.attrs.val).toBe("triangle");
    // The values are cells of the plant's sheet: its date column (a date, as exceljs reads it) says which day each is.
    const ref = findAll(child(s, "val")!, "f")[0]!.text;
    const [, sheet, first, last] = ref.match(/^'?(.+?)'?!\$B\$(\d+):\$B\$(\d+)$/)!;
    expect([sheet, Number(last) - Number(first) + 1]).toEqual([TRIPPED, 31]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(new Uint8Array(bytes).buffer);
    const ws = wb.getWorksheet(TRIPPED)!;
    const row = Number(first) + 21;
    expect([ws.getCell(row, 1).value, ws.getCell(row, 2).value]).toEqual([new Date(`${DAY}T00:00:00Z`), 0]);
    const filled = Array.from({ length: 31 }, (_, j) => ws.getCell(Number(first) + j, 2).value);
    expect(filled.filter((v) => v !== null)).toEqual([0]);
  });
});
