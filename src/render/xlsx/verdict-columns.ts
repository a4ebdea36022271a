/**
 * The Summary's columns beside a verdict (DESIGN.md "Numbers beside a verdict"): each row's
 * target and watch-from, the judged figure at its verdict's decimals (79.95 % against 80.00 %,
 * never 80.0 % against 80.0 % beside watch), and which PR a PR verdict judged when it fell back.
 * The colours themselves: verdict-formats.ts.
 */
import type { PlantReport, ReportModel, VerdictFigure, Verdicts } from "../../metrics/model.js";
import { xlsxLabels } from "./labels.js";
import { percentFormat, varianceFormat } from "./styles.js";
import type { SummaryColumn } from "./summary-sheet.js";

export const targetKey = (figure: VerdictFigure) => `${figure}Target`;
export const watchKey = (figure: VerdictFigure) => `${figure}Watch`;

/** Variance-like figures are judged against 0 with bands in %; ratios against a target ratio. */
const VARIANCE_LIKE: Record<VerdictFigure, boolean> = {
  energy: true,
  pr: false,
  availability: false,
  irradiation: true,
};

/**
 * The format of a figure's value, target and watch-from at its verdict's decimals (DESIGN.md
 * "Numbers beside a verdict": 79.95 % against 80.00 %, never 80.0 % against 80.0 % beside watch).
 */
export function verdictNumFmt(figure: VerdictFigure, decimals: number): string {
  return VARIANCE_LIKE[figure] ? varianceFormat(decimals) : percentFormat(decimals);
}

/** The target the portfolio row is judged against: the portfolio's own, weighted from its plants'. */
function portfolioTarget(model: ReportModel, f: VerdictFigure): number | null {
  return f === "pr" || f === "availability" ? model.portfolio.targets[f] : model.portfolio.verdicts[f].target;
}

/** Two columns per figure: the target and the watch-from the model decided the verdict with, at its decimals. */
export function verdictBandColumns(model: ReportModel, figures: readonly VerdictFigure[]): SummaryColumn[] {
  const L = xlsxLabels(model.locale);
  const pv = model.portfolio.verdicts;
  return figures.flatMap((f): SummaryColumn[] => {
    const formats = {
      numFmt: verdictNumFmt(f, 1),
      plantFormat: (p: PlantReport) => verdictNumFmt(f, p.verdicts[f].decimals),
      totalFormat: () => verdictNumFmt(f, pv[f].decimals),
    };
    return [
      {
        key: targetKey(f),
        header: L.verdictTarget(f),
        group: L.groups.bands,
        width: 13,
        ...formats,
        plant: ({ plant }) => plant.verdicts[f].target,
        total: () => portfolioTarget(model, f),
      },
      {
        key: watchKey(f),
        header: L.verdictWatch(f),
        group: L.groups.bands,
        width: 13,
        ...formats,
        plant: ({ plant }) => plant.verdicts[f].watchFrom,
        total: () => pv[f].watchFrom,
      },
    ];
  });
}

/**
 * Which PR each row's PR verdict judged, beside the PR bands: the PR the definition chose, or
 * the IEC PR it fell back to, labelled so ("PR (IEC 61724-1): no PR at 25 °C this month").
 * Only when the chosen PR is not the IEC PR, as only then can a verdict fall back.
 */
export function prJudgedColumn(model: ReportModel): SummaryColumn[] {
  if (model.verdictRules.pr.metric === "pr") return [];
  const L = xlsxLabels(model.locale);
  return [
    {
      key: "prJudged",
      header: L.prJudged,
      group: L.groups.bands,
      width: 24,
      wrap: true,
      plant: ({ plant }) => (plant.status === "ok" ? L.prVerdictOn(plant.verdicts.pr) : null),
      total: () => L.prVerdictOn(model.portfolio.verdicts.pr),
    },
  ];
}

/**
 * The Summary's columns with each judged cell at its verdict's decimals: a column whose key is
 * the figure a row's verdict judged (verdict.metric, e.g. "pr" for a PR verdict that fell back
 * to the IEC PR) shows that row's value as its target is shown.
 */
export function withVerdictFormats(
  model: ReportModel,
  columns: SummaryColumn[],
  figures: readonly VerdictFigure[],
): SummaryColumn[] {
  const judging = (key: string, v: Verdicts) => figures.find((f) => v[f].metric === key);
  return columns.map((c) => {
    if (!figures.some((f) => isJudgedColumn(f, c.key))) return c;
    return {
      ...c,
      plantFormat: (p) => {
        const f = judging(c.key, p.verdicts);
        return f ? verdictNumFmt(f, p.verdicts[f].decimals) : c.plantFormat?.(p);
      },
      totalFormat: () => {
        const f = judging(c.key, model.portfolio.verdicts);
        return f ? verdictNumFmt(f, model.portfolio.verdicts[f].decimals) : c.totalFormat?.();
      },
    };
  });
}

/** The Summary columns a figure's verdict may judge: its metric's (every PR for the PR verdict). */
function isJudgedColumn(f: VerdictFigure, key: string): boolean {
  if (f === "pr") return key === "pr" || key === "prTemperatureCorrected" || key === "prEffective";
  return (
    key === { energy: "budgetVariance", availability: "availability", irradiation: "irradiationVariance" }[f]
  );
}
