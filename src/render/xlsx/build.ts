/**
 * ReportModel → one workbook's bytes: exceljs writes the cells, styles and formulas (the
 * largest sheets' rows straight to XML, sheet-body.ts), then the chart writer adds the native
 * chart parts to the package's parts and compresses them, once. Same
 * model and generatedAt, same bytes (fixed document dates and zip timestamps).
 */
import ExcelJS from "exceljs";
import type { ReportModel } from "../../metrics/model.js";
import { finiteOnly } from "../finite.js";
import { addChartsToPartsParallel } from "./chart/index.js";
import type { ChartPlacement } from "./chart/types.js";
import { BuildContext, type WorkbookOptions } from "./context.js";
import type { WorkbookKind } from "./file-name.js";
import { cellFormat } from "./format-locale.js";
import { xlsxLabels } from "./labels.js";
import { AVAILABILITY_THEME, PR_THEME } from "./ratio-theme.js";
import { buildRatioWorkbook } from "./ratio-workbook.js";
import { shareCellStyles } from "./writer/shared-styles.js";
import { workbookParts } from "./writer/sheet-bodies.js";
import { buildYieldWorkbook } from "./yield-workbook.js";

export type BuildWorkbookOptions = WorkbookOptions;

function setProperties(wb: ExcelJS.Workbook, kind: WorkbookKind, model: ReportModel): void {
  const at = new Date(model.generatedAt);
  const L = xlsxLabels(model.locale);
  const name = L.workbooks[kind];
  wb.creator = "solar-report";
  wb.lastModifiedBy = "solar-report";
  wb.created = at;
  wb.modified = at;
  wb.title = L.workbookTitle(model.title, name, model.month);
  wb.subject = L.workbookSubject(name, model.month);
  wb.company = model.branding.company;
  wb.keywords = L.workbookKeywords(name, model.month);
  wb.calcProperties.fullCalcOnLoad = false;
}

/**
 * The model with no NaN or Infinity in a cell or a chart's cache (render/finite.ts: shown as
 * empty cells), checked once per model rather than once per workbook. Copy on write, so the
 * memo holds almost nothing of its own.
 */
const finiteModels = new WeakMap<ReportModel, ReportModel>();
function finiteModel(model: ReportModel): ReportModel {
  let clean = finiteModels.get(model);
  if (clean === undefined) {
    clean = finiteOnly(model);
    finiteModels.set(model, clean);
  }
  return clean;
}

/** The workbook's cells (exceljs, in memory) and the charts to add: what `buildWorkbook` writes. */
export function buildWorkbookContent(
  kind: WorkbookKind,
  model: ReportModel,
  opts: WorkbookOptions,
): { wb: ExcelJS.Workbook; placements: ChartPlacement[] } {
  const clean = finiteModel(model);
  const wb = new ExcelJS.Workbook();
  setProperties(wb, kind, clean);
  const ctx = new BuildContext(wb, clean, opts);
  if (kind === "yield") buildYieldWorkbook(ctx);
  else buildRatioWorkbook(ctx, kind === "pr" ? PR_THEME : AVAILABILITY_THEME);
  return { wb, placements: ctx.placements };
}

/**
 * The cells' package as its parts, not zipped: the chart writer adds its parts and zips them
 * once (chart/deterministic-zip.ts). A function of its own so that exceljs's workbook is
 * garbage once its parts are written, before they are zipped. Every number format a cell uses
 * carries the report's locale tag, as the charts' do, and dates read as the locale writes them
 * (format-locale.ts).
 */
async function cellParts(
  kind: WorkbookKind,
  model: ReportModel,
  opts: WorkbookOptions,
): Promise<{ parts: Record<string, Uint8Array>; placements: ChartPlacement[] }> {
  const { wb, placements } = buildWorkbookContent(kind, model, opts);
  shareCellStyles(wb);
  return { parts: await workbookParts(wb, cellFormat(model.locale)), placements };
}

/** A workbook's cells written as its package's parts, with the charts still to add: see `packWorkbook`. */
export interface LaidOutWorkbook {
  parts: Record<string, Uint8Array>;
  placements: ChartPlacement[];
  /** The zip entries' time: the report's generatedAt, so the bytes are the same on every run. */
  mtime: Date;
}

/** The workbook's cells, styles and formulas as its package's parts (on this thread). */
export async function layOutWorkbook(
  kind: WorkbookKind,
  model: ReportModel,
  opts: WorkbookOptions,
): Promise<LaidOutWorkbook> {
  const { parts, placements } = await cellParts(kind, model, opts);
  return { parts, placements, mtime: new Date(model.generatedAt) };
}

/**
 * The charts added and the package zipped: the charts' XML on this thread, the parts deflated
 * on libuv's thread pool, so the caller can lay out the next workbook meanwhile
 * (pipeline/run/render.ts).
 */
export async function packWorkbook(laidOut: LaidOutWorkbook): Promise<Buffer> {
  const zip = await addChartsToPartsParallel(laidOut.parts, laidOut.placements, { mtime: laidOut.mtime });
  return Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
}

export async function buildWorkbook(
  kind: WorkbookKind,
  model: ReportModel,
  opts: WorkbookOptions,
): Promise<Buffer> {
  return packWorkbook(await layOutWorkbook(kind, model, opts));
}
