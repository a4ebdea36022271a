/**
 * Contracts and an events file for the sandbox's plants (the demo and the end-to-end tests),
 * made from the sandbox's own days so each case happens: a price adjustment over a contract
 * year that started mid-history (contract year 3, linear PR degradation), an energy scheme
 * whose cap binds over a contract year that settles with the report month (compound PR, a
 * price per point, quarters), a monthly period from a mid-month start; excluded and
 * non-excluded outages, and a day whose loss two events of different categories share.
 * Plain data: the definition's schema is the judge (events as their CSV rows).
 */

/** What the sandbox needs to know about a plant-local day (Sandbox.dayValue). */
export type DayValue = (plantId: string, kpi: string, date: string) => number | null | undefined;

const AVAILABILITY = "historical_plant_effective_availability";
const CATEGORIES = ["forceMajeure", "forcedOutage", "scheduledMaintenance", "outOfElectricalSpecification"];
const EVENTS_PER_PLANT = 8;

const pad = (n: number) => String(n).padStart(2, "0");

function addMonths(month: string, delta: number): string {
  const n = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + delta;
  return `${Math.floor(n / 12)}-${pad((n % 12) + 1)}`;
}

function daysFrom(first: string, last: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${first}T00:00:00Z`); t <= Date.parse(`${last}T00:00:00Z`); t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** The sandbox's contracts for a report month, each on one of the first three plants. */
export function sandboxContractTerms(plantIds: readonly string[], month: string) {
  const [north, south, coast] = plantIds;
  const excluded = ["forceMajeure", "scheduledMaintenance"];
  return [
    {
      name: "O&M North",
      plants: [north!],
      start: `${addMonths(month, -30)}-01`,
      availability: {
        guaranteed: 0.99,
        excluded,
        period: "contractYear",
        scheme: "priceAdjustment",
        slope: 2,
        floor: 0.7,
      },
      pr: {
        guaranteed: 0.86,
        degradation: 0.005,
        degradationMode: "linear",
        tolerance: 0.02,
        period: "contractYear",
        price: 0.09,
      },
    },
    {
      name: "PPA South",
      plants: [south!],
      start: `${addMonths(month, -11)}-01`,
      availability: {
        guaranteed: 0.995,
        excluded,
        period: "contractYear",
        scheme: "energy",
        price: 0.11,
        cap: 25,
      },
      pr: {
        guaranteed: 0.85,
        degradation: 0.007,
        degradationMode: "compound",
        tolerance: 0.01,
        period: "quarter",
        pricePerPoint: 400,
      },
    },
    {
      name: "O&M Coast",
      plants: [coast!],
      start: `${addMonths(month, -13)}-15`,
      availability: {
        guaranteed: 0.97,
        excluded: ["outOfElectricalSpecification"],
        period: "month",
        scheme: "priceAdjustment",
      },
    },
  ].filter((c) => c.plants[0] !== undefined);
}

/** Outage days (availability below 95 %) of a plant from `first` through the report month. */
function outageDays(dayValue: DayValue, plantId: string, first: string, month: string): string[] {
  const last = `${month}-${pad(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate())}`;
  return daysFrom(first, last).filter((d) => {
    const a = dayValue(plantId, AVAILABILITY, d);
    return typeof a === "number" && a < 0.95;
  });
}

/** The events file's rows (plant, start, end, category, share, reference) for the contracts' plants. */
export function sandboxEventRows(dayValue: DayValue, plantIds: readonly string[], month: string): string[][] {
  const rows: string[][] = [];
  for (const contract of sandboxContractTerms(plantIds, month)) {
    const id = contract.plants[0]!;
    const days = outageDays(dayValue, id, `${addMonths(month, -12)}-01`, month).slice(-EVENTS_PER_PLANT);
    days.forEach((d, i) => {
      const ref = `T-${rows.length + 1}`;
      if (i === days.length - 1) {
        // The last outage: two events of different categories share the day's loss.
        rows.push([id, `${d}T06:00`, `${d}T10:00`, "forcedOutage", "0.5", ref]);
        rows.push([id, `${d}T12:00`, `${d}T16:00`, "forceMajeure", "1", `${ref}b`]);
      } else
        rows.push([
          id,
          `${d}T05:00`,
          `${d}T19:00`,
          CATEGORIES[i % CATEGORIES.length]!,
          i % 2 ? "0.6" : "1",
          ref,
        ]);
    });
  }
  return rows;
}

export const SANDBOX_EVENT_COLUMNS = ["plant", "start", "end", "category", "share", "reference"];

/** The events as a CSV file's text. */
export function sandboxEventsCsv(dayValue: DayValue, plantIds: readonly string[], month: string): string {
  const lines = [SANDBOX_EVENT_COLUMNS, ...sandboxEventRows(dayValue, plantIds, month)];
  return `${lines.map((l) => l.join(",")).join("\n")}\n`;
}
