/**
 * The data the sandbox serves: which plant-days exist at the clock's "now", the values
 * (canonical and as served strings) and the historical envelope (spec, KPI data entry).
 */
import { DAY_MS, type HistoricalKpi, type KpiDataEntry, type KpiPoint } from "../api/types.js";
import { formatDay, localDay, localMidnight, parseDay } from "./calendar.js";
import { TotalYieldCounter } from "./counter.js";
import { type DayFigures, dayFigures, deliveryDelayMs, isNullValue, isOffline } from "./figures.js";
import { isGapKpi } from "./gaps.js";
import { SLOT_H, SLOT_MS, sunProfile } from "./intraday.js";
import { formatValue, HISTORICAL_FIELDS, isHistoricalKpi, type Units } from "./kpis.js";
import { ForcedPlants } from "./plant-faults.js";
import type { PlantSite } from "./plants.js";
import { hashUnit } from "./random.js";

export type TsEncoding = "utc" | "local" | "mixed";
type HistoricalField = (typeof HISTORICAL_FIELDS)[HistoricalKpi]["field"];

export interface DatasetConfig {
  units: Units;
  tsEncoding: TsEncoding;
  now: () => number;
}

interface DayRecord {
  figures: DayFigures;
  offline: boolean;
  delayMs: number;
}

/** Bound of the day memo (one historical request asks for the same day once per KPI). */
const MEMO_LIMIT = 200_000;

export class Dataset {
  readonly sites = new Map<string, PlantSite>();
  readonly counter = new TotalYieldCounter();
  /** Per-plant conditions a test forces (plant-faults.ts); kept out of the memo so they can change. */
  readonly forced = new ForcedPlants();
  /** Per plant, day number → record: integer keys, no key string built per lookup. */
  private readonly memo = new Map<PlantSite, Map<number, DayRecord>>();
  private memoSize = 0;

  constructor(readonly config: DatasetConfig) {}

  add(site: PlantSite): void {
    this.sites.set(site.plant.id, site);
  }

  figures(site: PlantSite, day: number): DayFigures {
    return this.record(site, day).figures;
  }

  private record(site: PlantSite, day: number): DayRecord {
    let days = this.memo.get(site);
    let r = days?.get(day);
    if (!r) {
      if (this.memoSize >= MEMO_LIMIT) {
        this.memo.clear();
        this.memoSize = 0;
        days = undefined;
      }
      if (!days) {
        days = new Map();
        this.memo.set(site, days);
      }
      r = {
        figures: dayFigures(site, day),
        offline: isOffline(site, day),
        delayMs: deliveryDelayMs(site, day),
      };
      days.set(day, r);
      this.memoSize++;
    }
    return r;
  }

  /** The plant-local calendar day at the clock's now. */
  today(site: PlantSite): number {
    return localDay(this.config.now(), site.offsetMin);
  }

  /** When the day's data reached the service (end of the local day + delivery delay). */
  arrivedAt(site: PlantSite, day: number): number {
    return localMidnight(day + 1, site.offsetMin) + this.record(site, day).delayMs;
  }

  /** No data at all that day: before commissioning, a communication outage, or forced. */
  offline(site: PlantSite, day: number): boolean {
    return this.record(site, day).offline || this.forced.noData(site.plant.id, day);
  }

  /**
   * A day has points once its data has arrived; offline days and future days never have. The
   * plant-local day in progress has points too, as far as it has come (`shareSoFar`): the
   * service answers with the day's values so far, as a real service does, and a client that
   * counts such a day before it has ended counts a part of it (DESIGN.md "Monthly figures").
   */
  hasData(site: PlantSite, day: number): boolean {
    if (this.offline(site, day)) return false;
    return this.arrivedAt(site, day) <= this.config.now() || this.shareSoFar(site, day) !== null;
  }

  /**
   * For the plant-local day in progress of a plant sending live data (not one whose day will be
   * delivered late): the share of the day's sun energy up to now, 0 before sunrise; else null.
   */
  shareSoFar(site: PlantSite, day: number): number | null {
    if (day !== this.today(site) || deliveryDelayMs(site, day) > 24 * 3_600_000) return null;
    const slots = Math.floor((this.config.now() - localMidnight(day, site.offsetMin)) / SLOT_MS);
    const profile = sunProfile(site, day);
    let share = 0;
    for (let i = 0; i < slots && i < profile.length; i++) share += profile[i]! * SLOT_H;
    return share;
  }

