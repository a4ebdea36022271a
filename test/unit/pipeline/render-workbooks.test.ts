/**
 * renderOutputs lays out each workbook while the one before is zipped and written (render.ts
 * writeWorkbooks): the zip's wait overlaps the next layout, results stay in workbook order, and
 * a workbook that cannot be laid out or zipped is a failed file while the others are written.
 * The workbook builder is wrapped to log its calls and to fail on request.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { WorkbookKind } from "../../../src/render/xlsx/index.js";

const calls: string[] = [];
const failing: { layOut?: WorkbookKind; pack?: WorkbookKind } = {};
vi.mock("../../../src/render/xlsx/index.js", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../../src/render/xlsx/index.js")>();
  const kinds = new WeakMap<object, WorkbookKind>();
  return {
    ...actual,
    layOutWorkbook: async (...args: Parameters<typeof actual.layOutWorkbook>) => {
      const kind = args[0];
      calls.push(`layOut ${kind}`);
      if (failing.layOut === kind) throw new Error(`the ${kind} sheets could not be laid out`);
      const laidOut = await actual.layOutWorkbook(...args);
      kinds.set(laidOut, kind);
      return laidOut;
    },
    packWorkbook: async (laidOut: Parameters<typeof actual.packWorkbook>[0]) => {
      const kind = kinds.get(laidOut)!;
      calls.push(`pack ${kind}`);
      if (failing.pack === kind) throw new Error(`the ${kind} package could not be zipped`);
      // The zip takes a while on libuv's pool: this thread is free meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 20));
      const zip = await actual.packWorkbook(laidOut);
      calls.push(`packed ${kind}`);
      return zip;
    },
  };
});

const { renderOutputs } = await import("../../../src/pipeline/run/render.js");
const { WORKBOOK_DIR } = await import("../../../src/output/out-dir.js");
const { workbookFileName } = await import("../../../src/render/xlsx/index.js");
const { sampleModel } = await import("../../fixtures/model.js");

const model = sampleModel({ plants: 6 });
const opts = { perPlantSheetLimit: 0, summaryPdfs: false, pdfWorkers: 0 };
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  calls.length = 0;
  delete failing.layOut;
  delete failing.pack;
});

async function render() {
  const out = mkdtempSync(join(tmpdir(), "render-workbooks-"));
  dirs.push(out);
  const events: string[] = [];
  const { files } = await renderOutputs(model, out, opts, (e) => {
    if (e.type === "render" && e.what === "workbook") events.push(`written ${e.file}`);
    if (e.type === "warning") events.push(`warning ${e.message}`);
  });
  return { out, files, events };
}

const file = (kind: WorkbookKind) => `${WORKBOOK_DIR}/${workbookFileName(kind, model.month)}`;

describe("the workbooks: each laid out while the one before is zipped", () => {
  it("lays out the next before the last zip is done, and reports them in workbook order", async () => {
    const { out, files, events } = await render();
    expect(calls).toEqual([
      "layOut yield",
      "pack yield",
      "layOut pr",
      "packed yield",
      "pack pr",
      "layOut availability",
      "packed pr",
      "pack availability",
      "packed availability",
    ]);
    expect(events).toEqual([
      `written ${file("yield")}`,
      `written ${file("pr")}`,
      `written ${file("availability")}`,
    ]);
    expect(files.workbooks).toEqual({
      yield: file("yield"),
      pr: file("pr"),
      availability: file("availability"),
    });
    expect(readdirSync(join(out, WORKBOOK_DIR)).sort()).toEqual(
      ["availability", "pr", "yield"].map((k) => workbookFileName(k as WorkbookKind, model.month)).sort(),
    );
  }, 120_000);

  it("a workbook that cannot be laid out is a failed file; the others are written, in order", async () => {
    failing.layOut = "pr";
    const { out, files, events } = await render();
    expect(files.failed).toEqual([
      { file: file("pr"), kind: "workbook", reason: "the pr sheets could not be laid out" },
    ]);
    expect(events).toEqual([
      `written ${file("yield")}`,
      `warning ${file("pr")} could not be built and is left out: the pr sheets could not be laid out`,
      `written ${file("availability")}`,
    ]);
    expect(readdirSync(join(out, WORKBOOK_DIR))).toHaveLength(2);
  }, 120_000);

  it("a workbook that cannot be zipped is a failed file too", async () => {
    failing.pack = "yield";
    const { files, events } = await render();
    expect(files.failed).toEqual([
      { file: file("yield"), kind: "workbook", reason: "the yield package could not be zipped" },
    ]);
    expect(Object.keys(files.workbooks)).toEqual(["pr", "availability"]);
    expect(events[0]).toMatch(/could not be built and is left out: the yield package could not be zipped$/);
  }, 120_000);
});
