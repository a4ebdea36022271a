/**
 * Which selected plants can be fetched: the service cuts a plant's days by its `tz_offset`
 * (spec, "KPI data entry" rule 4) and the client maps day keys with it, so a plant the list
 * gives no readable offset (spec, "Plant": an attribute not configured is null) fails on its
 * own, with the reason, before any request for it. The other plants are unaffected.
 */
import { parseTzOffset } from "../../api/index.js";
import type { Plant } from "../../api/types.js";
import { type ReportWarning, reportWarning } from "../../vocabulary/report-warning.js";
import type { MappablePlant } from "./plan.js";

/** Why the plant's local days cannot be told, or null when they can. */
export function tzProblem(plant: Plant): ReportWarning | null {
  const offset = plant.tz_offset;
  if (offset === null) {
    return reportWarning(
      "plantNoTzOffset",
      {},
      "the service's plant list gives this plant no tz_offset, so its local days cannot be told: " +
        "ask the service's operator to configure the plant's time zone",
    );
  }
  try {
    parseTzOffset(offset);
    return null;
  } catch {
    const shown = JSON.stringify(offset.slice(0, 40));
    return reportWarning(
      "plantBadTzOffset",
      { offset: shown },
      `the service's plant list gives this plant the tz_offset ${shown}, ` +
        "not +HH:MM or -HH:MM within -12:00..+14:00, so its local days cannot be told: " +
        "ask the service's operator to correct it",
    );
  }
}

export function isMappable(plant: Plant): plant is MappablePlant {
  return tzProblem(plant) === null;
}
