/**
 * Fetches one plant's series and turns them into its PlantReport. A plant whose requests
 * still fail after the client's retries becomes a failed report with the reason; only
 * errors that doom every plant (authentication, an aborted run) propagate.
 */
import { ApiError, type SolarClient } from "../api/index.js";
import type { Plant } from "../api/types.js";
import type { ReportDefinition } from "../definition/index.js";
import { buildPlantReport, failedPlantReport, type KpiMap, type UnitSpec } from "../metrics/index.js";
import type { PlantReport } from "../metrics/model.js";
import type { Commentary } from "./commentary.js";
import { fetchHistory } from "./fetch-history.js";
import type { PlantPlan } from "./plan.js";
import type { ResponseCache } from "./response-cache.js";

export interface PlantContext {
  client: SolarClient;
  /** The response cache of `--cache-dir`, when there is one. */
  cache?: ResponseCache;
  definition: ReportDefinition;
  kpis: KpiMap;
  units: UnitSpec;
  month: string;
  dates: string[];
  reportedThrough: string | null;
  historyMonths: string[];
  /** The month's commentary (commentary.ts), keyed by lower-case plant id. */
  commentary: Commentary;
}

export class RunAbortedError extends Error {
  override name = "RunAbortedError";
}

export function plantDetails(definition: ReportDefinition, plantId: string) {
  const d = definition.plantDetails[plantId];
  return {
    capacityKwp: d?.capacityKwp ?? null,
    tariff: d?.tariff ?? null,
    budgetKwh: d?.budgetKwh ?? null,
    prTarget: d?.prTarget ?? definition.targets.pr,
    availabilityTarget: d?.availabilityTarget ?? definition.targets.availability,
    irradiationNormalKwhM2: d?.irradiationNormalKwhM2 ?? null,
    temperatureCoefficient: d?.temperatureCoefficient ?? null,
  };
}

/** Errors no other plant can escape: stop the run instead of failing plant after plant. */
export function isFatal(err: unknown): boolean {
  if (err instanceof RunAbortedError) return true;
  return err instanceof ApiError && err.kind === "auth";
}

export function describeError(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** The plant's report with the month's commentary on it, the one figure-free text a plant carries. */
const withCommentary = (report: PlantReport, ctx: PlantContext): PlantReport => ({
  ...report,
  commentary: ctx.commentary.get(report.id.toLowerCase()) ?? null,
});

export async function fetchPlant(plan: PlantPlan, ctx: PlantContext): Promise<PlantReport> {
  return withCommentary(await fetchPlantFigures(plan, ctx), ctx);
}

async function fetchPlantFigures(plan: PlantPlan, ctx: PlantContext): Promise<PlantReport> {
  const { plant } = plan;
  const details = plantDetails(ctx.definition, plant.id);
  try {
    const kpiNames = ctx.kpis.map((k) => k.kpi);
    const [series, freshness] = await Promise.all([
      fetchHistory(plan, kpiNames, ctx.client, ctx.cache),
      plan.freshness ? ctx.client.freshness(plant.id) : Promise.resolve(null),
    ]);
    return buildPlantReport({
      plant,
      details,
      series,
      freshness,
      kpis: ctx.kpis,
      units: ctx.units,
      month: ctx.month,
      dates: ctx.dates,
      reportedThrough: ctx.reportedThrough,
      historyMonths: ctx.historyMonths,
      verdictRules: ctx.definition.verdicts,
    });
  } catch (err) {
    if (isFatal(err)) throw err;
    return failedPlantReport(
      plant,
      describeError(err),
      details,
      ctx.month,
      ctx.historyMonths,
      ctx.definition.verdicts,
    );
  }
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
  const error =
    `plant ${id} is not in this account's plant list: check the id in the definition; ` +
    "a newly added plant appears only after the service's next daily refresh";
  const report = failedPlantReport(
    plant,
    error,
    plantDetails(ctx.definition, id),
    ctx.month,
    ctx.historyMonths,
    ctx.definition.verdicts,
  );
  return withCommentary(report, ctx);
}
