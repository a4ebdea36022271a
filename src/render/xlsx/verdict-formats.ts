/**
 * Conditional formats that show the model's verdicts (DESIGN.md "Verdicts"): each row holds
 * the verdict's target and watch-from in cells of its own, and three expression rules
 * (ISO/IEC 29500-1 §18.3.1.10) compare the figure's cell with them — value ≥ target green,
 * ≥ watch-from amber, else red — exactly as metrics/verdicts.ts decides. The rules exclude
 * each other, and a row whose figure or target is unknown matches none (no colour), as its
 * verdict is null.
 */
import type { Worksheet } from "exceljs";
import type { ReportModel, Verdict, VerdictFigure, Verdicts } from "../../metrics/model.js";
import { cellRef, localRange } from "./cells.js";
import { xlsxLabels } from "./labels.js";
import type { SummaryBlock } from "./summary-sheet.js";
import { targetKey, watchKey } from "./verdict-columns.js";

/** Fill of each verdict (Excel's own good / neutral / bad pastels). */
export const VERDICT_FILLS: Record<Verdict, string> = { target: "C6EFCE", watch: "FFEB9C", below: "FFC7CE" };

/** The three rules' conditions for the cell `x` with target `t` and watch-from `w`, in verdict order. */
export function verdictConditions(x: string, t: string, w: string): Record<Verdict, string> {
  const known = `ISNUMBER(${x}),ISNUMBER(${t}),ISNUMBER(${w})`;
  return {
    target: `AND(${known},${x}>=${t})`,
    watch: `AND(${known},${x}<${t},${x}>=${w})`,
    below: `AND(${known},${x}<${w})`,
  };
}

/** Rows in runs of consecutive rows: [8, 9, 10, 12] → [[8, 10], [12, 12]]. */
function runs(rows: number[]): [number, number][] {
  const out: [number, number][] = [];
  for (const r of rows) {
    const last = out.at(-1);
    if (last && r === last[1] + 1) last[1] = r;
    else out.push([r, r]);
  }
  return out;
}

/**
 * Colours `figure`'s verdict on the Summary (plants and portfolio), each row on the cell of the
 * figure its verdict judged: the chosen PR's column, or the IEC PR's for a row whose PR verdict
 * fell back to it. One formatting per judged column over its rows (ISO/IEC 29500-1 §18.3.1.18
 * sqref: space-separated ranges), its formula relative to the first of them.
 */
export function verdictFormat(
  ws: Worksheet,
  summary: SummaryBlock,
  model: ReportModel,
  figure: VerdictFigure,
): void {
  const rows = new Map<string, number[]>();
  const judged: [number, Verdicts][] = [
    ...model.plants.map((p, i): [number, Verdicts] => [summary.firstRow + i, p.verdicts]),
    [summary.totalRow, model.portfolio.verdicts],
  ];
  for (const [row, v] of judged) rows.set(v[figure].metric, [...(rows.get(v[figure].metric) ?? []), row]);
  for (const [key, list] of rows) {
    const col = summary.col(key);
    const first = list[0]!;
    const abs = (k: string) => `$${cellRef(first, summary.col(k))}`;
    const conditions = verdictConditions(cellRef(first, col), abs(targetKey(figure)), abs(watchKey(figure)));
    ws.addConditionalFormatting({
      ref: runs(list)
        .map(([a, b]) => localRange(a, col, b, col))
        .join(" "),
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
