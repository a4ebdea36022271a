/**
 * The contract money of a plant (DESIGN.md "Contracts and guarantees"), as the manifest's
 * `plants[].contract` holds it, and its sums for clients and the portfolio. Every figure is
 * computed in contract.ts; renderers only format these fields.
 */
import type { PeriodKind } from "./contract-period.js";

/** Where a day's availability loss goes: an IEC TS 63019 category, or `contractor` (a loss without an event). */
export type LossCause = string;

/** The settlement period containing the report's last covered day, to date. */
export interface ContractPeriod {
  /** first day of the period, YYYY-MM-DD */
  periodFrom: string;
  /** the last day covered: the period's last day, or the report's last day while it runs */
  periodTo: string;
  /** the period has not ended: figures are to date and may change */
  provisional: boolean;
  /** the day after the period ends */
  settlesOn: string;
}

export interface ContractAvailability extends ContractPeriod {
  /** A_g: the contract's guaranteed availability */
  guaranteed: number;
  /** energy-based: E / (E + L) */
  technical: number | null;
  /** 1 − (L − L_excl) / (E + L − L_excl) */
  contractual: number | null;
  /** L: Σ availabilityLossKwh of the period's days */
  lossKwh: number | null;
  /** L_excl: the part attributed to excluded categories */
  excludedLossKwh: number | null;
  /** L by category, `contractor` for days with a loss and no event */
  lossByCategoryKwh: Record<LossCause, number>;
  /**
   * priceAdjustment: the period's revenue to date the adjustment applies to (tariff × Σ meter
   * yield, rounded to the minor unit); null for the energy scheme or without a tariff
   */
  revenue: number | null;
  /** after the cap, rounded half-up to the currency's minor unit; null without the price or revenue it needs */
  damages: number | null;
  /** the guarantee is met: contractual ≥ guaranteed (no damages); null when contractual is unknown */
  met: boolean | null;
}

export interface ContractPr extends ContractPeriod {
  /** PR_g,y before the tolerance */
  guaranteed: number;
  /** Σ E_d / Σ P0·H_d·(1 + γ(T_d − T_ref)) over the period's days with E, H, T and no excluded event */
  measured: number | null;
  /** max(0, PR_g,y·(1 − tol) − measured), rounded half-up to 0.001 */
  shortfall: number | null;
  /** shortfall × the temperature-corrected reference yield */
  shortfallKwh: number | null;
  /** after the cap, rounded half-up to the currency's minor unit */
  damages: number | null;
  /** the guarantee is met: the rounded shortfall is 0 (no damages); null when measured is unknown */
  met: boolean | null;
}

/**
 * The contract's rules as this plant's figures were settled by (defaults filled in): what the
 * plant PDF's method page states in words. Prices null: the plant's tariff.
 */
export interface ContractRules {
  /** the contract-year start, YYYY-MM-DD */
  start: string;
  availability: {
    period: "month" | "quarter" | "contractYear";
    excluded: string[];
    scheme: "priceAdjustment" | "energy";
    /** priceAdjustment: k and A_floor; null for the energy scheme */
    slope: number | null;
    floor: number | null;
    /** energy: price per kWh of shortfall; null: the tariff (or the priceAdjustment scheme) */
    price: number | null;
    cap: number | null;
  } | null;
  pr: {
    period: "month" | "quarter" | "contractYear";
    /** PR_g0 */
    guaranteedFirstYear: number;
    degradation: number;
    degradationMode: "linear" | "compound";
    tolerance: number;
    referenceTemperatureC: number;
    /** the categories whose days are left out */
    excluded: string[];
    /** per kWh of shortfall energy; null: the tariff, or pricePerPoint */
    price: number | null;
    /** per 0.01 of shortfall */
    pricePerPoint: number | null;
    cap: number | null;
  } | null;
}

export interface PlantContract {
  name: string;
  /** absent in model files and manifests of earlier versions */
  rules?: ContractRules;
  /** null without an availability guarantee, or before the contract starts */
  availability: ContractAvailability | null;
  pr: ContractPr | null;
  /** availability + PR damages to date (the sum of the rounded figures), each over its own period; null when a guarantee's damages is unknown */
  damages: number | null;
  /** The report month's losses × tariff, each rounded to the minor unit: contractor, each excluded category, curtailment, performance; null without a tariff. */
  lostRevenueByCause: Record<LossCause, number> | null;
}

/** Σ over the plants with a contract (each plant's own settlement period); money is the decimal sum of the plants' rounded figures. */
export interface ContractSums {
  plants: number;
  availability: {
    lossKwh: number;
    excludedLossKwh: number;
    lossByCategoryKwh: Record<LossCause, number>;
    damages: number;
  };
  pr: { shortfallKwh: number; damages: number };
  /** availability + PR damages */
  damages: number;
  lostRevenueByCause: Record<LossCause, number>;
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

/** The price adjustment's slope k and floor A_floor when the contract names none (DESIGN.md). */
export const DEFAULT_SLOPE = 2;
export const DEFAULT_FLOOR = 0.7;

/** A day of a settlement period, as the workbook shows it. */
export interface ContractWorkingDay {
  date: string;
  yieldKwh: number | null;
  irradiationKwhM2: number | null;
  cellTemperatureC: number | null;
  /** the day's availabilityLossKwh; null without a measured yield and availability */
  lossKwh: number | null;
  /** measured or estimated meter yield */
  meterYieldTotalKwh: number | null;
  /** the day's loss by cause (contract-attribution.ts); empty without a loss value */
  lossByCause: Record<string, number>;
  /** the loss not attributed to an excluded category (Σ of the other causes); null without a loss value */
  notExcludedLossKwh: number | null;
  /** an event of a category the PR guarantee leaves out overlaps the day */
  prExcludedEvent: boolean;
  /** P0·H·(1 + γ(T − T_ref)) of a day the PR counts (E, H, T and no excluded event); else null */
  prReferenceKwh: number | null;
}

export interface AvailabilityWorkings {
  /** E: Σ yield of the period's days with a loss value */
  yieldKwh: number;
  /** E + L − L_excl */
  contractualBaseKwh: number;
  /** priceAdjustment: the period's revenue to date (meter yield × tariff); null without one */
  revenue: number | null;
  /** priceAdjustment: AA */
  adjustmentFactor: number | null;
  /** energy: the price per kWh (the terms', or the tariff) */
  price: number | null;
  /** before the cap */
  damagesBeforeCap: number | null;
}

export interface PrWorkings {
  /** y: completed contract years at the period's start */
  contractYears: number;
  /** PR_g,y × (1 − tolerance) */
  threshold: number;
  /** Σ E over the days the PR counts */
  yieldKwh: number;
  /** Σ P0·H·(1 + γ(T − T_ref)) over the same days */
  referenceKwh: number;
  /** the price per kWh of shortfall (the terms', or the tariff); null with a price per point */
  price: number | null;
  damagesBeforeCap: number | null;
}

export interface ContractWorkings {
  terms: ContractTerms;
  capacityKwp: number | null;
  tariff: number | null;
  temperatureCoefficient: number | null;
  /** the plant's events overlapping the days below */
  events: { start: string; end: string; category: string; share: number; reference?: string | null }[];
  /** every day from the earliest period's start through the last covered day */
  days: ContractWorkingDay[];
  availability: AvailabilityWorkings | null;
  pr: PrWorkings | null;
  /** the currency's minor unit: revenue and damages are rounded to it (money.ts) */
  moneyDecimals: number;
}
