/**
 * Writes an exceljs workbook whose large sheets keep their bulk rows in a SheetBody
 * (sheet-body.ts): exceljs writes each sheet as usual, and the body's rows go into its
 * sheetData, in row order, with exceljs's style and shared-string indexes — after the styles
 * and strings of exceljs's own cells are registered and before styles.xml and
 * sharedStrings.xml are written.
 */

import type { Style, Workbook, Worksheet } from "exceljs";
import ExcelJS from "exceljs";
import { colName } from "../cells.js";
import type { ResolveContext, SheetBody, StyleClass } from "./sheet-body.js";

const bodies = new WeakMap<Worksheet, SheetBody>();

/** Gives `ws` a body of bulk rows; exceljs must hold no row of its own between the body's first and last. */
export function attachBody(ws: Worksheet, body: SheetBody): void {
  bodies.set(ws, body);
}

export function bodyOf(ws: Worksheet): SheetBody | undefined {
  return bodies.get(ws);
}

interface StylesManager {
  addStyleModel(style: Partial<Style>, type: number): number;
  /** Registers a format code and returns its numFmtId (exceljs 4.4 StylesXform); every style's format passes here. */
  _addNumFmtStr(code: string): number;
}
interface XlsxModel {
  styles: StylesManager;
  sharedStrings: { add(text: string): number };
}
interface Zip {
  append(data: unknown, options: { name: string; base64?: boolean }): void;
}
type Step = (zip: Zip, model: XlsxModel) => Promise<void>;
/** The steps of exceljs 4.4's XLSX.write (lib/xlsx/xlsx.js). */
interface XlsxInternals {
  prepareModel(model: XlsxModel, options: object): void;
  addContentTypes: Step;
  addOfficeRels: Step;
  addWorkbookRels: Step;
  addWorksheets: Step;
  addSharedStrings: Step;
  addDrawings: Step;
  addTables: Step;
  addThemes: Step;
  addStyles: Step;
  addMedia: Step;
  addApp: Step;
  addCore: Step;
  addWorkbook: Step;
}

const CLASS_TYPES: Record<StyleClass, number> = {
  number: ExcelJS.ValueType.Number,
  string: ExcelJS.ValueType.String,
};

/** "B3" → [3, 2]. */
function parseRef(ref: string): [number, number] {
  const m = /^([A-Z]+)(\d+)$/.exec(ref);
  if (!m) return [1, 1];
  let col = 0;
  for (const ch of m[1]!) col = col * 26 + ch.charCodeAt(0) - 64;
  return [Number(m[2]), col];
}

/** The sheet's used range (§18.3.1.35 dimension) widened to the body's cells. */
function widenDimension(xml: string, body: SheetBody): string {
  return xml.replace(/<dimension ref="([^"]*)"\/>/, (_, ref: string) => {
    const [a, b = a] = ref.split(":") as [string, string?];
    const [r1, c1] = parseRef(a);
    const [r2, c2] = parseRef(b);
    const top = Math.min(r1, body.firstRow);
    const left = Math.min(c1, body.minCol || c1);
    const bottom = Math.max(r2, body.lastRow);
    const right = Math.max(c2, body.maxCol);
    return `<dimension ref="${colName(left)}${top}:${colName(right)}${bottom}"/>`;
  });
}

/**
 * The sheet part with the body's rows in sheetData, before exceljs's first row under them.
 * The dimension is widened on exceljs's part, before the rows go in: on the whole sheet the
 * replace copied megabytes of rows to change a few characters near its top.
 */
export function spliceBody(part: string, body: SheetBody, ctx: ResolveContext): string {
  if (body.firstRow === 0) return part;
  const xml = widenDimension(part, body);
  let at = -1;
  for (const m of xml.matchAll(/<row r="(\d+)"/g)) {
    const n = Number(m[1]);
    if (n >= body.firstRow && n <= body.lastRow) throw new Error(`sheet body: exceljs also has row ${n}`);
    if (n > body.lastRow) {
      at = m.index;
      break;
    }
  }
  const rows = body.xml(ctx);
  if (at >= 0) return xml.slice(0, at) + rows + xml.slice(at);
  if (xml.includes("</sheetData>")) return xml.replace("</sheetData>", () => `${rows}</sheetData>`);
  return xml.replace("<sheetData/>", () => `<sheetData>${rows}</sheetData>`);
}

