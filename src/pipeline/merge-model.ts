/**
 * One ReportModel from the shards' models, as a single run would have built it: plants in
 * the selection's order (DESIGN.md: sums run in plant order, so the doubles come out the
 * same), the portfolio recomputed by metrics' buildPortfolio over all of them, requests
 * summed, the run's warnings recomputed. Pure; the shards are checked first (merge-check).
 */
import { buildPortfolio } from "../metrics/index.js";
import type { ReportModel } from "../metrics/model.js";
import type { ModelFile } from "../output/model-file.js";
import { modelWarnings } from "./assemble.js";

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
  if (all.some((r) => r.cache)) {
    requests.cache = { hits: sum((r) => r.cache?.hits), misses: sum((r) => r.cache?.misses) };
  }
  return requests;
}

export function mergeModels(files: ModelFile[], generatedAt: Date): ReportModel {
  const base = files[0]!.model;
  const rank = new Map(files[0]!.selection.map((id, i) => [id.toLowerCase(), i]));
  const position = (id: string) => rank.get(id.toLowerCase()) ?? Number.MAX_SAFE_INTEGER;
  const plants = files.flatMap((f) => f.model.plants).sort((a, b) => position(a.id) - position(b.id));
  const historyMonths = base.portfolio.trend.map((t) => t.month);
  return {
    ...base,
    generatedAt: generatedAt.toISOString(),
    plants,
    portfolio: buildPortfolio(plants, base.dates, historyMonths, base.portfolio.targets, base.verdictRules),
    requests: sumRequests(files.map((f) => f.model)),
    warnings: modelWarnings(base.reportedThrough, plants.length),
  };
}
