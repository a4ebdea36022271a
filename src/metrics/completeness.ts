/** Per daily field, the days with a value: how complete each figure's basis is. */
import { type Completeness, DAILY_FIELDS, type DailyRow } from "./model.js";

export function completeness(rows: DailyRow[]): Completeness {
  const counts = Object.fromEntries(DAILY_FIELDS.map((f) => [f, 0])) as Completeness;
  for (const row of rows) {
    for (const field of DAILY_FIELDS) if (row[field] !== null) counts[field]++;
  }
  return counts;
}
