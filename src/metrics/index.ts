/**
 * metrics/: pure functions from parsed service data to the ReportModel's figures
 * (DESIGN.md "Monthly figures"). No I/O, no clock: dates come in as arguments.
 * Figures are raw doubles in canonical units; nothing is rounded before display.
 */
export { calendarMonthIndex, daysOfMonth, previousMonths } from "./calendar.js";
export { completeness } from "./completeness.js";
export { buildDailyRows, type KpiMap } from "./daily-rows.js";
export { budgetFor, monthSummaries } from "./month-summaries.js";
export { type MetricsContext, monthlyMetrics } from "./monthly-metrics.js";
export {
  buildPlantReport,
  failedPlantReport,
  type PlantDetails,
  type PlantIdentity,
  type PlantReportInput,
} from "./plant-report.js";
export { buildPortfolio } from "./portfolio.js";
export { WEIGHTING_RULES } from "./portfolio-weighting.js";
export { missingKpiWarning, noDataWarning } from "./quality.js";
export { normalise, type UnitSpec } from "./units.js";
