/**
 * The portfolio PDF and the client packs of a real run against the sandbox, as poppler reads
 * them: each pack names its own plants and no other client's, prints its figures (which sum
 * to its plants' in the manifest) in its client's language, and bookmarks each of its plants;
 * the portfolio PDF names every plant of the report, the one without data included; a rerun
 * without clients removes the packs it no longer writes.
 */
import { execFileSync } from "node:child_process";
import { access, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDefinition } from "../../src/definition/index.js";
import { type RunResult, runReport } from "../../src/pipeline/run/run.js";
import { type Sandbox, sandboxDefinitionDetails, startSandbox } from "../../src/sandbox/index.js";
import { outlineTitles } from "../helpers/pdf-outline.js";
import { toolsAvailable } from "../helpers/tools.js";

const NOW = Date.parse("2026-11-05T06:00:00Z");
const MONTH = "2026-10";
const PLANTS = 9;

let sandbox: Sandbox;
let root: string;
let ids: string[];
let result: RunResult;

const fold = (s: string) => s.replace(/[\s\u00A0\u202F]+/gu, " ").trim();
const pdfText = (file: string) =>
  fold(execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" }));

function definitionYaml(clients: boolean): string {
  const lines = [
    "title: Pack check",
    `period: "${MONTH}"`,
    "plants: all",
    "locale: en-GB",
    "currency: EUR",
    "history: 2",
  ];
  if (clients) {
    lines.push(
      "clients:",
      `  - {name: "Stadtwerke Nordhafen", plants: [${ids.slice(0, 4).join(", ")}], locale: de-DE}`,
      `  - {name: "Ørsted & Co", plants: [${ids.slice(4).join(", ")}]}`,
    );
  }
  return `${lines.join("\n")}\n`;
}

/** `replace`: the folder holds the report of another definition (--replace). */
function run(clients: boolean, out: string, replace = false): Promise<RunResult> {
  const def = parseDefinition(definitionYaml(clients), "inline.yaml", process.cwd());
  return runReport({
    definition: { ...def, plantDetails: sandboxDefinitionDetails(sandbox) },
    client: { baseUrl: sandbox.baseUrl, auth: { kind: "password", ...sandbox.credentials } },
    outDir: join(root, out),
    now: new Date(NOW),
    generatedAt: new Date(NOW),
    pdfs: true,
    pdfWorkers: 1,
    replace,
  });
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, plants: PLANTS, seed: 5, now: () => NOW });
  ids = sandbox.plants.map((p) => p.id);
  // The last plant (the second client's) has no data: the run reports it as failed.
  sandbox.setPlantFaults({ revoked: [ids[PLANTS - 1]!] });
  root = await mkdtemp(join(tmpdir(), "solar-packs-"));
  result = await run(true, "out");
}, 300_000);

