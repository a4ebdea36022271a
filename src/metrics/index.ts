/**
 * metrics/: pure functions from parsed service data to the ReportModel's figures
 * (DESIGN.md "Monthly figures"). No I/O, no clock: dates come in as arguments.
 * Figures are raw doubles in canonical units; nothing is rounded before display.
 */

export { availabilityLoss, fullAvailabilityYield } from "./availability-loss.js";
export { plantBridge, sumBridges } from "./bridge.js";
export { calendarMonthIndex, daysOfMonth, previousMonths } from "./calendar.js";
export { buildClients, type ClientMembership } from "./clients.js";
export { completeness } from "./completeness.js";
export { buildDailyRows, type DayContext, type KpiMap } from "./daily-rows.js";
export { estimationRatios, withEstimates } from "./estimates.js";
export { budgetFor, monthSummaries, type PlantFacts } from "./month-summaries.js";
export { type MetricsContext, monthlyMetrics } from "./monthly-metrics.js";
export {
  buildPlantReport,
  failedPlantReport,
  type PlantDetails,
  type PlantIdentity,
  type PlantReportInput,
} from "./plant-report.js";
export {
  dayEndsAt,
  lastEndedDay,
  monthNotEndedWarning,
  type PlantPeriod,
  plantPeriod,
  reportedDays,
} from "./plant-time.js";
export { impossibleReason } from "./plausibility.js";
export { buildPortfolio } from "./portfolio.js";
export { WEIGHTING_RULES } from "./portfolio-weighting.js";
export { missingKpiWarning, noDataWarning } from "./quality.js";
export { EXTREME_BUDGET_VARIANCE, sanityWarnings } from "./sanity.js";
export { normalise, type UnitSpec } from "./units.js";
export { decide, verdicts } from "./verdicts.js";
export { lastYear, sameMonthLastYear, sumLastYear, sumYearToDate, yearToDate } from "./year.js";
