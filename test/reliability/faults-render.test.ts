/**
 * One plant never stops the others in rendering, and a renderer never changes a figure
 * (DESIGN.md "The one picture"): when one plant's PDF cannot be rendered (here: the renderer
 * throws for a chosen plant, as a non-finite number reaching pdfkit's layout did), the PDF is a
 * failed file, listed in the manifest with the reason; the plant keeps its figures in the
 * manifest, the workbooks, index.html and the portfolio's totals; every other plant keeps its
 * PDF byte for byte; and the run exits 3. The throw is injected by mocking renderPlantPdf for
 * one plant id: deterministic.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { summaryLine, whereToLook } from "../../src/cli/reporter.js";
import type { PlantReport } from "../../src/metrics/model.js";
import { type Sandbox, startSandbox } from "../../src/sandbox/index.js";
import {
  advancingClock,
  definitionFor,
  type FinishedRun,
  filesUnder,
  pdfBytes,
  removeRunDirs,
  runFull,
  WORKBOOK_KINDS,
  workbookCells,
} from "./helpers/report-run.js";

const broken = vi.hoisted(() => ({ id: "" }));

vi.mock("../../src/render/pdf/pages/render-plant-pdf.js", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../src/render/pdf/pages/render-plant-pdf.js")>();
  return {
    ...real,
    renderPlantPdf: (model: never, plant: PlantReport, opts?: never) =>
      plant.id === broken.id
        ? Promise.reject(new Error("unsupported number: NaN"))
        : real.renderPlantPdf(model, plant, opts),
  };
});

const PLANTS = 5;
let sandbox: Sandbox;
let clean: FinishedRun;
let run: FinishedRun;

beforeAll(async () => {
  sandbox = await startSandbox({ plants: PLANTS, seed: 3, now: advancingClock() });
  clean = await runFull(sandbox, definitionFor(sandbox));
  broken.id = clean.manifest.plants[2]!.id;
  run = await runFull(sandbox, definitionFor(sandbox));
});
afterAll(async () => {
  await sandbox?.close();
  await removeRunDirs();
});

describe("a plant whose PDF cannot be rendered", () => {
  it("keeps its figures; its PDF is a failed file with the reason; the run exits 3", () => {
    expect(run.result.exitCode).toBe(3);
    expect(run.manifest.status).toBe("partial");
    const plant = run.manifest.plants.find((p) => p.id === broken.id)!;
    expect(plant.status).toBe("ok");
    expect(plant.pdf).toBeUndefined();
    const before = clean.manifest.plants.find((p) => p.id === broken.id)!;
    expect(run.manifest.failedFiles).toEqual([
      { file: before.pdf, kind: "plantPdf", plant: broken.id, reason: "unsupported number: NaN" },
    ]);
    const { pdf: _pdf, ...figures } = before;
    expect(plant).toEqual(figures);
    const warning = run.manifest.warningDetails!.find((w) => w.code === "plantPdfFailed")!;
    expect(warning.params).toEqual({ plant: plant.name, reason: "unsupported number: NaN" });
  });

  it("changes no figure: the portfolio, the clients and every workbook cell are the clean run's", async () => {
    expect(run.manifest.portfolio).toEqual(clean.manifest.portfolio);
    expect(run.manifest.clients).toEqual(clean.manifest.clients);
    // The one difference a workbook may show: the run's warnings name the PDF that failed.
    const figures = async (r: FinishedRun, kind: (typeof WORKBOOK_KINDS)[number]) => {
      const sheets = await workbookCells(r, kind);
      const noted = (row: unknown[]) =>
        row.length === 0 ||
        (row.length === 1 && row[0] === "Warnings") ||
        /could not be rendered/.test(String(row[0]));
      return Object.fromEntries(
        Object.entries(sheets).map(([name, rows]) => [name, rows.filter((r) => !noted(r))]),
      );
    };
    for (const kind of WORKBOOK_KINDS)
      expect(await figures(run, kind), kind).toEqual(await figures(clean, kind));
    const warned = Object.values(await workbookCells(run, "yield")).flat();
    expect(
      warned.some((row) => /The PDF of .* could not be rendered/.test(String((row as unknown[])[0]))),
    ).toBe(true);
  });

  it("index.html shows the plant's figures as before, without a link to a PDF that is not there", async () => {
    const html = async (r: FinishedRun) => readFile(join(r.outDir, "index.html"), "utf8");
    const name = clean.manifest.plants.find((p) => p.id === broken.id)!.name;
    const row = (page: string) => {
      const tr = page.split("<tr").find((r) => r.includes(name) && r.includes("<td"));
      return tr
        ?.replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim();
    };
    const [before, after] = [await html(clean), await html(run)];
    expect(row(after)).toBeDefined();
    // The same figures; the name says its PDF could not be rendered instead of linking it.
    expect(row(after)).toContain(`${name} PDF could not be rendered `);
    expect(row(after)!.replace(" PDF could not be rendered", "")).toBe(row(before));
    // No link to it; the failed files' list names where it would have been, as text.
    const pdf = clean.manifest.plants.find((p) => p.id === broken.id)!.pdf!;
    expect(after).not.toContain(`href="${encodeURI(pdf)}"`);
    expect(before).toContain(`href="${encodeURI(pdf)}"`);
    const failed = after.split('<section class="failed-files"')[1]?.split("</section>")[0] ?? "";
    expect(failed).toContain(`<span class="path">${pdf}</span>`);
  });

  it("every other plant keeps its entry and its PDF, byte for byte", async () => {
    const others = (m: typeof run.manifest) => m.plants.filter((p) => p.id !== broken.id);
    expect(others(run.manifest).map((p) => [p.id, p.status, p.pdf])).toEqual(
      others(clean.manifest).map((p) => [p.id, p.status, p.pdf]),
    );
    const [x, y] = await Promise.all([pdfBytes(clean), pdfBytes(run)]);
    expect(y.size).toBe(PLANTS - 1);
    for (const [id, bytes] of y) expect(bytes.equals(x.get(id)!), `PDF of ${id}`).toBe(true);
  });

  it("the folder holds the workbooks, index.html and the other PDFs, and the run ends saying where to look", async () => {
    const files = await filesUnder(run.outDir);
    expect(files.filter((f) => f.startsWith("workbooks/"))).toHaveLength(3);
    expect(files).toContain("index.html");
    expect(files).not.toContain(clean.manifest.plants.find((p) => p.id === broken.id)!.pdf);
    const done = run.events.find((e) => e.type === "done")!;
    if (done.type !== "done") throw new Error("no done event");
    const pdf = clean.manifest.plants.find((p) => p.id === broken.id)!.pdf!;
    expect(summaryLine(done)).toMatch(/^report partial: 5 plants ok, 0 failed, 1 file not rendered; /);
    expect(whereToLook(done)).toBe(
      `open ${run.outDir}/index.html first (scripts: ${run.outDir}/manifest.json); 1 file could not be rendered (${pdf}): the reasons are in both`,
    );
  });
});
