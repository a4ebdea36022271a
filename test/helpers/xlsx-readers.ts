/**
 * Real readers for workbooks: LibreOffice converts them (drawing every chart) and
 * openpyxl lists their charts. Guard tests with `toolsAvailable(["soffice"] | ["openpyxl"])`.
 */
import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Converts `file` with headless LibreOffice into `outDir` (default: the file's folder) and
 * returns the path of the result. A private profile per call lets conversions run in
 * parallel, which matters: converting a workbook is slow.
 */
export function convertWithLibreOffice(file: string, format = "pdf", outDir = dirname(file)): string {
  const profile = mkdtempSync(join(tmpdir(), "lo-profile-"));
  // "csv:Text - txt - csv (StarCalc):44,34,…" names a filter and its options after the extension.
  const ext = format.split(":")[0];
  const result = join(outDir, basename(file).replace(/\.[^.]+$/, `.${ext}`));
  const args = [
    `-env:UserInstallation=file://${profile}`,
    "--headless",
    "--convert-to",
    format,
    "--outdir",
    outDir,
  ];
  let log: string;
  try {
    log = execFileSync("soffice", [...args, file], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      timeout: 180_000,
    });
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
  // soffice exits 0 even when it cannot load the file: the missing output is the only sign.
  if (!existsSync(result)) throw new Error(`LibreOffice did not convert ${file} to ${format}: ${log}`);
  return result;
}

/**
 * Converts several files in ONE LibreOffice process (one start instead of one per file, the
 * larger part of a conversion) into `outDir`; resolves with each input's result path. Async,
 * so two batches (say, CSV and PDF) convert side by side. The inputs' names must differ.
 */
export function convertAllWithLibreOffice(
  files: string[],
  format: string,
  outDir: string,
): Promise<Map<string, string>> {
  const profile = mkdtempSync(join(tmpdir(), "lo-profile-"));
  const ext = format.split(":")[0];
  const args = [
    `-env:UserInstallation=file://${profile}`,
    "--headless",
    "--convert-to",
    format,
    "--outdir",
    outDir,
  ];
  return new Promise((resolve, reject) => {
    execFile("soffice", [...args, ...files], { encoding: "utf8", timeout: 600_000 }, (err, stdout) => {
      rmSync(profile, { recursive: true, force: true });
      if (err) return reject(err);
      const results = new Map(
        files.map((f) => [f, join(outDir, basename(f).replace(/\.[^.]+$/, `.${ext}`))]),
      );
      const missing = [...results.values()].filter((r) => !existsSync(r));
      // soffice exits 0 even when it cannot load a file: a missing output is the only sign.
      if (missing.length > 0)
        return reject(new Error(`LibreOffice did not write ${missing.join(", ")}: ${stdout}`));
      resolve(results);
    });
  });
}

export interface RangeCells {
  sheet: string;
  missing: boolean;
  cells: number;
  nonEmpty: number;
}

export interface InspectedSeries {
  /** Reference of the name cell, or the literal name. */
  name: string | null;
  val: string | null;
  cat: string | null;
  valCells: RangeCells | null;
  catCells: RangeCells | null;
  /** No fill and no line (a waterfall's base). */
  invisible: boolean;
  /** RRGGBB of a solid fill, if any. */
  color: string | null;
}

export interface InspectedChart {
  title: string | null;
  /** One per chart group, e.g. barChart then lineChart for a combo. */
  groups: { type: string; grouping: string | null; axIds: number[]; series: InspectedSeries[] }[];
}

/** The charts openpyxl finds, by sheet name (test/helpers/xlsx_charts.py). */
export function inspectCharts(file: string): Record<string, InspectedChart[]> {
  const out = execFileSync("/usr/bin/python3", [join(here, "xlsx_charts.py"), file], {
    encoding: "utf8",
    timeout: 120_000,
  });
  return JSON.parse(out) as Record<string, InspectedChart[]>;
}
