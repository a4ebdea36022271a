/**
 * The yield workbook's Summary figures of DESIGN.md "Monthly figures": measured, estimated
 * and total energy, irradiation against its normal, the IEC 61724-1 PR, the like-for-like
 * budget and revenue. Live formulas over the Daily sheets where the figure follows from their
 * columns (with the model's figure as cached result); the PR at 25 °C, the effective PR and
 * availability need the PR and availability workbooks' Daily sheets, so they are values here.
 */
import type { ReportModel } from "../../metrics/model.js";
import { blankUnless, formula } from "./cells.js";
import type { DailyBlock } from "./daily-sheet.js";
import { xlsxLabels } from "./labels.js";
import { FMT } from "./styles.js";
import type { SummaryColumn, TotalContext } from "./summary-sheet.js";
import type { YieldBlocks } from "./yield-charts.js";

/** SUM of a column's plants, empty when none has a value. */
export const columnSum = (t: TotalContext, key: string) =>
  blankUnless(`COUNT(${t.column(key)})>0`, `SUM(${t.column(key)})`);

/** Measured, estimated and total of one energy field, from a Daily sheet with estimates. */
function energyColumns(
  model: ReportModel,
  b: DailyBlock,
  keys: { measured: string; estimated: string; total: string },
  figures: {
    measured: "yieldKwh" | "meterYieldKwh";
    estimated: "yieldEstimatedKwh" | "meterYieldEstimatedKwh";
    total: "yieldTotalKwh" | "meterYieldTotalKwh";
  },
  group: string,
): SummaryColumn[] {
  const L = xlsxLabels(model.locale);
  const est = b.estimated!;
  const pm = model.portfolio.metrics;
  // Daily values that are each finite can overflow a sum (metrics/ratio.ts finite): the model
  // holds null then, so the cell is empty, not #NUM!, when a reader recalculates.
  const sum = (ref: string) => `IFERROR(SUM(${ref}),"")`;
  const h = L.energyHeaders[group === L.groups.energy ? "yield" : "meter"];
  const col = (key: string, header: string, figure: keyof typeof figures, expr: SummaryColumn["plant"]) => ({
    key,
    header,
    group,
    numFmt: FMT.kwh,
    width: 12,
    plant: expr,
    total: (t: TotalContext) => formula(columnSum(t, key), pm[figures[figure]]),
  });
  return [
    col(keys.measured, h.measured, "measured", ({ plant, index }) =>
      formula(blankUnless(`COUNT(${b.ref(index)})>0`, sum(b.ref(index))), plant.metrics[figures.measured]),
    ),
    // 0 when no day was estimated, empty when there is no total (no measured sum, no estimate).
    col(keys.estimated, h.estimated, "estimated", ({ plant, index, at }) =>
      formula(
        blankUnless(`OR(ISNUMBER(${at(keys.measured)}),COUNT(${est.ref(index)})>0)`, sum(est.ref(index))),
        plant.metrics[figures.estimated],
      ),
    ),
    col(keys.total, h.total, "total", ({ plant, at }) =>
      formula(
        blankUnless(`ISNUMBER(${at(keys.estimated)})`, `N(${at(keys.measured)})+${at(keys.estimated)}`),
        plant.metrics[figures.total],
      ),
    ),
  ];
}

export function energyAndMeterColumns(model: ReportModel, d: YieldBlocks): SummaryColumn[] {
  const L = xlsxLabels(model.locale);
  return [
    ...energyColumns(
      model,
      d.yield,
      { measured: "yield", estimated: "yieldEst", total: "yieldTotal" },
      { measured: "yieldKwh", estimated: "yieldEstimatedKwh", total: "yieldTotalKwh" },
      L.groups.energy,
    ),
    {
      key: "daysEstimated",
      header: L.daysEstimated,
      group: L.groups.energy,
      numFmt: FMT.days,
      width: 10,
      plant: ({ plant, index }) =>
        formula(`COUNT(${d.yield.estimated!.ref(index)})`, plant.metrics.daysEstimated),
    },
    {
      key: "daysCovered",
      header: L.daysCovered,
      group: L.groups.energy,
      numFmt: FMT.days,
      width: 10,
      plant: ({ plant, at }) => formula(`${at("days")}+${at("daysEstimated")}`, plant.metrics.daysCovered),
    },
    ...energyColumns(
      model,
      d.meter,
      { measured: "meter", estimated: "meterEst", total: "meterTotal" },
      { measured: "meterYieldKwh", estimated: "meterYieldEstimatedKwh", total: "meterYieldTotalKwh" },
      L.groups.meter,
    ),
  ];
}

/** Irradiation's normal (a value from the definition) and the variance against it. */
export function irradiationNormalColumns(model: ReportModel): SummaryColumn[] {
  const L = xlsxLabels(model.locale);
  const group = L.groups.irradiation;
  return [
    {
      key: "normal",
      header: L.irradiationNormal,
      group,
      numFmt: FMT.irradiation,
      plant: ({ plant }) => plant.metrics.irradiationNormalKwhM2,
    },
    {
      key: "irradiationVariance",
      header: L.irradiationVariance,
      group,
      numFmt: FMT.variance,
      width: 12,
      plant: ({ plant, at }) =>
        formula(
          blankUnless(
            `AND(ISNUMBER(${at("irradiation")}),N(${at("normal")})>0)`,
            `${at("irradiation")}/${at("normal")}-1`,
          ),
          plant.metrics.irradiationVariance,
        ),
      total: (t) => {
        const known = `--ISNUMBER(${t.column("normal")}),--ISNUMBER(${t.column("irradiation")}),${t.column("weight")}`;
        const den = `SUMPRODUCT(${known},${t.column("normal")})`;
        return formula(
          blankUnless(`${den}>0`, `SUMPRODUCT(${known},${t.column("irradiation")})/${den}-1`),
          model.portfolio.metrics.irradiationVariance,
        );
      },
    },
  ];
}

/** Figures this workbook cannot re-derive (their daily values live in the other workbooks). */
export function performanceValueColumns(model: ReportModel): SummaryColumn[] {
  const L = xlsxLabels(model.locale);
  const pm = model.portfolio.metrics;
  const group = L.groups.performance;
  const value = (
    key: "prTemperatureCorrected" | "prEffective" | "availability",
    header: string,
  ): SummaryColumn => ({
    key,
    header,
    group,
    numFmt: FMT.percent,
    width: 11,
    plant: ({ plant }) => plant.metrics[key],
    total: () => pm[key],
  });
  return [
    value("prTemperatureCorrected", L.prTemperature),
    value("prEffective", L.prEffective),
    value("availability", L.availability),
    {
      key: "availabilityLoss",
      header: L.availabilityLoss,
      group,
      numFmt: FMT.kwh,
      width: 12,
      plant: ({ plant }) => plant.metrics.availabilityLossKwh,
      total: () => pm.availabilityLossKwh,
    },
    {
      key: "overspill",
      header: L.overspill,
      group,
      numFmt: FMT.kwh,
      width: 12,
      plant: ({ plant }) => plant.metrics.overspillKwh,
      total: () => pm.overspillKwh,
    },
  ];
}
