/**
 * A settlement period's energy and loss sums (DESIGN.md "Contracts and guarantees"): E, L and
 * L by cause over the days with a loss value, the period's revenue, and the report month's
 * lost revenue by cause.
 */

import type { ContractDay, ContractInput } from "./contract.js";
import { attributeLoss, CONTRACTOR, type OutageEvent } from "./contract-attribution.js";
import { roundHalfUp } from "./money.js";

export const within = (days: readonly ContractDay[], from: string, to: string) =>
  days.filter((d) => d.date >= from && d.date <= to);

/** L, E and L by cause over days with a loss value. */
export function lossSums(days: readonly ContractDay[], events: readonly OutageEvent[]) {
  let yieldKwh = 0;
  let lossKwh = 0;
  let counted = 0;
  const byCause: Record<string, number> = { [CONTRACTOR]: 0 };
  for (const d of days) {
    if (d.lossKwh === null || d.yieldKwh === null) continue;
    counted++;
    yieldKwh += d.yieldKwh;
    lossKwh += d.lossKwh;
    for (const [cause, kwh] of attributeLoss(d.date, d.lossKwh, events))
      byCause[cause] = (byCause[cause] ?? 0) + kwh;
  }
  return { counted, yieldKwh, lossKwh, byCause };
}

/** tariff × Σ meter yield (measured or estimated); null without a tariff or a metered day. */
export function revenueOf(days: readonly ContractDay[], tariff: number | null): number | null {
  const metered = days.filter((d) => d.meterYieldTotalKwh !== null);
  if (tariff === null || metered.length === 0) return null;
  return metered.reduce((s, d) => s + d.meterYieldTotalKwh!, 0) * tariff;
}

/**
 * The report month's losses by cause × tariff, each rounded to the minor unit (non-excluded
 * categories count as the contractor's); null without a tariff.
 */
export function lostRevenue(input: ContractInput): Record<string, number> | null {
  const tariff = input.plant.tariff;
  if (tariff === null) return null;
  const month = within(input.days, input.monthFrom, input.lastDay);
  const excluded = input.terms.availability?.excluded ?? [];
  const { byCause } = lossSums(month, input.events);
  const kwh: Record<string, number> = { [CONTRACTOR]: 0 };
  for (const [cause, loss] of Object.entries(byCause)) {
    const key = excluded.includes(cause) ? cause : CONTRACTOR;
    kwh[key] = (kwh[key] ?? 0) + loss;
  }
  for (const c of excluded) kwh[c] ??= 0;
  kwh.curtailment = month.reduce((s, d) => s + (d.overspillKwh ?? 0), 0);
  kwh.performance = input.performanceLossKwh;
  return Object.fromEntries(
    Object.entries(kwh).map(([cause, k]) => [cause, roundHalfUp(k * tariff, input.moneyDecimals)]),
  );
}
