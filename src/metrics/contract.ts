/**
 * A plant's contract money (DESIGN.md "Contracts and guarantees"): the settlement period of
 * each guarantee that contains the report's last covered day, to date; availability loss
 * attributed to causes; damages by the contract's scheme; lost revenue of the report month.
 */
import { hasEventOf, type OutageEvent } from "./contract-attribution.js";
import { adjustmentFactor, capped, energyDamages, guaranteedPr, roundShortfall } from "./contract-damages.js";
import { lossSums, lostRevenue, revenueOf, within } from "./contract-losses.js";
import type { ContractAvailability, ContractPr, PlantContract } from "./contract-model.js";
import { type PeriodKind, type SettlementPeriod, settlementPeriod } from "./contract-period.js";
import { contractRules, DEFAULT_FLOOR, DEFAULT_SLOPE } from "./contract-rules.js";
import { decimalSum, roundMoney } from "./money.js";

/** What contract.ts needs of a plant-local day (measured values; meter total includes its estimate). */
export interface ContractDay {
  date: string;
  yieldKwh: number | null;
  irradiationKwhM2: number | null;
  cellTemperatureC: number | null;
  overspillKwh: number | null;
  /** the day's availabilityLossKwh (availability-loss.ts); null without a measured yield and availability */
  lossKwh: number | null;
  /** measured or estimated meter yield: what revenue is paid on */
  meterYieldTotalKwh: number | null;
}

/** The definition's terms, as contract.ts reads them (definition/contract-terms.ts). */
export interface ContractTerms {
  name: string;
  start: string;
  availability?: {
    guaranteed: number;
    excluded: readonly string[];
    period: PeriodKind;
    scheme: "priceAdjustment" | "energy";
    slope?: number;
    floor?: number;
    price?: number;
    cap?: number;
  };
  pr?: {
    guaranteed: number;
    degradation: number;
    degradationMode: "linear" | "compound";
    tolerance: number;
    referenceTemperatureC: number;
    excluded?: readonly string[];
    period: PeriodKind;
    price?: number;
    pricePerPoint?: number;
    cap?: number;
  };
}

export interface ContractPlant {
  capacityKwp: number | null;
  tariff: number | null;
  temperatureCoefficient: number | null;
}

export interface ContractInput {
  terms: ContractTerms;
  events: readonly OutageEvent[];
  /** every day from the earliest period start needed through `lastDay`, in order */
  days: readonly ContractDay[];
  /** the report's last covered day: the month's last, or the plant's reportedThrough */
  lastDay: string;
  /** the report month's first day (lost revenue covers the month) */
  monthFrom: string;
  /** −bridge.performanceKwh's loss part: max(0, −performanceKwh); 0 without a bridge */
  performanceLossKwh: number;
  plant: ContractPlant;
  /** the currency's minor unit (money.ts minorUnitDecimals): damages and lost revenue are rounded to it */
  moneyDecimals: number;
}

function periodOf(s: SettlementPeriod) {
  return {
    periodFrom: s.periodFrom,
    periodTo: s.periodTo,
    provisional: s.provisional,
    settlesOn: s.settlesOn,
  };
}

function availabilityOf(input: ContractInput): ContractAvailability | null {
  const t = input.terms.availability;
  const s = t && settlementPeriod(input.terms.start, t.period, input.lastDay);
  if (!t || !s) return null;
  const days = within(input.days, s.periodFrom, s.periodTo);
  const { counted, yieldKwh: e, lossKwh: l, byCause } = lossSums(days, input.events);
  const excl = t.excluded.reduce((sum, c) => sum + (byCause[c] ?? 0), 0);
  const base = e + l - excl;
  const technical = counted === 0 || e + l === 0 ? null : e / (e + l);
  const contractual = counted === 0 || base === 0 ? null : 1 - (l - excl) / base;
  let damages: number | null = null;
  // The price adjustment's base, in money rounded as the contract pays it.
  const revenue =
    t.scheme === "priceAdjustment"
      ? roundMoney(revenueOf(days, input.plant.tariff), input.moneyDecimals)
      : null;
  if (contractual !== null && t.scheme === "priceAdjustment") {
    const aa = adjustmentFactor(
      contractual,
      t.guaranteed,
      t.slope ?? DEFAULT_SLOPE,
      t.floor ?? DEFAULT_FLOOR,
    );
    damages = revenue === null ? null : (1 - aa) * revenue;
  } else if (contractual !== null) {
    const price = t.price ?? input.plant.tariff;
    damages = price === null ? null : energyDamages(contractual, t.guaranteed, base, price);
  }
  return {
    ...periodOf(s),
    guaranteed: t.guaranteed,
    technical,
    contractual,
    lossKwh: counted === 0 ? null : l,
    excludedLossKwh: counted === 0 ? null : excl,
    lossByCategoryKwh: counted === 0 ? {} : byCause,
    revenue,
    damages: roundMoney(capped(damages, t.cap), input.moneyDecimals),
    met: contractual === null ? null : contractual >= t.guaranteed,
  };
}

