/** What the bridge chart (bridge-chart.ts) needs to know besides the bridge itself. */
import type { MessageKey } from "../../i18n/index.js";
import type { Ctx } from "./context.js";
import { reportedDays } from "./headline.js";

/**
 * What the bridge's notes need besides the bridge: whether irradiation was measured (why the
 * weather step is unknown) and the days the budget covers out of the days reported (null: not
 * one count, as for a portfolio whose plants cover different days).
 */
export interface BridgeBasis {
  irradiationMeasured: boolean;
  covered: number | null;
  reported: number;
  /** Why the weather step is unknown, when the plant's reasons do not fit (a portfolio's). */
  weatherNote?: MessageKey;
}

export function plantBridgeBasis(ctx: Ctx): BridgeBasis {
  const m = ctx.plant.metrics;
  return {
    irradiationMeasured: m.irradiationKwhM2 !== null,
    covered: m.daysWithData + m.daysEstimated,
    reported: reportedDays(ctx.plant),
  };
}
