/**
 * One sheet per plant while the portfolio is small (definition `workbooks.perPlantSheetLimit`):
 * the plant's key figures (linked to its Summary row) beside its own combo chart. Beyond the
 * limit the per-plant view lives in the PDFs, and the Method sheet says so.
 */
import type { CellValue, Worksheet } from "exceljs";
import { cellRef, quoteSheet } from "./cells.js";
import type { ChartSpec } from "./chart/types.js";
import type { BuildContext } from "./context.js";
import { TITLE_FONT } from "./styles.js";
import type { SummaryBlock } from "./summary-sheet.js";

/** The plant's sheet, and the first row under its key figures that is free for the chart's own cells. */
export interface PlantSheetPlace {
  ws: Worksheet;
  freeRow: number;
}

export interface PlantSheetSpec {
  figures: { label: string; key: string; numFmt?: string }[];
  chart(index: number, place: PlantSheetPlace): ChartSpec;
  /** A second chart under the first (the yield workbook's bridge), or null for this plant. */
  extraChart?(index: number): ChartSpec | null;
}

export function addPlantSheets(ctx: BuildContext, summary: SummaryBlock, spec: PlantSheetSpec): number {
  const { model, L } = ctx;
  if (model.plants.length > ctx.options.perPlantSheetLimit) return 0;
  model.plants.forEach((plant, i) => {
    const ws = ctx.chartSheet(plant.name);
    // As wide as the longest label: the figure beside it covers the overflow, so a narrower
    // column printed "Budget for the days covered (kW".
    ws.getColumn(1).width = Math.max(26, ...spec.figures.map((f) => f.label.length + 2));
    ws.getColumn(2).width = 16;
    ws.getCell(1, 1).value = plant.name;
    ws.getCell(1, 1).font = TITLE_FONT;
    const type = L.plantType(plant.plantType);
    ws.getCell(2, 1).value = [
      L.country(plant),
      ...(type ? [type] : []),
      L.plant.capacity(plant.capacityKwp),
      plant.id,
    ].join(" · ");
    if (plant.status === "failed")
      ws.getCell(3, 1).value = L.plant.noData(plant.failure ? L.warning(plant.failure) : null);
    const row = summary.firstRow + i;
    spec.figures.forEach((f, j) => {
      ws.getCell(5 + j, 1).value = f.label;
      const cell = ws.getCell(5 + j, 2);
      const ref = `${quoteSheet(summary.sheet)}!${cellRef(row, summary.col(f.key))}`;
      cell.value = {
        // An empty Summary cell stays empty here (a plain link would show 0).
        formula: `IF(${ref}="","",${ref})`,
        result: summary.shown(f.key)[i] ?? "",
      } as CellValue;
      if (f.numFmt) cell.numFmt = f.numFmt;
    });
    ctx.place(ws.name, spec.chart(i, { ws, freeRow: 5 + spec.figures.length + 1 }), 4, 3, 22, 12);
    const extra = spec.extraChart?.(i);
    if (extra) ctx.place(ws.name, extra, 28, 3, 20, 12);
  });
  return model.plants.length;
}
