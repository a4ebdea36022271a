/**
 * Glue between a plant's report and its contract: which months the settlement periods reach
 * (they may start before the trend window: the pipeline fetches those days), their rows, and
 * the report month's performance loss from the bridge.
 */

import { type ContractPlant, type ContractTerms, contractFrom, plantContractWorkings } from "./contract.js";
import type { OutageEvent } from "./contract-attribution.js";
import { contractDays } from "./contract-days.js";
import type { ContractWorkings, PlantContract } from "./contract-model.js";
import type { BudgetBridge, DailyRow } from "./model.js";
import { minorUnitDecimals } from "./money.js";

/** A plant's contract and the events of its plant (pipeline/fetch/plant-contract-of.ts finds them). */
export interface PlantContractTerms {
  terms: ContractTerms;
  events: OutageEvent[];
  /** ISO 4217: damages and lost revenue are rounded to its minor unit */
  currency: string;
}

export interface PlantContractContext {
  month: string;
  dates: readonly string[];
  reportedThrough: string | null;
  daily: DailyRow[];
  bridge: BudgetBridge | null;
  plant: ContractPlant;
  /** the rows of an earlier month (estimates filled in) */
  rowsOf: (month: string) => DailyRow[];
}

function monthsFrom(first: string, last: string): string[] {
  const out: string[] = [];
  let [y, m] = first.split("-").map(Number) as [number, number];
  for (let ym = `${first}`; ym <= last; ) {
    out.push(ym);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
    ym = `${y}-${String(m).padStart(2, "0")}`;
  }
  return out;
}

export function contractOfPlant(
  c: PlantContractTerms | null | undefined,
  ctx: PlantContractContext,
): { contract: PlantContract; workings: ContractWorkings } | null {
  if (!c) return null;
  const lastDay = ctx.reportedThrough ?? ctx.dates[ctx.dates.length - 1]!;
  const from = [contractFrom(c.terms, lastDay) ?? ctx.dates[0]!, ctx.dates[0]!].sort()[0]!;
  const rows = monthsFrom(from.slice(0, 7), ctx.month).map((m) =>
    m === ctx.month ? ctx.daily : ctx.rowsOf(m),
  );
  return plantContractWorkings({
    terms: c.terms,
    events: c.events,
    days: contractDays(rows, from, lastDay),
    lastDay,
    monthFrom: ctx.dates[0]!,
    performanceLossKwh: Math.max(0, -(ctx.bridge?.performanceKwh ?? 0)),
    plant: ctx.plant,
    moneyDecimals: minorUnitDecimals(c.currency),
  });
}
