/**
 * A spec-faithful, deterministic stand-in for the Solar Plant Data Service
 * (../shared/spec/solar-plant-data-service.md), for the demo, tests and benchmarks.
 */
import type { ConfiguredPlant, FreshnessEntry } from "../api/types.js";
import { Dataset } from "./dataset.js";
import { type SandboxPlantDetails, siteDetails } from "./details.js";
import { freshnessEntry } from "./freshness.js";
import {
  DEMO_CREDENTIALS,
  resolveSandboxOptions,
  type SandboxFaults,
  type SandboxOptions,
} from "./options.js";
import type { PlantFaults } from "./plant-faults.js";
import type { PlantSite } from "./plants.js";
import { SandboxServer, VERSION_PREFIX } from "./server.js";
import { SandboxState } from "./state.js";
import { resetStats, type SandboxStats } from "./stats.js";

export {
  SANDBOX_EVENT_COLUMNS,
  sandboxContractTerms,
  sandboxEventRows,
  sandboxEventsCsv,
} from "./contracts.js";
export type { TsEncoding } from "./dataset.js";
export type { SandboxPlantDetails } from "./details.js";
export type { Units } from "./kpis.js";
export type { SandboxAccount, SandboxFaults, SandboxOptions } from "./options.js";
export { DEMO_CREDENTIALS, type MaxDaysMode } from "./options.js";
export type { PlantFaults } from "./plant-faults.js";
export { sandboxPlantCapacity, sandboxPlantTariff } from "./plants.js";
export type { SandboxStats } from "./stats.js";

export interface Sandbox {
  /** "http://127.0.0.1:<port>/v1" (the version segment is part of it) */
  baseUrl: string;
  /** the demo account (tier Device, sees `plants` plants) */
  credentials: { username: string; password: string };
  /** the demo account's plant list, as served now */
  readonly plants: ConfiguredPlant[];
  /** plants that exist but belong to another account (→ 403) */
  hiddenPlants: ConfiguredPlant[];
  /** live object */
  stats: SandboxStats;
  resetStats(): void;
  setFaults(f: SandboxFaults): void;
  /** Replaces the conditions forced on chosen plants (offline, nulls, missing days, revoked). */
  setPlantFaults(f: PlantFaults): void;
  /** Canonical value (kWh, fraction, kWh/m², °C) of a historical KPI for one plant-local day:
   *  undefined = no point that day (offline/future/not yet delivered), null = null value. */
  dayValue(plantId: string, kpi: string, date: string): number | null | undefined;
  /** Exactly the string served (after unit scaling) for one day. */
  servedValue(plantId: string, kpi: string, date: string): string | null | undefined;
  /** What the freshness endpoint would serve now. */
  freshness(plantId: string): FreshnessEntry;
  /** Adds a plant to the demo account; it is listed only after the next daily refresh (UTC day change). */
  addPlant(p?: Partial<ConfiguredPlant>): ConfiguredPlant;
  revokeNonExpiringToken(username: string): void;
  close(): Promise<void>;
}

const states = new WeakMap<Sandbox, SandboxState>();

export async function startSandbox(opts: SandboxOptions = {}): Promise<Sandbox> {
  const options = resolveSandboxOptions(opts);
  const state = new SandboxState(options);
  const server = new SandboxServer(state);
  const port = await server.listen(options.port);
  const site = (plantId: string): PlantSite => {
    const found = state.dataset.sites.get(plantId);
    if (!found) throw new Error(`unknown sandbox plant ${plantId}`);
    return found;
  };
  const sandbox: Sandbox = {
    baseUrl: `http://127.0.0.1:${port}${VERSION_PREFIX}`,
    credentials: { ...DEMO_CREDENTIALS },
    get plants() {
      return state.listed(state.demo).map((s) => s.plant);
    },
    hiddenPlants: state.hidden.map((s) => s.plant),
    stats: state.stats,
    resetStats: () => resetStats(state.stats),
    setFaults: (f) => state.faults.set(f),
    setPlantFaults: (f) => state.dataset.forced.set(f),
    dayValue: (id, kpi, date) => state.dataset.value(site(id), kpi, Dataset.day(date)),
    servedValue: (id, kpi, date) => state.dataset.served(site(id), kpi, Dataset.day(date)),
    freshness: (id) => freshnessEntry(state.dataset, site(id)),
    addPlant: (p) => state.addPlant(p),
    revokeNonExpiringToken: (username) => state.tokens.revokeNonExpiring(username),
    close: () => server.close(),
  };
  states.set(sandbox, state);
  return sandbox;
}

/** The definition details (capacity, budgets, normals, tariff, targets, γ) of every plant of the demo account, by plant id. */
export function sandboxDefinitionDetails(sandbox: Sandbox): Record<string, SandboxPlantDetails> {
  const state = states.get(sandbox);
  if (!state) throw new Error("not a sandbox started by startSandbox()");
  const out: Record<string, SandboxPlantDetails> = {};
  for (const s of state.dataset.sites.values()) {
    if (!state.hidden.includes(s)) out[s.plant.id] = siteDetails(s);
  }
  return out;
}
