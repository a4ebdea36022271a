/** Red/amber/green status of a figure against its target (thresholds: options.ts). */
import type { StatusBand } from "./options.js";
import { COLORS } from "./theme.js";

export type Rag = "green" | "amber" | "red" | "none";

/** `deviation` is null when the figure or its target is missing: no status, not "red". */
export function ragStatus(deviation: number | null, band: StatusBand): Rag {
  if (deviation === null || !Number.isFinite(deviation)) return "none";
  if (deviation >= band.amberBelow) return "green";
  return deviation >= band.redBelow ? "amber" : "red";
}

/** Words next to the colour, so the status survives black-and-white printing. */
export const RAG_LABEL: Record<Rag, string> = {
  green: "On target",
  amber: "Watch",
  red: "Below",
  none: "n/a",
};

export const RAG_COLOR: Record<Rag, string> = {
  green: COLORS.green,
  amber: COLORS.amber,
  red: COLORS.red,
  none: COLORS.neutral,
};

/** value / target − 1, or null without a usable target. */
export function relativeDeviation(value: number | null, target: number | null): number | null {
  if (value === null || target === null || !(target > 0)) return null;
  return value / target - 1;
}

/** value − target (fractions, i.e. percentage points / 100), or null. */
export function absoluteDeviation(value: number | null, target: number | null): number | null {
  if (value === null || target === null) return null;
  return value - target;
}
