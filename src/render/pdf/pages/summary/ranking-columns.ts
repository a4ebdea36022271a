/** The ranking table's columns: catalog keys of their titles and units, widths in points. */
import type { MessageKey } from "../../../../i18n/index.js";

export interface RankColumn {
  title: MessageKey;
  unit: MessageKey | null;
  width: number;
  align: "left" | "right";
}

/** Widths sum to the content width (A4 less margins, 511 pt). */
export const RANK_COLUMNS: readonly RankColumn[] = [
  { title: "pack.column.rank", unit: null, width: 20, align: "right" },
  { title: "pack.column.plant", unit: null, width: 113, align: "left" },
  { title: "pack.column.capacity", unit: "unit.kwp", width: 44, align: "right" },
  { title: "pack.column.yield", unit: "unit.kwh", width: 60, align: "right" },
  { title: "pack.column.budgetVariance", unit: "pack.column.daysCovered", width: 58, align: "right" },
  { title: "pack.column.budgetVariance", unit: "pack.column.fullBudget", width: 54, align: "right" },
  { title: "pack.column.specificYield", unit: "unit.kwhPerKwp", width: 48, align: "right" },
  { title: "pack.column.pr", unit: null, width: 56, align: "right" },
  { title: "pack.column.availability", unit: null, width: 58, align: "right" },
];
