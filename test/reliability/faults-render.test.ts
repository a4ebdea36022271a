/**
 * One plant never stops the others in rendering: when one plant's PDF cannot be rendered
 * (here: the renderer throws for a chosen plant, as a non-finite number reaching pdfkit's
 * layout did), that plant is reported failed with the reason, every other plant keeps its
 * PDF byte for byte, the workbooks and index.html list it as failed, and the run exits 3.
 * The throw is injected by mocking renderPlantPdf for one plant id: deterministic.
 */
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
} from "./helpers/report-run.js";

const broken = vi.hoisted(() => ({ id: "" }));

vi.mock("../../src/render/pdf/render-plant-pdf.js", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../src/render/pdf/render-plant-pdf.js")>();
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
  it("is reported failed with the reason; the run exits 3", () => {
    expect(run.result.exitCode).toBe(3);
    expect(run.manifest.status).toBe("partial");
    const plant = run.manifest.plants.find((p) => p.id === broken.id)!;
    expect(plant.status).toBe("failed");
    expect(plant.pdf).toBeUndefined();
    expect(plant.error).toBe(
      "its PDF could not be rendered (unsupported number: NaN), so the plant is left out of this report: rerun with --no-pdf for its figures, and report this as a bug with the plant's id",
    );
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
    const done = run.events.find((e) => e.type === "done")!;
    if (done.type !== "done") throw new Error("no done event");
    const name = run.manifest.plants.find((p) => p.id === broken.id)!.name;
    expect(summaryLine(done)).toMatch(/^report partial: 4 plants ok, 1 failed; /);
    expect(whereToLook(done)).toBe(
      `open ${run.outDir}/index.html first (scripts: ${run.outDir}/manifest.json); 1 plant failed (${name}): the reasons are in both`,
    );
  });
});
