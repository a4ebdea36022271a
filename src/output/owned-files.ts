/**
 * Which files of an output folder solar-report wrote, read from a previous manifest or the
 * folder's lock: only those may be replaced or removed (DESIGN.md "Output folder": a run
 * leaves no file the manifest does not list, and never deletes a file it did not write).
 * A listed path counts only in the places a run writes (the folder's own files, one level
 * of workbooks/, plants/, data/ and clients/, and portfolio-YYYY-MM.pdf), so a hand-edited
 * or hostile list cannot reach further.
 */
import { MANIFEST_NAME, type Manifest } from "./manifest.js";
import { MODEL_FILE_NAME } from "./model-file.js";

export const WORKBOOK_DIR = "workbooks";
export const PLANT_DIR = "plants";
/** data/daily-YYYY-MM.csv and data/monthly-YYYY-MM.csv (output/data-csv.ts). */
export const INDEX_NAME = "index.html";
export const DATA_DIR = "data";
export const dailyCsvName = (month: string) => `daily-${month}.csv`;
export const monthlyCsvName = (month: string) => `monthly-${month}.csv`;
/** clients/<client>-YYYY-MM.pdf, one pack per client of the definition. */
export const CLIENT_DIR = "clients";
const TOP_FILES = new Set([MANIFEST_NAME, INDEX_NAME, MODEL_FILE_NAME]);
/** The portfolio PDF, the one top-level file whose name carries the month. */
const PORTFOLIO_PDF = /^portfolio-\d{4}-\d{2}\.pdf$/;
/** Every subfolder a run writes into, one level deep. */
export const OUTPUT_SUBFOLDERS = [WORKBOOK_DIR, PLANT_DIR, DATA_DIR, CLIENT_DIR] as const;

/** `portfolio-YYYY-MM.pdf` at the top of the output folder. */
export function portfolioPdfName(month: string): string {
  return `portfolio-${month}.pdf`;
}
const SUBFOLDERS = new Set<string>(OUTPUT_SUBFOLDERS);

/** A relative path of the shape a run writes ("plants/x.pdf", "index.html"), else false. */
export function isOutputPath(rel: unknown): rel is string {
  if (typeof rel !== "string") return false;
  const parts = rel.split("/");
  if (parts.length === 1) return TOP_FILES.has(rel) || PORTFOLIO_PDF.test(rel);
  const [sub, name] = parts as [string, string];
  return (
    parts.length === 2 &&
    SUBFOLDERS.has(sub) &&
    name !== "" &&
    name !== "." &&
    name !== ".." &&
    !name.includes("\\")
  );
}

function isObject(x: unknown): x is Record<string, unknown> {
  return x !== null && typeof x === "object" && !Array.isArray(x);
}

/**
 * The files a manifest.json names (itself, index.html, workbooks, PDFs, a shard's model.json),
 * or null when `text` is not a solar-report manifest.
 */
export function manifestFiles(text: string): string[] | null {
  let m: unknown;
  try {
    m = JSON.parse(text);
  } catch {
    return null;
  }
  if (
    !isObject(m) ||
    typeof m.schemaVersion !== "number" ||
    !Array.isArray(m.plants) ||
    !isObject(m.workbooks)
  ) {
    return null;
  }
  const listed: unknown[] = [MANIFEST_NAME, m.index, ...Object.values(m.workbooks)];
  if (isObject(m.data)) listed.push(...Object.values(m.data));
  for (const p of m.plants) if (isObject(p)) listed.push(p.pdf);
  listed.push(m.portfolioPdf);
  if (Array.isArray(m.clients)) for (const c of m.clients) if (isObject(c)) listed.push(c.pdf);
  if (isObject(m.shard)) listed.push(MODEL_FILE_NAME);
  return listed.filter(isOutputPath);
}

/** The files a manifest names, as the folder should hold them after the run. */
export function filesOf(manifest: Manifest): string[] {
  const pdfs = manifest.plants.map((p) => p.pdf);
  const model = manifest.shard ? [MODEL_FILE_NAME] : [];
  const data = Object.values(manifest.data ?? {});
  const packs = (manifest.clients ?? []).map((c) => c.pdf);
  return [
    MANIFEST_NAME,
    manifest.index,
    ...Object.values(manifest.workbooks),
    ...data,
    ...pdfs,
    manifest.portfolioPdf,
    ...packs,
    ...model,
  ].filter(isOutputPath);
}
