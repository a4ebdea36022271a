/**
 * Fetches one plant's series and turns them into its PlantReport. A plant whose requests
 * still fail after the client's retries becomes a failed report with the reason; only
 * errors that doom every plant (authentication, an aborted run) propagate. The freshness
 * report is auxiliary (DESIGN.md): when it fails or a day of it does not read, the late
 * days are unknown and a warning says so, but the figures stay.
 */

import { ApiError, isTransient, parseTzOffset, type SolarClient } from "../../api/index.js";
import type { ParsedFreshness, Plant } from "../../api/types.js";
import type { ReportDefinition } from "../../definition/index.js";
import {
  buildPlantReport,
  failedPlantReport,
  type KpiMap,
  type PlantPeriod,
  plantPeriod,
  type UnitSpec,
} from "../../metrics/index.js";
import type { PlantReport } from "../../metrics/model.js";
import { type ReportWarning, reportWarning } from "../../vocabulary/report-warning.js";
import type { ResponseCache } from "../cache/response-cache.js";
import type { Commentary } from "../run/commentary.js";
import { fetchFailureParams } from "./fetch-failure.js";
import { fetchHistory } from "./fetch-history.js";
import type { PlantPlan } from "./plan.js";
import type { ContractFinder } from "./plant-contracts.js";
import { RunAbortedError } from "./run-aborted.js";
import type { WindowPolicy } from "./window-policy.js";

export interface PlantContext {
  client: SolarClient;
  /** The response cache of `--cache-dir`, when there is one. */
  cache?: ResponseCache;
  /** The run's one decision on days per historical call (maxDaysPerRequest "auto"). */
  windows: WindowPolicy;
  definition: ReportDefinition;
  kpis: KpiMap;
  units: UnitSpec;
  month: string;
  dates: string[];
  reportedThrough: string | null;
  historyMonths: string[];
  /** The run's clock, for each plant's own last ended day. */
  now: Date;
  /** The month's commentary (commentary.ts), keyed by lower-case plant id. */
  commentary: Commentary;
  /** Lower-case plant id → its client's locale, for a plant whose details name none. */
  clientLocales?: ReadonlyMap<string, string>;
  /** The plant's contract and events (plant-contracts.ts); absent: no contracts. */
  contractOf?: ContractFinder;
}

export interface PlantOutcome {
  report: PlantReport;
  /** Failed only with errors a later attempt may not meet (5xx, 429, network, timeout). */
  transient: boolean;
}

export { RunAbortedError };

/** The plant's facts from the definition; its PDF's language: its own, else its client's. */
export function plantDetails(definition: ReportDefinition, plantId: string, clientLocale?: string) {
  const d = definition.plantDetails[plantId];
  return {
    capacityKwp: d?.capacityKwp ?? null,
    tariff: d?.tariff ?? null,
    budgetKwh: d?.budgetKwh ?? null,
    prTarget: d?.prTarget ?? definition.targets.pr,
    availabilityTarget: d?.availabilityTarget ?? definition.targets.availability,
    irradiationNormalKwhM2: d?.irradiationNormalKwhM2 ?? null,
    temperatureCoefficient: d?.temperatureCoefficient ?? null,
    p50AnnualKwh: d?.p50AnnualKwh ?? null,
    p90AnnualKwh: d?.p90AnnualKwh ?? null,
    locale: d?.locale ?? clientLocale ?? null,
  };
}

/** Errors no other plant can escape: stop the run instead of failing plant after plant. */
export function isFatal(err: unknown): boolean {
  if (err instanceof RunAbortedError) return true;
  return err instanceof ApiError && err.fatal;
}

