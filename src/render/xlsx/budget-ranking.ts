/**
 * The per-plant budget chart: each plant's variance to its budget for the days covered, in the
 * model's ranking (portfolio.ranking, best first), as horizontal bars (green on or above
 * budget, red below). Only ranked plants get a row, so a failed plant or one without data or
 * budget draws nothing. The values link to the Summary.
 */
import type { ReportModel } from "../../metrics/model.js";
import { blankUnless, cellRef, formula, quoteSheet } from "./cells.js";
import type { ChartSpec } from "./chart/types.js";
import type { BuildContext } from "./context.js";
import { FMT } from "./styles.js";
import type { SummaryBlock } from "./summary-sheet.js";
import { fillTableSheet } from "./table-sheet.js";

/** The ranked plants' indexes in the model's order, best first (metrics/attention.ts decides the ranks). */
function rankedPlants(model: ReportModel): { index: number; rank: number }[] {
  const index = new Map(model.plants.map((p, i) => [p.id, i]));
  return model.portfolio.ranking.flatMap((e) => {
    const i = index.get(e.plantId);
    return e.rank === null || i === undefined ? [] : [{ index: i, rank: e.rank }];
  });
}

export function budgetRanking(ctx: BuildContext, summary: SummaryBlock): ChartSpec {
  const { model, L } = ctx;
  const order = rankedPlants(model);
  const c = L.rankingColumns;
  const rows = order.map(({ index: i, rank }, j) => {
    const r = 2 + j;
    const src = `${quoteSheet(summary.sheet)}!${cellRef(summary.firstRow + i, summary.col("budgetVariance"))}`;
    const v = model.plants[i]!.metrics.budgetVariance;
    return {
      rank,
      plant: model.plants[i]!.name,
      variance: formula(blankUnless(`ISNUMBER(${src})`, src), v),
      above: formula(`IF(N(C${r})>=0,C${r},"")`, v !== null && v >= 0 ? v : null),
      below: formula(`IF(N(C${r})<0,C${r},"")`, v !== null && v < 0 ? v : null),
    };
  });
  const table = fillTableSheet(
    ctx.sheet(L.sheets.ranking),
    [
      { key: "rank", header: c.rank, numFmt: FMT.days, width: 8 },
      { key: "plant", header: L.cols.plant, width: 30 },
      { key: "variance", header: c.variance, numFmt: FMT.variance, width: 14 },
      { key: "above", header: c.above, numFmt: FMT.variance, width: 14 },
      { key: "below", header: c.below, numFmt: FMT.variance, width: 14 },
    ],
    rows,
    ctx.fill,
    ctx.options.recordBodies === true,
  );
  const cat = {
    categories: table.range("plant"),
    categoryCache: order.map(({ index }) => model.plants[index]!.name),
  };
  return {
    title: L.rankingTitle(model.month),
    categoryAxis: { labelPosition: "low" },
    valueAxis: { numFmt: "+0%;-0%;0%" },
    legend: "bottom",
    grouping: "stacked",
    gapWidth: 40,
    series: [
      {
        name: c.above,
        type: "bar",
        ...cat,
        values: table.range("above"),
        valueCache: table.values("above"),
        color: "27AE60",
        labels: { numFmt: FMT.variance },
      },
      {
        name: c.below,
        type: "bar",
        ...cat,
        values: table.range("below"),
        valueCache: table.values("below"),
        color: "C0392B",
        labels: { numFmt: FMT.variance },
      },
    ],
  };
}