/**
 * Has every number format `model` registers (cells, columns, the bodies' rows, conditional
 * formats) pass through `tag` first: exceljs creates its styles manager inside prepareModel,
 * so the hook goes on the manager as it is assigned.
 */
function tagFormatsOf(model: XlsxModel, tag: (code: string) => string): void {
  let styles: StylesManager | undefined;
  Object.defineProperty(model, "styles", {
    configurable: true,
    enumerable: true,
    get: () => styles,
    set: (manager: StylesManager) => {
      const add = manager._addNumFmtStr.bind(manager);
      manager._addNumFmtStr = (code) => add(tag(code));
      styles = manager;
    },
  });
}

/** The package's parts as JSZip (exceljs's zip) would hold them: each folder before its first part. */
class PartCollector implements Zip {
  readonly parts: Record<string, Uint8Array> = {};

  append(data: unknown, options: { name: string; base64?: boolean }): void {
    const name = options.name;
    for (let i = name.indexOf("/"); i >= 0; i = name.indexOf("/", i + 1)) {
      const folder = name.slice(0, i + 1);
      this.parts[folder] ??= new Uint8Array(0);
    }
    if (typeof data === "string") this.parts[name] = Buffer.from(data, options.base64 ? "base64" : "utf8");
    else if (data instanceof Uint8Array) this.parts[name] = data;
    else throw new Error(`workbook part ${name}: unexpected content`);
  }
}

/**
 * exceljs's workbook as its package's parts, each sheet's body in its part. The steps of
 * exceljs 4.4's XLSX.write, in its order, into a collector instead of its zip: the parts are
 * zipped once, by chart/deterministic-zip.ts, with no package in between. `tagFormat`, when
 * given, rewrites every number format the cells use (the report's locale, format-locale.ts).
 */
export async function workbookParts(
  wb: Workbook,
  tagFormat?: (code: string) => string,
): Promise<Record<string, Uint8Array>> {
  const xlsx = wb.xlsx as unknown as XlsxInternals;
  if (typeof xlsx.prepareModel !== "function" || typeof xlsx.addWorkbook !== "function")
    throw new Error("exceljs: XLSX writer steps not found (sheet-bodies.ts follows exceljs 4.4)");
  const byPart = new Map<string, SheetBody>();
  for (const ws of wb.worksheets) {
    const body = bodies.get(ws);
    if (body) byPart.set(`xl/worksheets/sheet${ws.id}.xml`, body);
  }
  const model = (wb as unknown as { model: XlsxModel }).model;
  const zip = new PartCollector();
  if (tagFormat) tagFormatsOf(model, tagFormat);
  xlsx.prepareModel(model, {});
  const ctx: ResolveContext = {
    // A copy: exceljs remembers a style object's first index whatever the value's class.
    styleId: (style, cls) => model.styles.addStyleModel({ ...style }, CLASS_TYPES[cls]),
    stringId: (text) => model.sharedStrings.add(text),
  };
  await xlsx.addContentTypes(zip, model);
  await xlsx.addOfficeRels(zip, model);
  await xlsx.addWorkbookRels(zip, model);
  await xlsx.addWorksheets(
    {
      append: (data, options) => {
        const body = byPart.get(options.name);
        zip.append(body ? spliceBody(String(data), body, ctx) : data, options);
      },
    },
    model,
  );
  await xlsx.addSharedStrings(zip, model);
  await xlsx.addDrawings(zip, model);
  await xlsx.addTables(zip, model);
  await Promise.all([xlsx.addThemes(zip, model), xlsx.addStyles(zip, model)]);
  await xlsx.addMedia(zip, model);
  await Promise.all([xlsx.addApp(zip, model), xlsx.addCore(zip, model)]);
  await xlsx.addWorkbook(zip, model);
  return zip.parts;
}
