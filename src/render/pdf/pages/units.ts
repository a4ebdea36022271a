/** Axis units and tick formatters shared by the charts. */

import { stepDecimals } from "./chart.js";
import type { Formatters } from "./format.js";

/** Energy axes switch to MWh when kWh tick labels would need 6+ digits. */
export function energyUnit(maxKwh: number): { unit: "kWh" | "MWh"; factor: number } {
  return maxKwh >= 100_000 ? { unit: "MWh", factor: 1 / 1000 } : { unit: "kWh", factor: 1 };
}

export function scaled(values: (number | null)[], factor: number): (number | null)[] {
  return values.map((v) => (v === null ? null : v * factor));
}

export const numberTicks = (fmt: Formatters) => (step: number) => (v: number) =>
  fmt.number(v, stepDecimals(step));

/** Fractions shown as percent numbers; the axis title carries the "%". */
export const percentTicks = (fmt: Formatters) => (step: number) => (v: number) =>
  fmt.number(v * 100, stepDecimals(step * 100));
