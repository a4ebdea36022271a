/**
 * A plant's contract money (DESIGN.md "Contracts and guarantees"): the settlement period of
 * each guarantee that contains the report's last covered day, to date; availability loss
 * attributed to causes; damages by the contract's scheme; lost revenue of the report month.
 */
import type { OutageEvent } from "./contract-attribution.js";
import { adjustmentFactor, capped, energyDamages, guaranteedPr, roundShortfall } from "./contract-damages.js";
import { lossSums, lostRevenue, revenueOf, within } from "./contract-losses.js";
import {
  type AvailabilityWorkings,
  type ContractAvailability,
  type ContractPr,
  type ContractTerms,
  type ContractWorkings,
  DEFAULT_FLOOR,
  DEFAULT_SLOPE,
  type PlantContract,
  type PrWorkings,
} from "./contract-model.js";
import { type SettlementPeriod, settlementPeriod } from "./contract-period.js";
import { contractRules } from "./contract-rules.js";
import { eventsWithin, prExcluded, prReference, workingDays } from "./contract-workings.js";
import { decimalSum, roundMoney } from "./money.js";

export type { ContractTerms } from "./contract-model.js";

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

type Guarantee<F, W> = { figures: F; workings: W } | null;

function availabilityOf(input: ContractInput): Guarantee<ContractAvailability, AvailabilityWorkings> {
  const t = input.terms.availability;
  const s = t && settlementPeriod(input.terms.start, t.period, input.lastDay);
  if (!t || !s) return null;
  const days = within(input.days, s.periodFrom, s.periodTo);
  const { counted, yieldKwh: e, lossKwh: l, byCause } = lossSums(days, input.events);
  const excl = t.excluded.reduce((sum, c) => sum + (byCause[c] ?? 0), 0);
  const base = e + l - excl;
  const technical = counted === 0 || e + l === 0 ? null : e / (e + l);
  const contractual = counted === 0 || base === 0 ? null : 1 - (l - excl) / base;
  const w: AvailabilityWorkings = {
    yieldKwh: e,
    contractualBaseKwh: base,
    revenue: null,
    adjustmentFactor: null,
    price: null,
    damagesBeforeCap: null,
  };
  if (t.scheme === "priceAdjustment") {
    // The price adjustment's base, in money rounded as the contract pays it.
    w.revenue = roundMoney(revenueOf(days, input.plant.tariff), input.moneyDecimals);
    if (contractual !== null) {
      w.adjustmentFactor = adjustmentFactor(
        contractual,
        t.guaranteed,
        t.slope ?? DEFAULT_SLOPE,
        t.floor ?? DEFAULT_FLOOR,
      );
      w.damagesBeforeCap = w.revenue === null ? null : (1 - w.adjustmentFactor) * w.revenue;
    }
  } else {
    w.price = t.price ?? input.plant.tariff;
    if (contractual !== null && w.price !== null)
      w.damagesBeforeCap = energyDamages(contractual, t.guaranteed, base, w.price);
  }
  const figures = {
    ...periodOf(s),
    guaranteed: t.guaranteed,
    technical,
    contractual,
    lossKwh: counted === 0 ? null : l,
    excludedLossKwh: counted === 0 ? null : excl,
    lossByCategoryKwh: counted === 0 ? {} : byCause,
    revenue: w.revenue,
    damages: roundMoney(capped(w.damagesBeforeCap, t.cap), input.moneyDecimals),
    met: contractual === null ? null : contractual >= t.guaranteed,
  };
  return { figures, workings: w };
}

/** Σ E and Σ P0·H·(1 + γ(T − T_ref)) over the days with E, H, T and no excluded event. */
function prSums(days: readonly ContractDay[], input: ContractInput, tRef: number) {
  const excluded = prExcluded(input.terms);
  let e = 0;
  let ref = 0;
  for (const d of days) {
    const r = prReference(d, input, tRef, excluded);
    if (r === null) continue;
    e += d.yieldKwh!;
    ref += r;
  }
  return { e, ref };
}

function prOf(input: ContractInput): Guarantee<ContractPr, PrWorkings> {
  const t = input.terms.pr;
  const s = t && settlementPeriod(input.terms.start, t.period, input.lastDay);
  if (!t || !s) return null;
  const guaranteed = guaranteedPr(t.guaranteed, t.degradation, t.degradationMode, s.contractYears);
  const threshold = guaranteed * (1 - t.tolerance);
  const { e, ref } = prSums(within(input.days, s.periodFrom, s.periodTo), input, t.referenceTemperatureC);
  const measured = ref > 0 ? e / ref : null;
  const shortfall = measured === null ? null : roundShortfall(Math.max(0, threshold - measured));
  const shortfallKwh = shortfall === null ? null : shortfall * ref;
  const price = t.pricePerPoint !== undefined ? null : (t.price ?? input.plant.tariff);
  const damages =
    shortfall === null
      ? null
      : t.pricePerPoint !== undefined
        ? (shortfall / 0.01) * t.pricePerPoint
        : price === null
          ? null
          : shortfallKwh! * price;
  return {
    figures: {
      ...periodOf(s),
      guaranteed,
      measured,
      shortfall,
      shortfallKwh,
      damages: roundMoney(capped(damages, t.cap), input.moneyDecimals),
      met: shortfall === null ? null : shortfall === 0,
    },
    workings: {
      contractYears: s.contractYears,
      threshold,
      yieldKwh: e,
      referenceKwh: ref,
      price,
      damagesBeforeCap: damages,
    },
  };
}

/** Availability + PR damages (the decimal sum of the rounded figures); null when a guarantee in force has damages it cannot know. */
function totalDamages(a: ContractAvailability | null, pr: ContractPr | null): number | null {
  const parts = [a, pr].filter((g) => g !== null);
  if (parts.some((g) => g.damages === null)) return null;
  return decimalSum(parts.map((g) => g.damages!));
}

/** The plant's contract money and the workings it is made of (contract-workings.ts). */
export function plantContractWorkings(input: ContractInput): {
  contract: PlantContract;
  workings: ContractWorkings;
} {
  const availability = availabilityOf(input);
  const pr = prOf(input);
  const from = contractFrom(input.terms, input.lastDay) ?? input.lastDay;
  const contract: PlantContract = {
    name: input.terms.name,
    rules: contractRules(input.terms),
    availability: availability?.figures ?? null,
    pr: pr?.figures ?? null,
    damages: totalDamages(availability?.figures ?? null, pr?.figures ?? null),
    lostRevenueByCause: lostRevenue(input),
  };
  const workings: ContractWorkings = {
    terms: input.terms,
    capacityKwp: input.plant.capacityKwp,
    tariff: input.plant.tariff,
    temperatureCoefficient: input.plant.temperatureCoefficient,
    events: eventsWithin(input.events, from, input.lastDay),
    days: workingDays(input, from),
    availability: availability?.workings ?? null,
    pr: pr?.workings ?? null,
    moneyDecimals: input.moneyDecimals,
  };
  return { contract, workings };
}

export function plantContract(input: ContractInput): PlantContract {
  return plantContractWorkings(input).contract;
}

/** The first day any of the contract's periods containing `lastDay` starts (what must be fetched). */
export function contractFrom(terms: ContractTerms, lastDay: string): string | null {
  const starts = [terms.availability?.period, terms.pr?.period]
    .flatMap((k) => (k === undefined ? [] : [settlementPeriod(terms.start, k, lastDay)?.periodFrom]))
    .filter((d): d is string => d !== undefined);
  return starts.length === 0 ? null : starts.sort()[0]!;
}
