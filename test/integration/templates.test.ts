/**
 * The starting points the README gives are real: templates/plant-details.csv/.xlsx are what
 * `npm run templates` generates from the demo's sandbox plants (one source for the demo and
 * the templates), and the README's walk-through — `solar-report run templates/demo.yaml`
 * against `solar-report sandbox` (seed 1, 24 plants) — gives a complete report: every plant
 * with its PR, budget and revenue, the demo's values, and a pack for each client.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDefinition } from "../../src/definition/index.js";
import { plantDetailsTemplates } from "../../src/docs/plant-details-template.js";
import type { Manifest } from "../../src/output/manifest.js";
import { templatePath } from "../../src/paths.js";
import { runReport } from "../../src/pipeline/run/run.js";
import { type Sandbox, sandboxDefinitionDetails, startSandbox } from "../../src/sandbox/index.js";

describe("templates/plant-details.csv and .xlsx", () => {
  it("are the generator's output, byte for byte (run `npm run templates` after changing the sandbox)", async () => {
    const { csv, xlsx } = await plantDetailsTemplates();
    expect(readFileSync(templatePath("plant-details.csv"), "utf8")).toBe(csv);
    expect(Buffer.compare(readFileSync(templatePath("plant-details.xlsx")), xlsx)).toBe(0);
  });

  it("set every detail the demo reports with: targets, normals, γ and the yield study too", async () => {
    const { csv } = await plantDetailsTemplates();
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/)
      .map((l) => l.split(","));
    expect(rows).toHaveLength(24);
    for (const column of [
      "prTarget",
      "availabilityTarget",
      "temperatureCoefficient",
      "irradiationNormalKwhM2_10",
      "p90AnnualKwh",
    ]) {
      const j = header!.indexOf(column);
      expect(
        rows.every((r) => r[j] !== ""),
        column,
      ).toBe(true);
    }
  });
});

describe("the README's walk-through: run templates/demo.yaml against the sandbox", () => {
  let sandbox: Sandbox;
  let out: string;
  let manifest: Manifest;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, plants: 24, seed: 1 });
    out = mkdtempSync(join(tmpdir(), "walk-through-"));
    const at = new Date("2026-11-20T12:00:00Z");
    // As `run` does: the definition as written, its plant details read from the CSV it names.
    const result = await runReport({
      definition: await loadDefinition(templatePath("demo.yaml")),
      client: { baseUrl: sandbox.baseUrl, auth: { kind: "password", ...sandbox.credentials } },
      month: "2026-10",
      outDir: out,
      now: at,
      generatedAt: at,
      pdfWorkers: 1,
      onEvent: () => {},
    });
    expect(result.exitCode).toBe(0);
    manifest = JSON.parse(readFileSync(join(out, "manifest.json"), "utf8")) as Manifest;
  }, 300_000);

  afterAll(async () => {
    await sandbox?.close();
    if (out) rmSync(out, { recursive: true, force: true });
  });

  it("reports every plant with PR, budget and revenue, with the demo's details", () => {
    expect(manifest.status).toBe("ok");
    expect(manifest.plants).toHaveLength(24);
    const demo = sandboxDefinitionDetails(sandbox);
    for (const p of manifest.plants) {
      expect(p.metrics.pr, p.name).not.toBeNull();
      expect(p.metrics.budgetKwh, p.name).not.toBeNull();
      expect(p.metrics.revenue, p.name).not.toBeNull();
      // The budget is the demo's October budget (the month is complete, no proration).
      expect(p.metrics.budgetKwh, p.name).toBe(demo[p.id]!.budgetKwh[9]);
    }
    expect(manifest.portfolio.metrics.revenue).not.toBeNull();
  });

  it("writes a pack for each of the demo's clients", () => {
    expect(manifest.clients.map((c) => c.name)).toEqual(["Nordwind Energie GmbH", "Soleil du Sud SA"]);
    for (const c of manifest.clients) {
      expect(c.pdf, c.name).toBeTruthy();
      expect(existsSync(join(out, c.pdf!)), c.pdf!).toBe(true);
    }
  });
});
