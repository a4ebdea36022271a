/**
 * The PR and availability workbooks' Summary columns: the service's daily ratio weighted by
 * irradiation, Σ(x·H)/Σ H, rebuilt from the Daily sheets (and the portfolio's Σ(x·H·W)/Σ(H·W)
 * from those sums, W the plant weight column); in the PR workbook also the IEC 61724-1 PR and
 * the PR at 25 °C. The judged figure gets the verdict's target and watch-from cells and its
 * distance to the target in percentage points.
 */
import type { PlantReport, ReportModel } from "../../metrics/model.js";
import { blankUnless, formula } from "./cells.js";
import { xlsxLabels } from "./labels.js";
import { iecPrColumns, temperatureColumns } from "./pr-columns.js";
import type { RatioBlocks, RatioTheme } from "./ratio-theme.js";
import { FMT, pointsFormat } from "./styles.js";
import { commonColumns, irradiationColumn, weightColumn } from "./summary-columns.js";
import type { SummaryColumn } from "./summary-sheet.js";
import { targetKey, verdictBandColumns } from "./verdict-formats.js";

/** Σ x·H and Σ H over the plant's days with both, the cached results of the audit columns. */
function sums(plant: PlantReport, field: "pr" | "availability"): { num: number; den: number } {
  let num = 0;
  let den = 0;
  for (const r of plant.daily) {
    const x = r[field];
    const h = r.irradiationKwhM2;
    if (x === null || h === null) continue;
    num += x * h;
    den += h;
  }
  return { num, den };
}

function weightedColumns(model: ReportModel, t: RatioTheme, d: RatioBlocks): SummaryColumn[] {
  const L = xlsxLabels(model.locale);
  const f = t.weightedField;
  const audit = L.groups.audit;
  const weighted = (i: number) => `SUMPRODUCT(${d.ratio.ref(i)},${d.irradiation.ref(i)})`;
  const weights = (i: number) => `SUMPRODUCT(--ISNUMBER(${d.ratio.ref(i)}),${d.irradiation.ref(i)})`;
  return [
    {
      key: f,
      header: t.weightedLabel(L),
      group: L.groups.performance,
      numFmt: FMT.percent,
      width: 12,
      plant: ({ plant, at }) =>
        formula(blankUnless(`N(${at("den")})>0`, `${at("num")}/${at("den")}`), plant.metrics[f]),
      total: (c) => {
        const den = `SUMPRODUCT(${c.column("weight")},${c.column("den")})`;
        return formula(
          blankUnless(`${den}>0`, `SUMPRODUCT(${c.column("weight")},${c.column("num")})/${den}`),
          model.portfolio.metrics[f],
        );
      },
    },
    {
      key: "num",
      header: L.ratio.weightedSum(t.weightedLabel(L)),
      group: audit,
      numFmt: FMT.irradiation,
      plant: ({ plant, index }) => formula(weighted(index), sums(plant, t.dailyField).num),
    },
    {
      key: "den",
      header: L.ratio.weightedDays(t.weightedLabel(L)),
      group: audit,
      numFmt: FMT.irradiation,
      plant: ({ plant, index }) => formula(weights(index), sums(plant, t.dailyField).den),
    },
  ];
}

/** Percentage points: (x − target) × 100, shown with the " pp" format. */
function deltaFormula(x: string, target: string, value: number | null, goal: number | null) {
  const cached = value === null || goal === null ? null : (value - goal) * 100;
  return formula(blankUnless(`AND(ISNUMBER(${x}),ISNUMBER(${target}))`, `(${x}-${target})*100`), cached);
}

export function ratioColumns(model: ReportModel, t: RatioTheme, d: RatioBlocks): SummaryColumn[] {
  const L = xlsxLabels(model.locale);
  const common = commonColumns(model);
  const judged = t.judged(model) as keyof PlantReport["metrics"] & keyof typeof model.portfolio.metrics;
  const figure = t.kind;
  const weighted = weightedColumns(model, t, d);
  const [value, ...weightedAudit] = weighted;
  const pr = t.kind === "pr" ? iecPrColumns(model, d.yield!, d.irradiation) : [];
  const temperature = t.kind === "pr" ? temperatureColumns(model, d) : [];
  const [tempValue, ...tempAudit] = temperature;
  const bands = verdictBandColumns(model, [figure]);
  const delta: SummaryColumn = {
    key: "delta",
    header: L.ratio.againstTarget(t.kind),
    group: L.groups.performance,
    numFmt: pointsFormat(L),
    width: 12,
    plant: ({ plant, at }) =>
      deltaFormula(
        at(judged),
        at(targetKey(figure)),
        plant.metrics[judged] as number | null,
        plant.verdicts[figure].target,
      ),
    total: (c) =>
      deltaFormula(
        c.at(judged),
        c.at(targetKey(figure)),
        model.portfolio.metrics[judged] as number | null,
        model.portfolio.verdicts[figure].target,
      ),
  };
  const loss: SummaryColumn[] =
    t.kind === "availability"
      ? [
          {
            key: "availabilityLoss",
            header: L.availabilityLoss,
            group: L.groups.performance,
            numFmt: FMT.kwh,
            width: 12,
            plant: ({ plant }) => plant.metrics.availabilityLossKwh,
            total: () => model.portfolio.metrics.availabilityLossKwh,
          },
        ]
      : [];
  return [
    ...common.identity,
    ...(pr[0] ? [pr[0]] : []),
    ...(tempValue ? [tempValue] : []),
    value!,
    delta,
    ...loss,
    {
      ...irradiationColumn(model, (i) =>
        blankUnless(`COUNT(${d.irradiation.ref(i)})>0`, `SUM(${d.irradiation.ref(i)})`),
      ),
      group: L.groups.irradiation,
    },
    ...common.quality(d.yield ? (i) => `COUNT(${d.yield!.ref(i)})` : null),
    ...bands,
    weightColumn(model),
    ...pr.slice(1),
    ...tempAudit,
    ...weightedAudit,
  ];
}
