/**
 * Summary header → the manifest figure it shows, in the workbook's language (ratios and
 * variance are fractions in both). LIVE columns are formulas LibreOffice recalculates;
 * VALUES are the model's figures as values.
 */
import type { MonthlyMetrics } from "../../src/metrics/model.js";
import type { Manifest } from "../../src/output/manifest.js";
import type { XlsxLabels } from "../../src/render/xlsx/labels.js";

export const KINDS = ["yield", "pr", "availability"] as const;
export type Kind = (typeof KINDS)[number];
type Columns = Record<string, keyof MonthlyMetrics>;

export function liveColumns(L: XlsxLabels, kind: Kind, currency: string): Columns {
  const common: Columns = {
    [L.irradiation]: "irradiationKwhM2",
    [L.cols.daysWithData]: "daysWithData",
    [L.cols.completeness]: "dataCompleteness",
  };
  if (kind === "availability") return { ...common, [L.availability]: "availability" };
  const pr: Columns = { [L.prIec]: "pr", [L.referenceYield]: "referenceYieldKwh" };
  if (kind === "pr")
    return { ...common, ...pr, [L.prTemperature]: "prTemperatureCorrected", [L.prEffective]: "prEffective" };
  const y = L.energyHeaders.yield;
  const m = L.energyHeaders.meter;
  return {
    ...common,
    ...pr,
    [y.measured]: "yieldKwh",
    [y.estimated]: "yieldEstimatedKwh",
    [y.total]: "yieldTotalKwh",
    [L.daysEstimated]: "daysEstimated",
    [L.daysCovered]: "daysCovered",
    [m.measured]: "meterYieldKwh",
    [m.estimated]: "meterYieldEstimatedKwh",
    [m.total]: "meterYieldTotalKwh",
    [L.irradiationVariance]: "irradiationVariance",
    [L.specificYield]: "specificYieldKwhKwp",
    [L.budgetPeriod]: "budgetKwh",
    [L.budgetCovered]: "budgetCoveredKwh",
    [L.variance]: "budgetVariance",
    [L.varianceFull]: "budgetVarianceFull",
    [L.revenue(currency)]: "revenue",
    [L.cols.lateDays]: "lateDays",
  };
}

export function valueColumns(L: XlsxLabels, kind: Kind): Columns {
  if (kind === "pr") return { [L.daysInPeriod]: "daysReported" };
  if (kind === "availability")
    return { [L.availabilityLoss]: "availabilityLossKwh", [L.daysInPeriod]: "daysReported" };
  return {
    [L.irradiationNormal]: "irradiationNormalKwhM2",
    [L.prTemperature]: "prTemperatureCorrected",
    [L.prEffective]: "prEffective",
    [L.availability]: "availability",
    [L.availabilityLoss]: "availabilityLossKwh",
    [L.overspill]: "overspillKwh",
    [L.daysInPeriod]: "daysReported",
  };
}

const STEPS = [
  "budget",
  "weather",
  "availability",
  "curtailment",
  "performance",
  "actual",
  "exportLoss",
  "metered",
] as const;
type Bridge = Manifest["plants"][number]["bridge"];

/** The yield Summary's bridge columns (all live): header → the manifest bridge's figure. */
export function bridgeFigures(L: XlsxLabels, b: Bridge, currency: string): [string, number | null][] {
  return STEPS.flatMap((step): [string, number | null][] => [
    [
      L.bridgeHeader(L.bridgeSteps[step], L.units.kwh),
      b ? ((b[`${step}Kwh`] as number | null) ?? null) : null,
    ],
    [L.bridgeHeader(L.bridgeSteps[step], currency), b?.value ? (b.value[step] ?? null) : null],
  ]);
}
