/**
 * Writes an exceljs workbook whose large sheets keep their bulk rows in a SheetBody
 * (sheet-body.ts): exceljs writes each sheet as usual, and the body's rows go into its
 * sheetData, in row order, with exceljs's style and shared-string indexes. The hook is
 * exceljs 4.4's XLSX.addWorksheets (every sheet part passes through its zip's `append`, after
 * the styles and strings of exceljs's own cells are registered and before styles.xml and
 * sharedStrings.xml are written).
 */

import type { Style, Workbook, Worksheet } from "exceljs";
import ExcelJS from "exceljs";
import { colName } from "./cells.js";
import type { ResolveContext, SheetBody, StyleClass } from "./sheet-body.js";

const bodies = new WeakMap<Worksheet, SheetBody>();

/** Gives `ws` a body of bulk rows; exceljs must hold no row of its own between the body's first and last. */
export function attachBody(ws: Worksheet, body: SheetBody): void {
  bodies.set(ws, body);
}

export function bodyOf(ws: Worksheet): SheetBody | undefined {
  return bodies.get(ws);
}

interface XlsxModel {
  styles: { addStyleModel(style: Partial<Style>, type: number): number };
  sharedStrings: { add(text: string): number };
}
interface Zip {
  append(data: unknown, options: { name: string }): void;
}
interface XlsxInternals {
  addWorksheets(zip: Zip, model: XlsxModel): Promise<void>;
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

/** The sheet part with the body's rows in sheetData, before exceljs's first row under them. */
export function spliceBody(xml: string, body: SheetBody, ctx: ResolveContext): string {
  if (body.firstRow === 0) return xml;
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
  let out: string;
  if (at >= 0) out = xml.slice(0, at) + rows + xml.slice(at);
  else if (xml.includes("</sheetData>")) out = xml.replace("</sheetData>", () => `${rows}</sheetData>`);
  else out = xml.replace("<sheetData/>", () => `<sheetData>${rows}</sheetData>`);
  return widenDimension(out, body);
}

/** exceljs's workbook as a stored package, with each sheet's body in its part. */
export async function writeWithBodies(wb: Workbook): Promise<Uint8Array> {
  const xlsx = wb.xlsx as unknown as XlsxInternals;
  const byPart = new Map<string, SheetBody>();
  for (const ws of wb.worksheets) {
    const body = bodies.get(ws);
    if (body) byPart.set(`xl/worksheets/sheet${ws.id}.xml`, body);
  }
  const addWorksheets = xlsx.addWorksheets;
  // An own property for this write only; the prototype's method does the work.
  xlsx.addWorksheets = async (zip, model) => {
    const ctx: ResolveContext = {
      // A copy: exceljs remembers a style object's first index whatever the value's class.
      styleId: (style, cls) => model.styles.addStyleModel({ ...style }, CLASS_TYPES[cls]),
      stringId: (text) => model.sharedStrings.add(text),
    };
    const append = zip.append;
    zip.append = (data, options) => {
      const body = byPart.get(options.name);
      append.call(zip, body ? spliceBody(String(data), body, ctx) : data, options);
    };
    try {
      await addWorksheets.call(xlsx, zip, model);
    } finally {
      zip.append = append;
    }
  };
  try {
    // exceljs types it as its own Buffer interface; at run time it is a Node Buffer.
    const buf = (await wb.xlsx.writeBuffer({ zip: { compression: "STORE" } })) as unknown as Uint8Array;
    return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
  } finally {
    delete (xlsx as Partial<XlsxInternals>).addWorksheets;
  }
}