  /**
   * Canonical value for a historical KPI: undefined = no point, null = null value. A plant
   * forced to serve nulls serves them on gap days too; otherwise a gap day has no point.
   */
  value(site: PlantSite, kpi: string, day: number): number | null | undefined {
    if (!isHistoricalKpi(kpi) || !this.hasData(site, day)) return undefined;
    return this.valueOfDayWithData(site, kpi, day);
  }

  /** `value` for a historical KPI on a day known to have data. */
  private valueOfDayWithData(site: PlantSite, kpi: HistoricalKpi, day: number): number | null | undefined {
    if (this.forced.allNull(site.plant.id)) return null;
    if (isGapKpi(site.plant.id, day, kpi)) return undefined;
    if (isNullValue(site, day, kpi)) return null;
    const { field } = HISTORICAL_FIELDS[kpi];
    const share = this.arrivedAt(site, day) <= this.config.now() ? null : this.shareSoFar(site, day);
    if (share !== null) return this.soFar(site, day, field, share);
    return field === "totalYieldKwh" ? this.counter.at(site, day) : this.figures(site, day)[field];
  }

  /** A field of the day in progress: energies and irradiation up to now, ratios and temperature as they stand. */
  private soFar(site: PlantSite, day: number, field: HistoricalField, share: number): number {
    const f = this.figures(site, day);
    switch (field) {
      case "totalYieldKwh":
        return this.counter.at(site, day - 1) + f.yieldKwh * share;
      case "yieldKwh":
      case "meterYieldKwh":
      case "overspillKwh":
      case "irradiationKwhM2":
        return f[field] * share;
      default:
        return f[field];
    }
  }

  served(site: PlantSite, kpi: string, day: number): string | null | undefined {
    if (!isHistoricalKpi(kpi) || !this.hasData(site, day)) return undefined;
    return this.servedOnDayWithData(site, kpi, day);
  }

  private servedOnDayWithData(site: PlantSite, kpi: HistoricalKpi, day: number): string | null | undefined {
    const v = this.valueOfDayWithData(site, kpi, day);
    if (typeof v !== "number") return v;
    return formatValue(v, HISTORICAL_FIELDS[kpi].quantity, this.config.units);
  }

  /** Spec: ts is a day key derived from the date — UTC midnight, or the plant's local midnight. */
  dayKey(site: PlantSite, day: number): string {
    const { tsEncoding } = this.config;
    const local = tsEncoding === "local" || (tsEncoding === "mixed" && site.localTs);
    return String(local ? localMidnight(day, site.offsetMin) : day * DAY_MS);
  }

  /** POST /data/plant/historical: one point per day that has data; unknown KPIs get no key. */
  historical(site: PlantSite, kpis: string[], endDay: number, days: number): KpiDataEntry {
    const data: Record<string, KpiPoint[]> = {};
    // Which days have data, and their keys, once per request rather than once per KPI.
    const withData: { day: number; ts: string }[] = [];
    for (let day = endDay - days + 1; day <= endDay; day++) {
      if (this.hasData(site, day)) withData.push({ day, ts: this.dayKey(site, day) });
    }
    for (const kpi of kpis) {
      if (!isHistoricalKpi(kpi)) continue;
      const points: KpiPoint[] = [];
      for (const { day, ts } of withData) {
        const value = this.servedOnDayWithData(site, kpi, day);
        if (value !== undefined) points.push({ ts, value });
      }
      data[kpi] = site.shuffled ? shuffle(points, site.plant.id, kpi) : points;
    }
    return { plant_id: site.plant.id, date: formatDay(endDay), tz_offset: site.plant.tz_offset, data };
  }

  /** Day number of a YYYY-MM-DD date, for the public helpers. */
  static day(date: string): number {
    const day = parseDay(date);
    if (day === undefined) throw new Error(`not a date: ${date}`);
    return day;
  }
}

/** Deterministic permutation: sort by a hash of each point's day key. */
function shuffle(points: KpiPoint[], plantId: string, kpi: string): KpiPoint[] {
  const keyed = points.map((p) => ({ p, k: hashUnit(plantId, kpi, p.ts, "order") }));
  return keyed.sort((a, b) => a.k - b.k).map((x) => x.p);
}
