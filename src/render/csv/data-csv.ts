/**
 * data/daily-YYYY-MM.csv and data/monthly-YYYY-MM.csv: the report's figures as tables for BI
 * tools and the ERP. Pure, from the ReportModel. Daily: one row per plant, day and figure
 * (canonical units, the model's field names) saying whether the value was measured, estimated
 * (DESIGN.md "Monthly figures") or missing. Monthly: one row per plant with every figure of
 * its manifest entry, each column named by its path there (`metrics.pr`, `bridge.weatherKwh`);
 * columns added since the first version come after all earlier ones, so a BI tool reading them by
 * position keeps working. Every text cell (ids and names from the service, dates, words) is
 * neutralised against formula execution (DESIGN.md "Contracts").
 */
import {
  type BridgeValue,
  type BudgetBridge,
  DAILY_FIELDS,
  type DailyField,
  type DailyRow,
  type LastYear,
  METRIC_NAMES,
  type PLevel,
  type PlantReport,
  type ReportModel,
  VERDICT_FIGURES,
  type YearToDate,
} from "../../metrics/model.js";
import { type CsvValue, csvLine, csvText } from "./csv-text.js";

export type ValueSource = "measured" | "estimated" | "missing";

/** plant id (any case) → its client's name, from the clients' plants (the model's, or the run's plan) */
export function clientOf(
  clients: readonly { name: string; plantIds: readonly string[] }[],
): (id: string) => string | null {
  const owner = new Map<string, string>();
  for (const c of clients) for (const id of c.plantIds) owner.set(id.toLowerCase(), c.name);
  return (id) => owner.get(id.toLowerCase()) ?? null;
}

const ESTIMATE: Partial<Record<DailyField, keyof DailyRow>> = {
  yieldKwh: "yieldEstimatedKwh",
  meterYieldKwh: "meterYieldEstimatedKwh",
};

function dayValue(row: DailyRow, field: DailyField): [number | null, ValueSource] {
  const measured = row[field];
  if (measured !== null) return [measured, "measured"];
  const estimateKey = ESTIMATE[field];
  const estimate = estimateKey ? (row[estimateKey] as number | null) : null;
  return estimate !== null ? [estimate, "estimated"] : [null, "missing"];
}

export const DAILY_HEADER = ["plantId", "plantName", "client", "date", "figure", "value", "source"];

/** Days after the last reported one (a month in progress) have no row: they are not missing yet. */
export function dailyCsv(model: ReportModel): string {
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(dailyCsvBytes(model));
}

/** One plant's lines of the daily file (after its header), as bytes. */
export function dailyCsvPlantBytes(p: PlantReport, client: string | null): Buffer {
  // A plant's three text fields are the same on each of its ~200 lines: written once.
  const plant = csvLine([p.id, p.name, client ?? ""]);
  let text = "";
  for (const row of p.daily) {
    if (row.status === "future") continue;
    for (const field of DAILY_FIELDS) {
      const [value, source] = dayValue(row, field);
      text += `${plant},${csvLine([row.date, field, value, source])}\r\n`;
    }
  }
  return Buffer.from(text, "utf8");
}

/**
 * Plants' daily lines made while the run still fetches (pipeline/run/run.ts), each as its plant
 * arrives, with the client it had then: `dailyCsvBytes` takes a plant's lines from here only
 * when they were made from that very plant with the client the model gives it, and makes them
 * itself otherwise, so the file is the same either way.
 */
export class DailyCsvLines {
  private readonly made = new WeakMap<PlantReport, { client: string | null; bytes: Buffer }>();

  add(p: PlantReport, client: string | null): void {
    this.made.set(p, { client, bytes: dailyCsvPlantBytes(p, client) });
  }

  /** The plant's lines if they were made for it with `client`, else null. */
  take(p: PlantReport, client: string | null): Buffer | null {
    const made = this.made.get(p);
    this.made.delete(p);
    return made !== undefined && made.client === client ? made.bytes : null;
  }
}

/**
 * The daily file's bytes (what `csvLines` of its records would encode), made a plant at a time:
 * at 2,000 plants the file has ~430,000 lines, and a list of them, their joined text and its
 * encoding held at once were the run's late memory peak (BENCHMARKS.md). `early`: lines made
 * during the fetch (DailyCsvLines).
 */
export function dailyCsvBytes(model: ReportModel, early?: DailyCsvLines): Buffer {
  const client = clientOf(model.clients);
  const chunks: Buffer[] = [Buffer.from(`\ufeff${csvLine(DAILY_HEADER)}\r\n`, "utf8")];
  for (const p of model.plants) {
    const owner = client(p.id);
    chunks.push(early?.take(p, owner) ?? dailyCsvPlantBytes(p, owner));
  }
  return Buffer.concat(chunks);
}

/**
 * The metric columns of the file's first version, in their order: BI tools may read columns by
 * position, so a figure added later is appended after every existing column (MONTHLY_ADDED).
 */
