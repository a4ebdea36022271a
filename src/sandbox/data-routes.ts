/** Data endpoints (spec, "GET /data/plant/list" … "Portfolio endpoints"). */
import { DETAILS } from "../api/types.js";
import { type Account, reachesPlantFamily, reachesPortfolioFamily } from "./accounts.js";
import { parseDay } from "./calendar.js";
import { freshnessEntry } from "./freshness.js";
import { detail, json, Reply } from "./http.js";
import { dailyEntry } from "./intraday.js";
import type { PlantSite } from "./plants.js";
import type { Ctx, Handler } from "./routes.js";
import { parseJsonObject, type ValidBody, validateBody } from "./validate.js";

const forbidden = () => detail(403, DETAILS.forbidden);

/** Auth, then tier (spec: Portfolio tier and no subscription → 403 on /data/plant/*). */
function plantAccount(ctx: Ctx): Account | Reply {
  const account = ctx.state.authenticate(ctx.req);
  if (account instanceof Reply) return account;
  return reachesPlantFamily(account) ? account : forbidden();
}

/** Auth, tier, body validation (422), then plant ownership (403). */
async function plantRequest(ctx: Ctx, kind: "daily" | "historical" | "freshness") {
  const account = plantAccount(ctx);
  if (account instanceof Reply) return account;
  const parsed = parseJsonObject(await ctx.body());
  if (parsed instanceof Reply) return parsed;
  const { maxDays, maxDaysMode } = ctx.state.options;
  const body = validateBody(parsed, kind, maxDaysMode === "refuse" ? maxDays : null);
  if (body instanceof Reply) return body;
  const site = ctx.state.plantOf(account, body.plant_id);
  return site ? { site, body } : forbidden();
}

type PlantRequest = { site: PlantSite; body: ValidBody };

export const plantList: Handler = (ctx) => {
  const account = plantAccount(ctx);
  if (account instanceof Reply) return account;
  return json(
    200,
    ctx.state.listed(account).map((s) => s.plant),
  );
};

/** `date` omitted → the plant's current local day (spec: "the current day is used"). */
export const daily: Handler = async (ctx) => {
  const r: PlantRequest | Reply = await plantRequest(ctx, "daily");
  if (r instanceof Reply) return r;
  const { dataset } = ctx.state;
  const day = r.body.date ? parseDay(r.body.date)! : dataset.today(r.site);
  return json(200, [dailyEntry(dataset, r.site, r.body.kpis, day)]);
};

export const historical: Handler = async (ctx) => {
  const r: PlantRequest | Reply = await plantRequest(ctx, "historical");
  if (r instanceof Reply) return r;
  const end = parseDay(r.body.date!)!;
  // "truncate": a service that caps `days` without saying so answers the last maxDays days.
  const { maxDays } = ctx.state.options;
  const days = maxDays === null ? r.body.days! : Math.min(r.body.days!, maxDays);
  return json(200, [ctx.state.dataset.historical(r.site, r.body.kpis, end, days)]);
};

export const freshness: Handler = async (ctx) => {
  const r: PlantRequest | Reply = await plantRequest(ctx, "freshness");
  if (r instanceof Reply) return r;
  return json(200, [freshnessEntry(ctx.state.dataset, r.site)]);
};

/** Spec: /data/portfolio/* exists for every tier but its paths are "not shown": 404 after auth. */
export const portfolio: Handler = (ctx) => {
  const account = ctx.state.authenticate(ctx.req);
  if (account instanceof Reply) return account;
  return reachesPortfolioFamily(account) ? detail(404, "Not Found") : forbidden();
};
