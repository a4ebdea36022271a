/**
 * A plant's outage days on its sheet of the yield workbook (the model's `outage`: its data
 * arrived, 0 kWh, the plant was down): a column of the month's days beside the key figures, 0
 * on an outage day in the Daily sheets' red, empty on any other day. The plant's chart draws it
 * as its "Outage day" series, a red triangle at 0 kWh on each, as the plant PDF's daily chart
 * marks them; a column at 0 alone would be invisible. Written only for a plant with one.
 */
import type { Worksheet } from "exceljs";
import type { PlantReport } from "../../metrics/model.js";
import { excelDate } from "./cells.js";
import type { ChartSeries } from "./chart/types.js";
import type { BuildContext } from "./context.js";
import { OUTAGE_FILL, OUTAGE_FONT } from "./daily-sheet.js";
import { FMT, solidFill, styleHeaderRow, VERDICT_COLOURS } from "./styles.js";

/** The outage marks: the plant PDF's red, a triangle as its daily chart draws them. */
const MARK = { symbol: "triangle", size: 11 } as const;

/**
 * Writes the day column from `row` (header there, the month's days under it) and returns the
 * chart series over it; null, and nothing written, for a plant without an outage day.
 */
export function outageDaySeries(
  ctx: BuildContext,
  ws: Worksheet,
  plant: PlantReport,
  row: number,
  days: Pick<ChartSeries, "categories" | "categoryCache">,
): ChartSeries | null {
  const { model, L } = ctx;
  const outage = new Set(plant.daily.filter((r) => r.outage).map((r) => r.date));
  if (outage.size === 0) return null;
  ws.getCell(row, 1).value = L.cols.date;
  ws.getCell(row, 2).value = L.charts.outage;
  styleHeaderRow(ws, row, 1, 2, ctx.fill);
  const cache = model.dates.map((d) => (outage.has(d) ? 0 : null));
  model.dates.forEach((d, j) => {
    const date = ws.getCell(row + 1 + j, 1);
    date.value = excelDate(d);
    date.numFmt = FMT.date;
    if (cache[j] === null) return;
    const cell = ws.getCell(row + 1 + j, 2);
    cell.value = 0;
    cell.numFmt = FMT.kwh;
    cell.font = OUTAGE_FONT;
    cell.fill = solidFill(OUTAGE_FILL);
  });
  return {
    name: L.charts.outage,
    type: "line",
    ...days,
    values: { sheet: ws.name, firstRow: row + 1, lastRow: row + model.dates.length, firstCol: 2, lastCol: 2 },
    valueCache: cache,
    color: VERDICT_COLOURS.below,
    marks: MARK,
  };
}
