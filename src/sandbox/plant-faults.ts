/**
 * Per-plant conditions forced on chosen plants, so a test can put one of each case in a
 * run (the synthetic data produces them only on hash-chosen plant-days). Deterministic:
 * no draw, only the ids and dates given.
 * - offline: empty lists for every KPI on every day (spec, KPI data entry, rule 2);
 * - nulls: every historical value served as null (rule 3);
 * - missingDays: those plant-local days have no point at all (a gap in the series);
 * - revoked: still in today's plant-list snapshot (refreshed once a day) but no longer in
 *   the account, so every request for it answers 403 (spec, "Behaviour common to the KPI
 *   endpoints").
 */
import { parseDay } from "./calendar.js";

export interface PlantFaults {
  offline?: string[];
  nulls?: string[];
  /** plant id → YYYY-MM-DD dates (plant-local) */
  missingDays?: Record<string, string[]>;
  revoked?: string[];
}

export class ForcedPlants {
  private offline = new Set<string>();
  private nulls = new Set<string>();
  /** "plantId|dayNumber" */
  private missing = new Set<string>();
  private revoked = new Set<string>();

  constructor(faults: PlantFaults = {}) {
    this.set(faults);
  }

  /** Replaces every forced condition (an empty object clears them). */
  set(faults: PlantFaults): void {
    this.offline = new Set(faults.offline ?? []);
    this.nulls = new Set(faults.nulls ?? []);
    this.revoked = new Set(faults.revoked ?? []);
    this.missing = new Set();
    for (const [id, dates] of Object.entries(faults.missingDays ?? {})) {
      for (const date of dates) {
        const day = parseDay(date);
        if (day === undefined) throw new Error(`missingDays: not a date: ${date}`);
        this.missing.add(`${id}|${day}`);
      }
    }
  }

  /** No data at all for the plant-day. */
  noData(plantId: string, day: number): boolean {
    return this.offline.has(plantId) || this.missing.has(`${plantId}|${day}`);
  }

  allNull(plantId: string): boolean {
    return this.nulls.has(plantId);
  }

  isRevoked(plantId: string): boolean {
    return this.revoked.has(plantId);
  }
}