export function describeError(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** The plant's report with the month's commentary on it, the one figure-free text a plant carries. */
const withCommentary = (report: PlantReport, ctx: PlantContext): PlantReport => ({
  ...report,
  commentary: ctx.commentary.get(report.id.toLowerCase()) ?? null,
});

export async function fetchPlant(plan: PlantPlan, ctx: PlantContext): Promise<PlantOutcome> {
  const outcome = await fetchPlantFigures(plan, ctx);
  return { ...outcome, report: withCommentary(outcome.report, ctx) };
}

async function fetchPlantFigures(plan: PlantPlan, ctx: PlantContext): Promise<PlantOutcome> {
  const { plant } = plan;
  const details = plantDetails(ctx.definition, plant.id, ctx.clientLocales?.get(plant.id.toLowerCase()));
  const kpiNames = ctx.kpis.map((k) => k.kpi);
  // Never rejects but for a fatal error, so the plant's requests all end before it is judged.
  const aux = plan.freshness ? readFreshness(ctx.client, plant.id) : Promise.resolve(NO_FRESHNESS);
  // When the history fails fatally first, nobody awaits `aux`: its own fatal rejection is the same news.
  aux.catch(() => {});
  try {
    const series = await fetchHistory(plan, kpiNames, ctx.client, ctx.cache, ctx.windows).catch(
      async (err: unknown) => {
        if (!isFatal(err)) await aux;
        throw err;
      },
    );
    const { freshness, warnings } = await aux;
    const period = periodOf(plant, ctx)!;
    const report = buildPlantReport({
      plant,
      details,
      series,
      freshness,
      freshnessUnavailable: warnings.some((w) => w.code === "freshnessUnavailable"),
      kpis: ctx.kpis,
      units: ctx.units,
      month: ctx.month,
      dates: ctx.dates,
      reportedThrough: period.reportedThrough,
      monthEndsAt: period.monthEndsAt,
      historyMonths: ctx.historyMonths,
      verdictRules: ctx.definition.verdicts,
      contract: ctx.contractOf?.(plant) ?? null,
    });
    report.quality.warnings.push(...warnings);
    return { report, transient: false };
  } catch (err) {
    if (isFatal(err)) throw err;
    return { report: failedPlant(plant, fetchFailure(err), ctx), transient: isTransient(err) };
  }
}

interface Freshness {
  freshness: ParsedFreshness | null;
  warnings: ReportWarning[];
}

const NO_FRESHNESS: Freshness = { freshness: null, warnings: [] };

async function readFreshness(client: SolarClient, plantId: string): Promise<Freshness> {
  try {
    const freshness = await client.freshness(plantId);
    const n = freshness.unreadableDays ?? 0;
    if (n === 0) return { freshness, warnings: [] };
    const days = n === 1 ? "1 day" : `${n} days`;
    return {
      freshness,
      warnings: [
        reportWarning(
          "freshnessUnreadable",
          { count: n },
          `freshness report: ${days} could not be read (no date or status, or an odd timestamp): ` +
            "whether they arrived late is unknown; the figures are unaffected",
        ),
      ],
    };
  } catch (err) {
    if (isFatal(err)) throw err;
    return {
      freshness: null,
      warnings: [
        reportWarning(
          "freshnessUnavailable",
          fetchFailureParams(err),
          `freshness report not available (${describeError(err)}): which days arrived late is unknown; ` +
            "the figures are unaffected",
        ),
      ],
    };
  }
}

/**
 * Why a plant's data could not be fetched: the kind of failure for the catalogs and the
 * service's own words; the error's English message is the warning's, for the log.
 */
function fetchFailure(err: unknown): ReportWarning {
  const reason = describeError(err);
  return reportWarning("plantFetchFailed", fetchFailureParams(err), reason);
}

/** The plant's own period (plant-time.ts), or null when the service gave it no readable offset. */
function periodOf(plant: Plant, ctx: Pick<PlantContext, "dates" | "now">): PlantPeriod | null {
  if (plant.tz_offset === null) return null;
  try {
    return plantPeriod(ctx.dates, parseTzOffset(plant.tz_offset), ctx.now);
  } catch {
    return null;
  }
}

/** A plant reported as failed with `failure`, before or after requests for it. */
export function failedPlant(plant: Plant, failure: ReportWarning, ctx: PlantContext): PlantReport {
  const details = plantDetails(ctx.definition, plant.id, ctx.clientLocales?.get(plant.id.toLowerCase()));
  const { month, historyMonths } = ctx;
  const period = periodOf(plant, ctx) ?? undefined;
  return failedPlantReport(plant, failure, details, month, historyMonths, ctx.definition.verdicts, period);
}

export function unknownPlant(id: string, ctx: PlantContext): PlantReport {
  const plant: Plant = {
    id,
    name: id,
    label: "",
    tz_offset: "+00:00",
    country: "",
    plant_biz_model: "",
    plant_type: null,
    string_count_per_scb: null,
  };
  const failure = reportWarning(
    "plantNotInList",
    { plant: id },
    `plant ${id} is not in this account's plant list: check the id in the definition; ` +
      "a newly added plant appears only after the service's next daily refresh",
  );
  return withCommentary(failedPlant(plant, failure, ctx), ctx);
}