afterAll(async () => {
  await sandbox?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

const clientPlants = (i: number) => {
  const c = result.manifest.clients[i]!;
  return result.manifest.plants.filter((p) => c.plants.includes(p.id));
};

describe.skipIf(!toolsAvailable(["pdftotext"], "client packs and the portfolio PDF"))(
  "client packs and the portfolio PDF of a run",
  () => {
    it("are listed in the manifest under their names and written", async () => {
      const m = result.manifest;
      expect(result.exitCode).toBe(3);
      expect(m.plants.filter((p) => p.status === "failed").map((p) => p.id)).toEqual([ids[PLANTS - 1]]);
      expect(m.portfolioPdf).toBe(`portfolio-${MONTH}.pdf`);
      expect(m.clients.map((c) => c.pdf)).toEqual([
        `clients/Stadtwerke Nordhafen-${MONTH}.pdf`,
        `clients/Ørsted & Co-${MONTH}.pdf`,
      ]);
      for (const f of [m.portfolioPdf!, ...m.clients.map((c) => c.pdf!)])
        await access(join(result.outDir, f));
    });

    it("each pack names its own plants and no other client's", () => {
      result.manifest.clients.forEach((c, i) => {
        const text = pdfText(join(result.outDir, c.pdf!));
        for (const p of clientPlants(i)) expect(text, `${c.name}: ${p.name}`).toContain(fold(p.name));
        for (const p of clientPlants(1 - i)) expect(text, `${c.name}: ${p.name}`).not.toContain(fold(p.name));
      });
    });

    it("each pack's figures are its plants' summed, printed in its client's language", () => {
      const de = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 0 });
      const en = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });
      result.manifest.clients.forEach((c, i) => {
        const own = clientPlants(i).filter((p) => p.status === "ok");
        for (const k of ["yieldTotalKwh", "meterYieldTotalKwh", "budgetCoveredKwh", "revenue"] as const) {
          const sum = own.reduce((s, p) => s + (p.metrics[k] ?? 0), 0);
          expect(c.metrics[k], `${c.name} ${k}`).toBeCloseTo(sum, 6);
        }
        const text = pdfText(join(result.outDir, c.pdf!));
        const fmt = i === 0 ? de : en;
        expect(text).toContain(`${fmt.format(c.metrics.yieldTotalKwh!)} kWh`);
        expect(text).toContain(`${fmt.format(c.metrics.meterYieldTotalKwh!)} kWh`);
        expect(text).toContain(i === 0 ? "Oktober 2026" : "October 2026");
        expect(text).toContain(i === 0 ? "Rangliste der Anlagen" : "Ranking of the plants");
      });
      const failed = result.manifest.plants.find((p) => p.status === "failed")!;
      const second = pdfText(join(result.outDir, result.manifest.clients[1]!.pdf!));
      expect(second).toContain("Plants without data");
      expect(second).toContain(fold(failed.name));
    });

    it("each pack has a bookmark for its cover, summary and every one of its plants with data", () => {
      result.manifest.clients.forEach((c, i) => {
        const titles = outlineTitles(join(result.outDir, c.pdf!));
        const plants = clientPlants(i)
          .filter((p) => p.status === "ok")
          .map((p) => p.name);
        expect(titles.slice(0, 2)).toEqual(i === 0 ? ["Deckblatt", "Zusammenfassung"] : ["Cover", "Summary"]);
        expect(titles.slice(-plants.length)).toEqual(plants);
        const others = clientPlants(1 - i).map((p) => p.name);
        for (const t of titles) expect(others).not.toContain(t);
      });
    });

    it("the portfolio PDF names every plant of the report and prints the portfolio's figures", () => {
      const text = pdfText(join(result.outDir, result.manifest.portfolioPdf!));
      for (const p of result.manifest.plants) expect(text, p.name).toContain(fold(p.name));
      const m = result.manifest.portfolio.metrics;
      const en = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });
      expect(text).toContain(`${en.format(m.yieldTotalKwh!)} kWh`);
      expect(text).toContain(`${PLANTS - 1} of ${PLANTS} plants reported, 1 without data`);
      expect(outlineTitles(join(result.outDir, result.manifest.portfolioPdf!))).toEqual([
        "Summary",
        "Ranking of the plants",
        "Plants needing attention",
        "Data quality",
      ]);
    });

    it("index.html links the portfolio PDF, each pack and the data files", async () => {
      const { readFile } = await import("node:fs/promises");
      const html = await readFile(join(result.outDir, "index.html"), "utf8");
      expect(html).toContain(`href="portfolio-${MONTH}.pdf"`);
      expect(html).toContain(`href="clients/Stadtwerke%20Nordhafen-${MONTH}.pdf"`);
      expect(html).toContain(`href="clients/%C3%98rsted%20%26%20Co-${MONTH}.pdf"`);
      expect(html).toContain(`href="data/daily-${MONTH}.csv"`);
      expect(html).toContain(`href="data/monthly-${MONTH}.csv"`);
    });

    it("a rerun without clients (another definition: --replace) removes the packs and keeps the portfolio PDF", async () => {
      const again = await run(false, "out", true);
      expect(again.manifest.clients).toEqual([]);
      expect(await readdir(join(again.outDir, "clients"))).toEqual([]);
      await access(join(again.outDir, again.manifest.portfolioPdf!));
    }, 300_000);
  },
);
