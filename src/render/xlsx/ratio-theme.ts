/** What the PR and availability workbooks differ in: the ratio, its label, its targets, its axis. */
import type { PlantReport, ReportModel } from "../../metrics/model.js";
import type { DailyBlock } from "./daily-sheet.js";

export interface RatioTheme {
  field: "pr" | "availability";
  label: "PR" | "Availability";
  /** The label inside a sentence ("Daily availability"). */
  word: "PR" | "availability";
  /** Upper bound of the value axis (availability cannot exceed 100 %). */
  axisMax?: number;
  target(plant: PlantReport): number | null;
  portfolioTarget(model: ReportModel): number | null;
}

export const PR_THEME: RatioTheme = {
  field: "pr",
  label: "PR",
  word: "PR",
  target: (p) => p.targets.pr,
  portfolioTarget: (m) => m.portfolio.targets.pr,
};

export const AVAILABILITY_THEME: RatioTheme = {
  field: "availability",
  label: "Availability",
  word: "availability",
  axisMax: 1,
  target: (p) => p.targets.availability,
  portfolioTarget: (m) => m.portfolio.targets.availability,
};

/** A ratio workbook's Daily sheets. */
export interface RatioBlocks {
  ratio: DailyBlock;
  irradiation: DailyBlock;
}