const METRICS_V1 = [
  "yieldKwh",
  "meterYieldKwh",
  "yieldTotalKwh",
  "meterYieldTotalKwh",
  "yieldEstimatedKwh",
  "meterYieldEstimatedKwh",
  "irradiationKwhM2",
  "pr",
  "referenceYieldKwh",
  "prEffective",
  "prTemperatureCorrected",
  "availability",
  "availabilityLossKwh",
  "cellTemperatureC",
  "overspillKwh",
  "specificYieldKwhKwp",
  "budgetKwh",
  "budgetCoveredKwh",
  "budgetVariance",
  "irradiationNormalKwhM2",
  "irradiationVariance",
  "revenue",
  "daysWithData",
  "daysEstimated",
  "daysInMonth",
  "lateDays",
] as const satisfies readonly (typeof METRIC_NAMES)[number][];
const BRIDGE_KEYS = ["budgetKwh", "weatherKwh", "availabilityKwh", "performanceKwh", "actualKwh"] as const;
const BRIDGE_VALUE_KEYS = ["budget", "weather", "availability", "performance", "actual"] as const;
const YTD_KEYS = [
  "from",
  "to",
  "yieldTotalKwh",
  "meterYieldTotalKwh",
  "revenue",
  "budgetKwh",
  "budgetVariance",
] as const satisfies readonly (keyof YearToDate)[];
const LAST_YEAR_KEYS = ["month", "yieldTotalKwh", "change"] as const satisfies readonly (keyof LastYear)[];
const P_LEVEL_KEYS = [
  "from",
  "to",
  "energyKwh",
  "p50Kwh",
  "p90Kwh",
  "sigmaKwh",
  "exceedance",
  "daysWithoutData",
] as const satisfies readonly (keyof PLevel)[];

type Column = [name: string, pick: (p: PlantReport) => CsvValue];

const value = (x: unknown): CsvValue => (typeof x === "number" || typeof x === "string" ? x : null);
const bridgeValue = (b: BudgetBridge | null, k: keyof BridgeValue) => value(b?.value?.[k]);

/** The columns of manifest schema 3 (issue 28), after the first version's, in this order. */
const MONTHLY_ADDED: Column[] = [
  ...METRIC_NAMES.filter((k) => !(METRICS_V1 as readonly string[]).includes(k)).map(
    (k): Column => [`metrics.${k}`, (p) => value(p.metrics[k])],
  ),
  ["reportedThrough", (p) => p.reportedThrough],
  ["monthEndsAt", (p) => p.monthEndsAt],
  ...(["curtailmentKwh", "exportLossKwh", "meteredKwh"] as const).map(
    (k): Column => [`bridge.${k}`, (p) => value(p.bridge?.[k])],
  ),
  ...(["curtailment", "exportLoss", "metered"] as const).map(
    (k): Column => [`bridge.value.${k}`, (p) => bridgeValue(p.bridge, k)],
  ),
  ["ytd.budgetFullKwh", (p) => value(p.ytd?.budgetFullKwh)],
  ["ytd.budgetVarianceFull", (p) => value(p.ytd?.budgetVarianceFull)],
  ["targets.pr", (p) => p.targets.pr],
  ["targets.availability", (p) => p.targets.availability],
  ["verdictDetails.pr.fallbackFrom", (p) => p.verdicts.pr.fallbackFrom],
  ...P_LEVEL_KEYS.map((k): Column => [`pLevel.rolling12.${k}`, (p) => value(p.pLevel.rolling12?.[k])]),
  ["pLevel.missing.reason", (p) => p.pLevel.missing?.reason ?? null],
  // Issue 32: the plant's details, so a BI user need not join the file with the details sheet.
  ["capacityKwp", (p) => p.capacityKwp],
  ["tariff", (p) => p.tariff],
  ["targets.budgetKwh", (p) => p.targets.budgetKwh],
  ["targets.irradiationKwhM2", (p) => p.targets.irradiationKwhM2],
];

/** Every figure of a manifest plant entry: the first version's columns, then those added since. */
export const MONTHLY_FIGURE_COLUMNS: Column[] = [
  ...METRICS_V1.map((k): Column => [`metrics.${k}`, (p) => value(p.metrics[k])]),
  ...BRIDGE_KEYS.map((k): Column => [`bridge.${k}`, (p) => value(p.bridge?.[k])]),
  ...BRIDGE_VALUE_KEYS.map((k): Column => [`bridge.value.${k}`, (p) => bridgeValue(p.bridge, k)]),
  ...YTD_KEYS.map((k): Column => [`ytd.${k}`, (p) => value(p.ytd?.[k])]),
  ...LAST_YEAR_KEYS.map((k): Column => [`lastYear.${k}`, (p) => value(p.lastYear?.[k])]),
  ...VERDICT_FIGURES.map((f): Column => [`verdicts.${f}`, (p) => p.verdicts[f].verdict]),
  ...MONTHLY_ADDED,
];

export const MONTHLY_HEADER = ["id", "name", "client", "status", ...MONTHLY_FIGURE_COLUMNS.map(([n]) => n)];

export function monthlyCsv(model: ReportModel): string {
  const client = clientOf(model.clients);
  const rows = model.plants.map((p): CsvValue[] => [
    p.id,
    p.name,
    client(p.id) ?? "",
    p.status,
    ...MONTHLY_FIGURE_COLUMNS.map(([, pick]) => pick(p)),
  ]);
  return csvText(MONTHLY_HEADER, rows);
}
