/**
 * One ReportModel from the shards' models, as a single run would have built it: plants in
 * the selection's order (DESIGN.md: sums run in plant order, so the doubles come out the
 * same), the portfolio recomputed by metrics' buildPortfolio over all of them, requests
 * summed, the run's warnings recomputed. Pure; the shards are checked first (merge-check).
 */
import { buildClients, buildPortfolio, type ClientMembership } from "../../metrics/index.js";
import type { ReportModel } from "../../metrics/model.js";
import type { ModelFile } from "../../output/model-file.js";
import type { ReportWarning } from "../../vocabulary/report-warning.js";
import { modelWarnings, reportPeriodOf } from "../run/assemble.js";

type Requests = ReportModel["requests"];

/** Every shard's requests added up (a shard logs in and lists plants too); cache counts when any used one. */
function sumRequests(models: ReportModel[]): Requests {
  const all = models.map((m) => m.requests);
  const sum = (pick: (r: Requests) => number | undefined) => all.reduce((n, r) => n + (pick(r) ?? 0), 0);
  const requests: Requests = {
    total: sum((r) => r.total),
    retried: sum((r) => r.retried),
    failed: sum((r) => r.failed),
  };
  if (all.some((r) => r.resent)) requests.resent = sum((r) => r.resent);
  // Each shard's pool adapted on its own: the throttles add up, the limits are the most cautious shard's.
  if (all.some((r) => r.concurrency)) {
    const pools = all.flatMap((r) => (r.concurrency ? [r.concurrency] : []));
    requests.throttled = sum((r) => r.throttled);
    requests.concurrency = {
      start: Math.max(...pools.map((c) => c.start)),
      settled: Math.min(...pools.map((c) => c.settled)),
      lowest: Math.min(...pools.map((c) => c.lowest)),
    };
    const paces = all.flatMap((r) => (r.maxRequestsPerSecond ? [r.maxRequestsPerSecond] : []));
    requests.maxRequestsPerSecond = paces.length > 0 ? Math.max(...paces) : null;
  }
  if (all.some((r) => r.cache)) {
    requests.cache = { hits: sum((r) => r.cache?.hits), misses: sum((r) => r.cache?.misses) };
  }
  // A shard that fell back to 31-day windows says so for the whole run.
  const windows =
    all.find((r) => r.windows?.mode === "fallback")?.windows ?? all.find((r) => r.windows)?.windows;
  if (windows) requests.windows = windows;
  return requests;
}

/** Each client's plants: the union of every shard's part (a shard keeps the plants it reports). */
function clientMembers(models: ReportModel[]): ClientMembership[] {
  return models[0]!.clients.map((c, i) => ({
    name: c.name,
    locale: c.locale,
    plantIds: models.flatMap((m) => m.clients[i]?.plantIds ?? []),
  }));
}

/** The run's warnings about the definition (clients, commentary): every shard has the same. */
function definitionWarnings(base: ReportModel): ReportWarning[] {
  const own = new Set(modelWarnings(base.plants).map((w) => w.message));
  return base.warnings.filter((w) => !own.has(w.message));
}

export function mergeModels(files: ModelFile[], generatedAt: Date): ReportModel {
  const base = files[0]!.model;
  const rank = new Map(files[0]!.selection.map((id, i) => [id.toLowerCase(), i]));
  const position = (id: string) => rank.get(id.toLowerCase()) ?? Number.MAX_SAFE_INTEGER;
  const plants = files.flatMap((f) => f.model.plants).sort((a, b) => position(a.id) - position(b.id));
  const historyMonths = base.portfolio.trend.map((t) => t.month);
  const { dates, verdictRules } = base;
  const models = files.map((f) => f.model);
  return {
    ...base,
    generatedAt: generatedAt.toISOString(),
    ...reportPeriodOf(plants),
    plants,
    portfolio: buildPortfolio(plants, dates, historyMonths, verdictRules),
    clients: buildClients(clientMembers(models), plants, dates, historyMonths, verdictRules),
    requests: sumRequests(models),
    warnings: [...modelWarnings(plants), ...definitionWarnings(base)],
  };
}
