/**
 * The per-plant budget chart: each plant's variance to its budget for the days covered, in the
 * model's ranking (portfolio.ranking, best first), as horizontal bars coloured by the model's
 * energy verdict (on target, watch, below: the PDF's and index.html's colours), one series per
 * verdict so the legend names them. Only ranked plants get a row, so a failed plant or one
 * without data or budget draws nothing. The values link to the Summary; each verdict's column
 * shows the variance where the Verdict column holds its word.
 */
import type { ReportModel, Verdict } from "../../metrics/model.js";
import { blankUnless, cellRef, formula, quoteSheet } from "./cells.js";
import type { ChartSpec } from "./chart/types.js";
import type { BuildContext } from "./context.js";
import { FMT, VERDICT_COLOURS } from "./styles.js";
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

const VERDICTS = ["target", "watch", "below"] as const satisfies readonly Verdict[];

export function budgetRanking(ctx: BuildContext, summary: SummaryBlock): ChartSpec {
  const { model, L } = ctx;
  const order = rankedPlants(model);
  const c = L.rankingColumns;
  const words = L.verdicts.names;
  const rows = order.map(({ index: i, rank }, j) => {
    const r = 2 + j;
    const src = `${quoteSheet(summary.sheet)}!${cellRef(summary.firstRow + i, summary.col("budgetVariance"))}`;
    const p = model.plants[i]!;
    const v = p.metrics.budgetVariance;
    const verdict = p.verdicts.energy.verdict;
    const bar = (k: Verdict) => {
      const word = words[k].replaceAll('"', '""');
      return formula(`IF(AND($D${r}="${word}",ISNUMBER(C${r})),C${r},"")`, verdict === k ? v : null);
    };
    return {
      rank,
      plant: p.name,
      variance: formula(blankUnless(`ISNUMBER(${src})`, src), v),
      verdict: verdict === null ? null : words[verdict],
      target: bar("target"),
      watch: bar("watch"),
      below: bar("below"),
    };
  });
  const table = fillTableSheet(
    ctx.sheet(L.sheets.ranking),
    [
      { key: "rank", header: c.rank, numFmt: FMT.days, width: 8 },
      { key: "plant", header: L.cols.plant, width: 30 },
      { key: "variance", header: c.variance, numFmt: FMT.variance, width: 14 },
      { key: "verdict", header: c.verdict, width: 18 },
      ...VERDICTS.map((k) => ({ key: k, header: words[k], numFmt: FMT.variance, width: 14 })),
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
    series: VERDICTS.map((k) => ({
      name: words[k],
      type: "bar" as const,
      ...cat,
      values: table.range(k),
      valueCache: table.values(k),
      color: VERDICT_COLOURS[k],
      labels: { numFmt: FMT.variance },
    })),
  };
}
