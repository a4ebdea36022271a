/** The Method sheet's "how each figure is made" rows: the figure's name, then how it is computed. */
import type { Messages, PlainMessageKey } from "../../i18n/index.js";

type T = Messages["t"];

const ROWS: [PlainMessageKey, PlainMessageKey][] = [
  ["xlsx.method.yieldMeasured", "xlsx.method.yieldMeasuredHow"],
  ["xlsx.method.yieldEstimated", "xlsx.method.yieldEstimatedHow"],
  ["xlsx.method.yieldTotal", "xlsx.method.yieldTotalHow"],
  ["figure.meterYield", "xlsx.method.meterHow"],
  ["figure.irradiation", "xlsx.method.irradiationHow"],
  ["xlsx.col.irradiationVariance", "xlsx.method.irradiationVarianceHow"],
  ["figure.performanceRatio", "xlsx.method.prHow"],
  ["figure.prTemperatureCorrected", "xlsx.method.prTemperatureHow"],
  ["figure.prEffective", "xlsx.method.prEffectiveHow"],
  ["figure.availability", "xlsx.method.availabilityHow"],
  ["figure.availabilityLoss", "xlsx.method.availabilityLossHow"],
  ["figure.specificYield", "xlsx.method.specificYieldHow"],
  ["figure.budgetCovered", "xlsx.method.budgetCoveredHow"],
  ["xlsx.ranking.variance", "xlsx.method.varianceHow"],
  ["xlsx.method.varianceFull", "xlsx.method.varianceFullHow"],
  ["figure.revenue", "xlsx.method.revenueHow"],
  ["xlsx.method.bridge", "xlsx.method.bridgeHow"],
  ["period.yearToDate", "xlsx.method.ytdHow"],
  ["period.sameMonthLastYear", "xlsx.method.lastYearHow"],
  ["xlsx.method.pLevel", "xlsx.method.pLevelHow"],
  ["xlsx.method.emptyCells", "xlsx.method.emptyCellsHow"],
];

export function methodFormulas(t: T) {
  return {
    title: (workbook: string, month: string) => t("xlsx.method.title", { workbook, month }),
    formulasTitle: t("xlsx.method.formulasTitle"),
    bandsTitle: t("xlsx.method.bandsTitle"),
    portfolioTitle: t("xlsx.method.portfolioTitle"),
    qualityTitle: t("xlsx.method.qualityTitle"),
    weighting: t("xlsx.method.weighting"),
    portfolioTargets: [t("xlsx.method.portfolioTargets"), t("xlsx.method.portfolioTargetsHow")] as [
      string,
      string,
    ],
    warnings: t("xlsx.method.warnings"),
    formulas: [
      ...ROWS.map(([name, how]): [string, string] => [t(name), t(how)]),
      [t("xlsx.method.liveFormulas"), t("xlsx.method.liveFormulasHow")] as [string, string],
    ],
    keys: {
      report: t("xlsx.method.report"),
      company: t("xlsx.method.company"),
      period: t("xlsx.method.period"),
      generated: t("xlsx.method.generated"),
      serviceUnits: t("xlsx.method.serviceUnits"),
      workbookUnits: t("xlsx.method.workbookUnits"),
      requests: t("xlsx.method.requests"),
    },
    periodValue: (first: string, last: string, through: string | null) =>
      through
        ? t("xlsx.method.periodInProgress", { first, last, through })
        : t("xlsx.method.periodValue", { first, last }),
    serviceUnitsValue: (energy: string, ratio: string) =>
      t("xlsx.method.serviceUnitsValue", { energy, ratio }),
    workbookUnitsValue: t("xlsx.method.workbookUnitsValue"),
    requestsValue: (r: { total: number; retried: number; failed: number }) =>
      t("xlsx.method.requestsValue", r),
  };
}
