/**
 * Writes the files of a run from its ReportModel: the three workbooks, then one PDF per
 * plant that has data. File names are fixed before rendering (stable across runs).
 * Renderers produce bytes; output/ writes them atomically.
 */
import type { ReportModel } from "../metrics/model.js";
import type { WrittenFiles } from "../output/manifest.js";
import { PLANT_DIR, WORKBOOK_DIR, writeOutput } from "../output/out-dir.js";
import { plantPdfFileName, renderPdfs } from "../render/pdf/index.js";
import { buildWorkbook, type WorkbookKind, workbookFileName } from "../render/xlsx/index.js";
import type { EventSink } from "./events.js";

export interface RenderOptions {
  perPlantSheetLimit: number;
  pdfs: boolean;
  pdfWorkers?: number;
}

const KINDS: WorkbookKind[] = ["yield", "pr", "availability"];

/**
 * `rendered`: PDFs already made while the run fetched (plant id → bytes); without it, the
 * PDFs are rendered here.
 */
export async function renderOutputs(
  model: ReportModel,
  outDir: string,
  opts: RenderOptions,
  emit: EventSink,
  rendered?: Map<string, Buffer>,
): Promise<{ files: WrittenFiles; xlsxMs: number; pdfMs: number }> {
  const files: WrittenFiles = { workbooks: {}, pdfs: new Map() };
  const xlsxStart = Date.now();
  for (const kind of KINDS) {
    const buf = await buildWorkbook(kind, model, { perPlantSheetLimit: opts.perPlantSheetLimit });
    const rel = await writeOutput(outDir, WORKBOOK_DIR, workbookFileName(kind, model.month), buf);
    files.workbooks[kind] = rel;
    emit({ type: "render", what: "workbook", file: rel });
  }
  const xlsxMs = Date.now() - xlsxStart;
  if (!opts.pdfs) return { files, xlsxMs, pdfMs: 0 };
  const pdfStart = Date.now();
  const withData = model.plants.filter((p) => p.status === "ok");
  const taken = new Set<string>();
  const names = new Map(withData.map((p) => [p.id, plantPdfFileName(p, taken)]));
  const write = async (id: string, buf: Buffer) => {
    const rel = await writeOutput(outDir, PLANT_DIR, names.get(id)!, buf);
    files.pdfs.set(id, rel);
    emit({ type: "render", what: "pdf", file: rel });
  };
  if (rendered) {
    // In plant order, so the files are written the same way on every run.
    for (const p of withData) {
      const buf = rendered.get(p.id);
      if (buf) await write(p.id, buf);
    }
  } else {
    await renderPdfs(model, withData, { workers: opts.pdfWorkers, onDone: write });
  }
  return { files, xlsxMs, pdfMs: Date.now() - pdfStart };
}
