/**
 * The PR and availability workbooks' Summary columns: the service's daily ratio weighted by
 * irradiation, Σ(x·H)/Σ H, rebuilt from the Daily sheets; in the PR workbook also the IEC
 * 61724-1 PR and the PR at 25 °C. The judged figure gets the verdict's target and watch-from
 * cells and its distance to the target in percentage points, at the verdict's decimals.
 */
import type { ReportModel } from "../../metrics/model.js";
import { blankUnless, formula } from "./cells.js";
import { xlsxLabels } from "./labels.js";
import { iecPrColumns, temperatureColumns } from "./pr-columns.js";
import type { RatioBlocks, RatioTheme } from "./ratio-theme.js";
import { FMT, pointsFormat } from "./styles.js";
import { commonColumns, irradiationColumn, weightColumn } from "./summary-columns.js";
import type { SummaryColumn } from "./summary-sheet.js";
import { prJudgedColumn, targetKey, verdictBandColumns, withVerdictFormats } from "./verdict-columns.js";

/**
 * The service's daily ratio weighted by irradiation, Σ(x·H)/Σ H over the plant's days with both,
 * straight from the Daily sheets. Availability's weight Σ H is an audit column (the model's
 * `availabilityIrradiationKwhM2`), so the portfolio's Σ(x·H·W)/Σ(H·W) is a formula over the
 * plants; the effective PR's weight is no figure of the model, so its portfolio figure is the
 * report's value.
 */
function weightedColumns(model: ReportModel, t: RatioTheme, d: RatioBlocks): SummaryColumn[] {
  const L = xlsxLabels(model.locale);
  const f = t.weightedField;
  const weighted = (i: number) => `SUMPRODUCT(${d.ratio.ref(i)},${d.irradiation.ref(i)})`;
  const weights = (i: number) => `SUMPRODUCT(--ISNUMBER(${d.ratio.ref(i)}),${d.irradiation.ref(i)})`;
  const value: SummaryColumn = {
    key: f,
    header: t.weightedLabel(L),
    group: L.groups.performance,
    numFmt: FMT.percent,
    width: 12,
    plant: ({ plant, index }) =>
      formula(blankUnless(`${weights(index)}>0`, `${weighted(index)}/${weights(index)}`), plant.metrics[f]),
    total: () => model.portfolio.metrics[f],
  };
  if (f !== "availability") return [value];
  return [
    {
      ...value,
      total: (c) => {
        const known = `${c.column("weight")},--ISNUMBER(${c.column(f)}),${c.column("den")}`;
        return formula(
          blankUnless(`SUMPRODUCT(${known})>0`, `SUMPRODUCT(${known},${c.column(f)})/SUMPRODUCT(${known})`),
          model.portfolio.metrics[f],
        );
      },
    },
    {
      key: "den",
      header: L.ratio.weightedDays(t.weightedLabel(L)),
      group: L.groups.audit,
      numFmt: FMT.irradiation,
      plant: ({ plant, index }) =>
        formula(
          blankUnless(
            `SUMPRODUCT(--ISNUMBER(${d.ratio.ref(index)}),--ISNUMBER(${d.irradiation.ref(index)}))>0`,
            weights(index),
          ),
          plant.metrics.availabilityIrradiationKwhM2,
        ),
    },
  ];
}

/**
 * The judged figure's distance to its target in percentage points, (x − target) × 100 with x
 * the figure the row's verdict judged: the verdict's gap, at its decimals.
 */
function deltaColumn(model: ReportModel, figure: RatioTheme["kind"]): SummaryColumn {
  const L = xlsxLabels(model.locale);
  const points = (gap: number | null) => (gap === null ? null : gap * 100);
  const cell = (x: string, target: string, gap: number | null) =>
    formula(blankUnless(`AND(ISNUMBER(${x}),ISNUMBER(${target}))`, `(${x}-${target})*100`), points(gap));
  const pv = model.portfolio.verdicts[figure];
  return {
    key: "delta",
    header: L.ratio.againstTarget(figure),
    group: L.groups.performance,
    numFmt: pointsFormat(L),
    width: 12,
    plant: ({ plant, at }) => {
      const v = plant.verdicts[figure];
      return cell(at(v.metric), at(targetKey(figure)), v.gap);
    },
    total: (c) => cell(c.at(pv.metric), c.at(targetKey(figure)), pv.gap),
    plantFormat: (plant) => pointsFormat(L, plant.verdicts[figure].decimals),
    totalFormat: () => pointsFormat(L, pv.decimals),
  };
}

export function ratioColumns(model: ReportModel, t: RatioTheme, d: RatioBlocks): SummaryColumn[] {
  const L = xlsxLabels(model.locale);
  const common = commonColumns(model);
  const figure = t.kind;
  const weighted = weightedColumns(model, t, d);
  const [value, ...weightedAudit] = weighted;
  const pr = t.kind === "pr" ? iecPrColumns(model, d.yield!, d.irradiation) : [];
  const temperature = t.kind === "pr" ? temperatureColumns(model, d) : [];
  const [tempValue, ...tempAudit] = temperature;
  const bands = verdictBandColumns(model, [figure]);
  const delta = deltaColumn(model, figure);
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
  const columns: SummaryColumn[] = [
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
    ...(t.kind === "pr" ? prJudgedColumn(model) : []),
    weightColumn(model),
    ...pr.slice(1),
    ...tempAudit,
    ...weightedAudit,
  ];
  return withVerdictFormats(model, columns, [figure]);
}