/** Σ E and Σ P0·H·(1 + γ(T − T_ref)) over the days with E, H, T and no excluded event. */
function prSums(
  days: readonly ContractDay[],
  input: ContractInput,
  tRef: number,
  excluded: readonly string[],
) {
  const { capacityKwp: p0, temperatureCoefficient: g } = input.plant;
  let e = 0;
  let ref = 0;
  for (const d of days) {
    if (d.yieldKwh === null || d.irradiationKwhM2 === null || d.cellTemperatureC === null) continue;
    if (hasEventOf(d.date, input.events, excluded)) continue;
    e += d.yieldKwh;
    ref += p0! * d.irradiationKwhM2 * (1 + g! * (d.cellTemperatureC - tRef));
  }
  return { e, ref };
}

function prOf(input: ContractInput): ContractPr | null {
  const t = input.terms.pr;
  const s = t && settlementPeriod(input.terms.start, t.period, input.lastDay);
  if (!t || !s) return null;
  const guaranteed = guaranteedPr(t.guaranteed, t.degradation, t.degradationMode, s.contractYears);
  const known = input.plant.capacityKwp !== null && input.plant.temperatureCoefficient !== null;
  const excluded = t.excluded ?? input.terms.availability?.excluded ?? [];
  const { e, ref } = known
    ? prSums(within(input.days, s.periodFrom, s.periodTo), input, t.referenceTemperatureC, excluded)
    : { e: 0, ref: 0 };
  const measured = ref > 0 ? e / ref : null;
  const shortfall =
    measured === null ? null : roundShortfall(Math.max(0, guaranteed * (1 - t.tolerance) - measured));
  const shortfallKwh = shortfall === null ? null : shortfall * ref;
  const price = t.price ?? input.plant.tariff;
  const damages =
    shortfall === null
      ? null
      : t.pricePerPoint !== undefined
        ? (shortfall / 0.01) * t.pricePerPoint
        : price === null
          ? null
          : shortfallKwh! * price;
  return {
    ...periodOf(s),
    guaranteed,
    measured,
    shortfall,
    shortfallKwh,
    damages: roundMoney(capped(damages, t.cap), input.moneyDecimals),
    met: shortfall === null ? null : shortfall === 0,
  };
}

/** Availability + PR damages (the decimal sum of the rounded figures); null when a guarantee in force has damages it cannot know. */
function totalDamages(a: ContractAvailability | null, pr: ContractPr | null): number | null {
  const parts = [a, pr].filter((g) => g !== null);
  if (parts.some((g) => g.damages === null)) return null;
  return decimalSum(parts.map((g) => g.damages!));
}

export function plantContract(input: ContractInput): PlantContract {
  const availability = availabilityOf(input);
  const pr = prOf(input);
  return {
    name: input.terms.name,
    rules: contractRules(input.terms),
    availability,
    pr,
    damages: totalDamages(availability, pr),
    lostRevenueByCause: lostRevenue(input),
  };
}

/** The first day any of the contract's periods containing `lastDay` starts (what must be fetched). */
export function contractFrom(terms: ContractTerms, lastDay: string): string | null {
  const starts = [terms.availability?.period, terms.pr?.period]
    .flatMap((k) => (k === undefined ? [] : [settlementPeriod(terms.start, k, lastDay)?.periodFrom]))
    .filter((d): d is string => d !== undefined);
  return starts.length === 0 ? null : starts.sort()[0]!;
}
