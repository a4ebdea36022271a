/**
 * renderOutputs copies the plant PDFs spooled during the fetch to their final names while it
 * builds the workbooks, and a failure on either side leaves nothing running or half-written.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { TEMP_MARKER } from "../../../src/output/atomic.js";
import { PLANT_DIR, WORKBOOK_DIR } from "../../../src/output/out-dir.js";
import type { RunEvent } from "../../../src/pipeline/run/events.js";
import { pdfNames, renderOutputs } from "../../../src/pipeline/run/render.js";
import { sampleModel } from "../../fixtures/model.js";

const model = sampleModel({ plants: 24, withFailures: true });
const ok = model.plants.filter((p) => p.status === "ok");
const opts = { perPlantSheetLimit: 0, summaryPdfs: false, pdfWorkers: 0 };
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A spool with one small file per plant with data, and an empty output folder. */
function setup(): { out: string; spooled: Map<string, string> } {
  const spool = mkdtempSync(join(tmpdir(), "render-spool-"));
  const out = mkdtempSync(join(tmpdir(), "render-out-"));
  dirs.push(spool, out);
  const spooled = new Map<string, string>();
  ok.forEach((p, i) => {
    const file = join(spool, `1-${i + 1}.pdf`);
    writeFileSync(file, `%PDF-1.7 plant ${p.id}`);
    spooled.set(p.id, file);
  });
  return { out, spooled };
}

/** Every file name under `dir`, one level of subfolders deep. */
function names(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? readdirSync(join(dir, e.name)).map((n) => `${e.name}/${n}`) : [e.name],
  );
}

describe("renderOutputs and the plant PDFs spooled during the fetch", () => {
  it("copies them to their final names, in plant order, while the workbooks are built", async () => {
    const { out, spooled } = setup();
    const events: RunEvent[] = [];
    const { files } = await renderOutputs(model, out, opts, (e) => events.push(e), spooled);
    const what = events.flatMap((e) => (e.type === "render" ? [e.what] : []));
    expect(what.filter((w) => w === "workbook")).toHaveLength(3);
    expect(what.filter((w) => w === "pdf")).toHaveLength(ok.length);
    // Under way before the last workbook was written, not after it.
    expect(what.indexOf("pdf")).toBeLessThan(what.lastIndexOf("workbook"));
    const expected = pdfNames(model);
    expect([...files.pdfs.keys()]).toEqual(ok.map((p) => p.id));
    for (const p of ok) {
      expect(files.pdfs.get(p.id)).toBe(`${PLANT_DIR}/${expected.get(p.id)}`);
      expect(readFileSync(join(out, files.pdfs.get(p.id)!), "latin1")).toBe(`%PDF-1.7 plant ${p.id}`);
    }
    expect(names(out).filter((n) => n.includes(TEMP_MARKER))).toEqual([]);
  }, 120_000);

  it("fails for a PDF that cannot be copied, after writing the workbooks; nothing half-written", async () => {
    const { out, spooled } = setup();
    rmSync(spooled.get(ok[5]!.id)!);
    await expect(renderOutputs(model, out, opts, () => {}, spooled)).rejects.toThrow(/ENOENT/);
    expect(readdirSync(join(out, WORKBOOK_DIR))).toHaveLength(3);
    expect(names(out).filter((n) => n.includes(TEMP_MARKER))).toEqual([]);
  }, 120_000);

  it("stops copying when a workbook fails, and rejects only once the copies under way are settled", async () => {
    const { out, spooled } = setup();
    // A file where the workbooks' folder should be: the first workbook cannot be written.
    writeFileSync(join(out, WORKBOOK_DIR), "not a folder");
    const placed: string[] = [];
    const emit = (e: RunEvent) => {
      if (e.type === "render" && e.what === "pdf") placed.push(e.file);
    };
    await expect(renderOutputs(model, out, opts, emit, spooled)).rejects.toThrow();
    const atRejection = placed.length;
    // Whatever was copied is whole and under its final name; no copy runs on behind the error.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(placed).toHaveLength(atRejection);
    mkdirSync(join(out, PLANT_DIR), { recursive: true });
    const inFolder = readdirSync(join(out, PLANT_DIR));
    expect(inFolder.filter((n) => n.includes(TEMP_MARKER))).toEqual([]);
    expect(inFolder.sort()).toEqual(placed.map((f) => f.slice(PLANT_DIR.length + 1)).sort());
  }, 120_000);
});
