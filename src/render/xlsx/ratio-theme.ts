/** What the PR and availability workbooks differ in: their daily ratio, labels, judged figure and axis. */
import type { MonthSummary, PortfolioDay, ReportModel } from "../../metrics/model.js";
import type { DailyBlock } from "./daily-sheet.js";
import type { XlsxLabels } from "./labels.js";

export interface RatioTheme {
  kind: "pr" | "availability";
  /** The daily ratio the service sends (a DailyRow field): its effective PR, or availability. */
  dailyField: "pr" | "availability";
  /** Its monthly figure (irradiation-weighted) in MonthlyMetrics, and its Summary header. */
  weightedField: "prEffective" | "availability";
  /** Its Summary header, in the workbook's words. */
  weightedLabel(L: XlsxLabels): string;
  /** Upper bound of the value axis (availability cannot exceed 100 %). */
  axisMax?: number;
  /** The Summary column the verdict judges (its key is the metric's name). */
  judged(model: ReportModel): string;
  portfolioDay(day: PortfolioDay): number | null;
  trend(m: MonthSummary): number | null;
}

export const PR_THEME: RatioTheme = {
  kind: "pr",
  dailyField: "pr",
  weightedField: "prEffective",
  weightedLabel: (L) => L.prEffective,
  judged: (m) => m.verdictRules.pr.metric,
  portfolioDay: (d) => d.prEffective,
  trend: (m) => m.pr,
};

export const AVAILABILITY_THEME: RatioTheme = {
  kind: "availability",
  dailyField: "availability",
  weightedField: "availability",
  weightedLabel: (L) => L.availability,
  axisMax: 1,
  judged: () => "availability",
  portfolioDay: (d) => d.availability,
  trend: (m) => m.availability,
};

/** A ratio workbook's Daily sheets (yield and temperature only in the PR workbook). */
export interface RatioBlocks {
  ratio: DailyBlock;
  irradiation: DailyBlock;
  yield?: DailyBlock;
  temperature?: DailyBlock;
}
