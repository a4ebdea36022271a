/**
 * Conditional formats that show the model's verdicts (DESIGN.md "Verdicts"): each row holds
 * the verdict's target and watch-from in cells of its own, and three expression rules
 * (ISO/IEC 29500-1 §18.3.1.10) compare the figure's cell with them — value ≥ target green,
 * ≥ watch-from amber, else red — exactly as metrics/verdicts.ts decides. The rules exclude
 * each other, and a row whose figure or target is unknown matches none (no colour), as its
 * verdict is null.
 */
import type { Worksheet } from "exceljs";
import type { ReportModel, Verdict, VerdictFigure } from "../../metrics/model.js";
import { cellRef, localRange } from "./cells.js";
import { xlsxLabels } from "./labels.js";
import { FMT } from "./styles.js";
import type { SummaryBlock, SummaryColumn } from "./summary-sheet.js";

/** Fill of each verdict (Excel's own good / neutral / bad pastels). */
export const VERDICT_FILLS: Record<Verdict, string> = { target: "C6EFCE", watch: "FFEB9C", below: "FFC7CE" };

export const targetKey = (figure: VerdictFigure) => `${figure}Target`;
export const watchKey = (figure: VerdictFigure) => `${figure}Watch`;

/** Variance-like figures are judged against 0 with bands in %; ratios against a target ratio. */
const FORMATS: Record<VerdictFigure, string> = {
  energy: FMT.variance,
  pr: FMT.percent,
  availability: FMT.percent,
  irradiation: FMT.variance,
};

/** Two columns per figure: the target and the watch-from the model decided the verdict with. */
export function verdictBandColumns(model: ReportModel, figures: readonly VerdictFigure[]): SummaryColumn[] {
  const L = xlsxLabels(model.locale);
  return figures.flatMap((f): SummaryColumn[] => [
    {
      key: targetKey(f),
      header: L.verdictTarget(f),
      group: L.groups.bands,
      numFmt: FORMATS[f],
      width: 13,
      plant: ({ plant }) => plant.verdicts[f].target,
      total: () => model.portfolio.verdicts[f].target,
    },
    {
      key: watchKey(f),
      header: L.verdictWatch(f),
      group: L.groups.bands,
      numFmt: FORMATS[f],
      width: 13,
      plant: ({ plant }) => plant.verdicts[f].watchFrom,
      total: () => model.portfolio.verdicts[f].watchFrom,
    },
  ]);
}

/** The three rules' conditions for the cell `x` with target `t` and watch-from `w`, in verdict order. */
export function verdictConditions(x: string, t: string, w: string): Record<Verdict, string> {
  const known = `ISNUMBER(${x}),ISNUMBER(${t}),ISNUMBER(${w})`;
  return {
    target: `AND(${known},${x}>=${t})`,
    watch: `AND(${known},${x}<${t},${x}>=${w})`,
    below: `AND(${known},${x}<${w})`,
  };
}

/** Colours the Summary column `valueKey` (plants and portfolio) with `figure`'s verdict. */
export function verdictFormat(
  ws: Worksheet,
  summary: SummaryBlock,
  valueKey: string,
  figure: VerdictFigure,
): void {
  const col = summary.col(valueKey);
  const row = summary.firstRow;
  const x = cellRef(row, col);
  const abs = (key: string) => `$${cellRef(row, summary.col(key))}`;
  const conditions = verdictConditions(x, abs(targetKey(figure)), abs(watchKey(figure)));
  ws.addConditionalFormatting({
    ref: localRange(row, col, summary.totalRow, col),
    rules: (Object.keys(VERDICT_FILLS) as Verdict[]).map((v, i) => ({
      type: "expression" as const,
      formulae: [conditions[v]],
      priority: i + 1,
      style: {
        fill: {
          type: "pattern" as const,
          pattern: "solid" as const,
          bgColor: { argb: `FF${VERDICT_FILLS[v]}` },
        },
      },
    })),
  });
}

/** The legend printed under the Summary and on the Method sheet: colours and the bands of model.verdictRules. */
export function verdictLegend(model: ReportModel): string[] {
  const L = xlsxLabels(model.locale);
  return verdictLegendRows(model).map(([label, text]) => L.legendLine(label, text));
}

/** The legend as (what, how) pairs: the Method sheet prints them in two columns. */
export function verdictLegendRows(model: ReportModel): [string, string][] {
  return xlsxLabels(model.locale).legendRows(model.verdictRules);
}
