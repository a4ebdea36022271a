/**
 * Everything one sandbox instance holds: catalogue, accounts, tokens, faults, counters.
 * Routes read it; `startSandbox` exposes parts of it to tests.
 */
import type { IncomingMessage } from "node:http";
import { type ConfiguredPlant, DAY_MS } from "../api/types.js";
import { type Account, Accounts } from "./accounts.js";
import { Dataset } from "./dataset.js";
import { FaultInjector } from "./faults.js";
import { detail, type Reply } from "./http.js";
import { DEMO_CREDENTIALS, HIDDEN_PLANTS, type ResolvedOptions } from "./options.js";
import { addedSite, catalogueSite, type PlantSite } from "./plants.js";
import { hashUuid, sequence } from "./random.js";
import { AccountRateLimits } from "./rate-limit.js";
import { newStats } from "./stats.js";
import { TokenStore } from "./tokens.js";

/** Chosen detail for a missing/unknown token (the spec gives only "Token has expired"). */
export const BAD_TOKEN_DETAIL = "Could not validate credentials";

export class SandboxState {
  readonly stats = newStats();
  readonly dataset: Dataset;
  readonly tokens: TokenStore;
  readonly accounts = new Accounts();
  readonly faults: FaultInjector;
  readonly demo: Account;
  readonly hidden: PlantSite[] = [];
  readonly jitter: () => number;
  /** options.rateLimit's buckets, one per account; null without a limit. */
  readonly rateLimits: AccountRateLimits | null;
  private added = 0;

  constructor(readonly options: ResolvedOptions) {
    const { seed, now } = options;
    this.dataset = new Dataset({ units: options.units, tsEncoding: options.tsEncoding, now });
    this.tokens = new TokenStore({
      seed,
      now,
      accessTtlMs: options.accessTokenTtlMs,
      refreshTtlMs: options.refreshTokenTtlMs,
    });
    this.faults = new FaultInjector(seed, options.faults);
    this.dataset.forced.set(options.plantFaults);
    this.jitter = sequence(seed ^ 0x1a7e);
    // Real time, not options.now: the data's clock may be fixed, a rate is requests per real second.
    this.rateLimits = options.rateLimit ? new AccountRateLimits(options.rateLimit) : null;
    const demoIds: string[] = [];
    for (let i = 0; i < options.plants; i++) {
      const site = catalogueSite(seed, "plant", i);
      this.dataset.add(site);
      demoIds.push(site.plant.id);
    }
    for (let i = 0; i < HIDDEN_PLANTS; i++) {
      const site = catalogueSite(seed, "hidden", i);
      this.dataset.add(site);
      this.hidden.push(site);
    }
    this.demo = this.accounts.add({ ...DEMO_CREDENTIALS, tier: options.demoTier, plantIds: demoIds });
    const otherPassword = hashUuid(seed, "other-password");
    const hiddenIds = this.hidden.map((s) => s.plant.id);
    this.accounts.add({
      username: "other@solar-sandbox.test",
      password: otherPassword,
      tier: "Plant",
      plantIds: hiddenIds,
    });
    for (const extra of options.extraAccounts) this.accounts.add(extra);
  }

  /** The clock's UTC day: the plant list is a snapshot refreshed when it changes. */
  utcToday(): number {
    return Math.floor(this.options.now() / DAY_MS);
  }

  /** The account's plants as today's list snapshot shows them (spec, GET /data/plant/list). */
  listed(account: Account): PlantSite[] {
    const ids = account.plantIds === "all" ? this.demo.plantIds : account.plantIds;
    const today = this.utcToday();
    const out: PlantSite[] = [];
    for (const site of this.dataset.sites.values()) {
      if (ids !== "all" && ids.has(site.plant.id) && site.listedFromDay <= today) out.push(site);
    }
    return out;
  }

  /** A plant the account can query, or undefined (→ 403, spec "Behaviour common to the KPI endpoints"). */
  plantOf(account: Account, plantId: string): PlantSite | undefined {
    if (this.dataset.forced.isRevoked(plantId)) return undefined;
    return this.listed(account).find((s) => s.plant.id === plantId);
  }

  /** Spec, Authentication 1: `Authorization: Bearer <token>`; a non-expiring token is sent the same way. */
  authenticate(req: IncomingMessage): Account | Reply {
    const token = bearerToken(req);
    const check = token ? this.tokens.check(token) : "invalid";
    const challenge = { "www-authenticate": "Bearer" };
    if (check === "expired") {
      this.stats.expired++;
      return detail(401, "Token has expired", challenge);
    }
    const account = check === "invalid" ? undefined : this.accounts.get(check.username);
    return account ?? detail(401, BAD_TOKEN_DETAIL, challenge);
  }

  /** The account whose valid token a request carries, without answering or counting (the rate limit's key). */
  accountOf(req: IncomingMessage): Account | undefined {
    const token = bearerToken(req);
    const check = token ? this.tokens.check(token) : "invalid";
    return typeof check === "object" ? this.accounts.get(check.username) : undefined;
  }

  /** Adds a plant to the demo account; the list shows it from the next UTC day on. */
  addPlant(fields: Partial<ConfiguredPlant> = {}): ConfiguredPlant {
    const site = addedSite(this.options.seed, this.added++, fields, this.utcToday() + 1);
    this.dataset.add(site);
    if (this.demo.plantIds !== "all") this.demo.plantIds.add(site.plant.id);
    return site.plant;
  }
}

/** Spec, Authentication 1: `Authorization: Bearer <token>`. */
function bearerToken(req: IncomingMessage): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? "")?.[1];
}
