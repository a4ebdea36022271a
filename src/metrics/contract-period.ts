/**
 * Settlement periods counted from the contract's start (DESIGN.md "Contracts and guarantees":
 * quarters and years count from `start`, not from the calendar): period k runs from start +
 * k·n months to the day before start + (k + 1)·n months, n = 1, 3 or 12.
 */
import type { ContractPeriod } from "./contract-model.js";

export type PeriodKind = "month" | "quarter" | "contractYear";

const MONTHS: Record<PeriodKind, number> = { month: 1, quarter: 3, contractYear: 12 };
const DAY_MS = 86_400_000;

const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const parts = (date: string) => date.split("-").map(Number) as [number, number, number];

/** `date` + `months`, the day clamped to the month's last (Jan 31 + 1 month = Feb 28/29). */
export function addMonthsToDate(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return ymd(Date.UTC(y, m - 1 + months, Math.min(d, last)));
}

export function addDaysToDate(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return ymd(Date.UTC(y, m - 1, d) + days * DAY_MS);
}

/** Whole months from `start` to `date` (start + result months ≤ date). */
function monthsSince(start: string, date: string): number {
  const [y0, m0] = parts(start);
  const [y1, m1] = parts(date);
  const n = (y1 - y0) * 12 + (m1 - m0);
  return addMonthsToDate(start, n) > date ? n - 1 : n;
}

export interface SettlementPeriod extends ContractPeriod {
  /** the period's last day */
  periodEnd: string;
  /** completed contract years at the period's start */
  contractYears: number;
}

/** The period that contains `lastDay`, to date through it; null before the contract starts. */
export function settlementPeriod(start: string, kind: PeriodKind, lastDay: string): SettlementPeriod | null {
  if (lastDay < start) return null;
  const n = MONTHS[kind];
  const k = Math.floor(monthsSince(start, lastDay) / n);
  const periodFrom = addMonthsToDate(start, k * n);
  const settlesOn = addMonthsToDate(start, (k + 1) * n);
  const periodEnd = addDaysToDate(settlesOn, -1);
  return {
    periodFrom,
    periodTo: lastDay,
    provisional: lastDay < periodEnd,
    settlesOn,
    periodEnd,
    contractYears: Math.floor((k * n) / 12),
  };
}
