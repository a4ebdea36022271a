/**
 * Native charts for a workbook exceljs wrote (exceljs cannot write charts): chart and
 * drawing parts are added to the .xlsx package (ISO/IEC 29500-2 OPC) and the archive is
 * re-zipped deterministically.
 */
import { strFromU8, strToU8, unzipSync } from "fflate";
import { addOverrides } from "./content-types.js";
import { zipDeterministic, zipDeterministicParallel } from "./deterministic-zip.js";
import { nextPartNumber } from "./part-paths.js";
import { addSheetCharts, type PartCounters } from "./sheet-charts.js";
import type { ChartPlacement } from "./types.js";
import { sheetParts } from "./workbook-sheets.js";

export interface AddChartsOptions {
  /** Time stamped on every zip entry; default 1980-01-01 00:00 so reruns are byte-identical. */
  mtime?: Date;
}

const DEFAULT_MTIME = new Date(Date.UTC(1980, 0, 1));

/** Placements grouped by sheet, in order of first appearance. */
function bySheet(placements: ChartPlacement[], sheets: Map<string, string>): Map<string, ChartPlacement[]> {
  const out = new Map<string, ChartPlacement[]>();
  for (const p of placements) {
    const part = sheets.get(p.sheet);
    if (!part) {
      const known = [...sheets.keys()].map((s) => JSON.stringify(s)).join(", ");
      throw new Error(
        `chart "${p.chart.title}" is placed on sheet "${p.sheet}", which the workbook lacks (sheets: ${known})`,
      );
    }
    out.set(part, [...(out.get(part) ?? []), p]);
  }
  return out;
}

export function addCharts(
  xlsx: Uint8Array,
  placements: ChartPlacement[],
  opts: AddChartsOptions = {},
): Uint8Array {
  return addChartsToParts(unzipSync(xlsx), placements, opts);
}

/** As addCharts, for a package given as its parts (changed in place), not zipped yet. */
export function addChartsToParts(
  files: Record<string, Uint8Array>,
  placements: ChartPlacement[],
  opts: AddChartsOptions = {},
): Uint8Array {
  return zipDeterministic(withCharts(files, placements), opts.mtime ?? DEFAULT_MTIME);
}

/** As addChartsToParts, the parts deflated concurrently on libuv's thread pool (same bytes). */
export function addChartsToPartsParallel(
  files: Record<string, Uint8Array>,
  placements: ChartPlacement[],
  opts: AddChartsOptions = {},
): Promise<Uint8Array> {
  return zipDeterministicParallel(withCharts(files, placements), opts.mtime ?? DEFAULT_MTIME);
}

/** The parts with the charts' parts added and the sheets' drawings linked (changed in place). */
function withCharts(
  files: Record<string, Uint8Array>,
  placements: ChartPlacement[],
): Record<string, Uint8Array> {
  const groups = bySheet(placements, sheetParts(files));
  const names = Object.keys(files);
  const counters: PartCounters = {
    chart: nextPartNumber(names, "xl/charts/", "chart"),
    drawing: nextPartNumber(names, "xl/drawings/", "drawing"),
  };
  const newParts = [...groups].flatMap(([part, ps]) => addSheetCharts(files, part, ps, counters));
  const types = files["[Content_Types].xml"];
  if (!types) throw new Error("the workbook has no [Content_Types].xml: not an .xlsx file");
  files["[Content_Types].xml"] = strToU8(addOverrides(strFromU8(types), newParts));
  return files;
}
