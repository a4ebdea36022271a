/** What a plant's bridge chart (bridge-chart.ts) needs to know besides the bridge itself. */
import type { BridgeBasis } from "./bridge-steps.js";
import type { Ctx } from "./context.js";

/**
 * Why a step is unknown in the plant's own terms, and the budget row named with the days the
 * budget covers when that is not every day reported (the model's counts).
 */
export function plantBridgeBasis(ctx: Ctx): BridgeBasis {
  const { fmt, plant } = ctx;
  const m = plant.metrics;
  const partial = m.daysCovered < m.daysReported;
  return {
    weatherNote:
      m.irradiationKwhM2 !== null ? "pdf.bridge.weatherNoNormal" : "pdf.bridge.weatherNoIrradiation",
    meteredNote: "pdf.bridge.meteredNone",
    budgetName: partial
      ? fmt.t("pdf.bridge.budgetDays", { covered: m.daysCovered, total: m.daysReported })
      : fmt.t("bridge.budget"),
  };
}
