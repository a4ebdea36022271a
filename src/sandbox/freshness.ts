/**
 * POST /data/plant/last_24_hour_update_status. Spec: "Update" when the plant delivered the
 * day's data within 24 hours of the day, else "No Update". Consistent with the data: a late
 * day still has points once its data has arrived; a day not (yet) delivered has none.
 */
import type { FreshnessDay, FreshnessEntry } from "../api/types.js";
import { formatDay, formatLocalTimestamp, localMidnight } from "./calendar.js";
import type { Dataset } from "./dataset.js";
import type { PlantSite } from "./plants.js";

/** Spec limits: "about 30 days back". The sandbox reports the 30 local days before today. */
export const FRESHNESS_DAYS = 30;
const DAY_WINDOW_MS = 24 * 3_600_000;

export function freshnessDay(ds: Dataset, site: PlantSite, day: number): FreshnessDay {
  const arrived = ds.arrivedAt(site, day);
  if (ds.offline(site, day) || arrived > ds.config.now()) {
    return { date: formatDay(day), last_data_update: null, update_status: "No Update" };
  }
  const onTime = arrived - localMidnight(day + 1, site.offsetMin) <= DAY_WINDOW_MS;
  return {
    date: formatDay(day),
    last_data_update: formatLocalTimestamp(Math.floor(arrived / 1000) * 1000, site.offsetMin),
    update_status: onTime ? "Update" : "No Update",
  };
}

export function freshnessEntry(ds: Dataset, site: PlantSite): FreshnessEntry {
  const today = ds.today(site);
  const data: FreshnessDay[] = [];
  for (let day = today - FRESHNESS_DAYS; day < today; day++) data.push(freshnessDay(ds, site, day));
  return { plant_id: site.plant.id, tz_offset: site.plant.tz_offset, data };
}
