/**
 * Accounts and what they may see (spec: "An account sees only its own plants. Which
 * endpoint families it may call depends on its subscription tier.").
 */
import type { SandboxAccount } from "./options.js";

export interface Account {
  username: string;
  password: string;
  tier: SandboxAccount["tier"];
  /** "all" = the demo account's plants */
  plantIds: Set<string> | "all";
}

/** Spec, subscription tiers: Plant and Device reach /data/plant/*; Portfolio and no subscription do not. */
export function reachesPlantFamily(account: Account): boolean {
  return account.tier === "Plant" || account.tier === "Device";
}

/** Spec, subscription tiers: every tier reaches /data/portfolio/*; no subscription reaches nothing. */
export function reachesPortfolioFamily(account: Account): boolean {
  return account.tier !== "none";
}

export class Accounts {
  private readonly byName = new Map<string, Account>();

  add(account: SandboxAccount): Account {
    const plantIds = account.plantIds === "all" ? "all" : new Set(account.plantIds);
    const stored: Account = { ...account, plantIds };
    this.byName.set(account.username, stored);
    return stored;
  }

  get(username: string): Account | undefined {
    return this.byName.get(username);
  }

  login(username: string, password: string): Account | undefined {
    const account = this.byName.get(username);
    return account && account.password === password ? account : undefined;
  }
}
