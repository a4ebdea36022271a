/**
 * The terms of an O&M contract or PPA guarantee (DESIGN.md "Contracts and guarantees"): an
 * availability guarantee with outage categories of IEC TS 63019 left out and a damages scheme,
 * and a PR guarantee with a degradation schedule. Each term has a default where contracts
 * usually agree (slope 2, floor 70 %, 25 °C), and values in the wrong unit are named as such.
 */
import { z } from "zod";
import { LIMITS } from "./defaults.js";
import { fraction } from "./plant-detail.js";
import { didYouMean } from "./suggest.js";

/** IEC TS 63019 information categories of unavailability, as finance writes them in the events file. */
export const OUTAGE_CATEGORIES = [
  "scheduledMaintenance",
  "forcedOutage",
  "forceMajeure",
  "outOfEnvironmentalSpecification",
  "outOfElectricalSpecification",
  "requestedShutdown",
  "suspended",
] as const;
export type OutageCategory = (typeof OUTAGE_CATEGORIES)[number];

export const CONTRACT_PERIODS = ["month", "quarter", "contractYear"] as const;
export type ContractPeriodKind = (typeof CONTRACT_PERIODS)[number];

export function unknownCategoryMessage(input: unknown): string {
  const hint = typeof input === "string" ? didYouMean(input, OUTAGE_CATEGORIES) : "";
  return `unknown outage category ${JSON.stringify(input)}${hint} (IEC TS 63019 names: ${OUTAGE_CATEGORIES.join(", ")})`;
}

export const outageCategory = z.enum(OUTAGE_CATEGORIES, {
  error: (iss) => unknownCategoryMessage(iss.input),
});

const period = z
  .enum(CONTRACT_PERIODS, {
    error: (iss) => `${JSON.stringify(iss.input)}: expected one of ${CONTRACT_PERIODS.join(", ")}`,
  })
  .default("contractYear")
  .meta({
    description: "the settlement period, counted from the contract's start",
    examples: ["contractYear"],
  });

/** Currency per kWh; above the tariff limit it is per MWh (the most common slip). */
const pricePerKwh = z
  .number()
  .positive({ error: "expected a price > 0 per kWh" })
  .max(LIMITS.maxTariff, {
    error: (iss) =>
      `${iss.input} per kWh is not plausible: is it per MWh? Write ${Number(((iss.input as number) / 1000).toPrecision(6))}`,
  });

const money = (what: string) =>
  z
    .number()
    .positive({ error: `expected ${what} > 0 in the report's currency` })
    .meta({ description: `${what} per plant and period, in the report's currency`, examples: [50000] });

/** A fraction per year; 0.5 for "0.5 %" is caught. */
const degradation = z.number().superRefine((d, ctx) => {
  if (d < 0)
    ctx.addIssue({ code: "custom", message: `${d}: expected a yearly degradation ≥ 0 (e.g. 0.005)` });
  else if (d >= 0.1)
    ctx.addIssue({
      code: "custom",
      message: `${d} a year looks like a percentage: write it as a fraction, ${Number((d / 100).toPrecision(6))} for ${d} %`,
    });
});

export const availabilityTerms = z
  .strictObject({
    guaranteed: fraction.meta({ description: "guaranteed availability A_g, a fraction", examples: [0.98] }),
    excluded: z
      .array(outageCategory)
      .default([])
      .meta({
        description: "outage categories that do not count against the contractor",
        examples: [["forceMajeure"]],
      }),
    period,
    scheme: z
      .enum(["priceAdjustment", "energy"], {
        error: (iss) => `${JSON.stringify(iss.input)}: expected priceAdjustment or energy`,
      })
      .default("priceAdjustment")
      .meta({ description: "how a shortfall is paid", examples: ["priceAdjustment"] }),
    slope: z
      .number()
      .positive({ error: "expected a slope > 0 (AA = 1 − slope·(guaranteed − A))" })
      .optional()
      .meta({ description: "priceAdjustment: AA = 1 − slope·(A_g − A_c); default 2", examples: [2] }),
    floor: fraction
      .optional()
      .meta({ description: "priceAdjustment: AA = 0 below it; default 0.70", examples: [0.7] }),
    price: pricePerKwh.optional().meta({
      description: "energy scheme: price per kWh of shortfall; default the plant's tariff",
      examples: [0.09],
    }),
    cap: money("the cap of availability damages").optional(),
  })
  .superRefine((t, ctx) => {
    const wrong = (key: string, scheme: string) =>
      ctx.addIssue({
        code: "custom",
        path: [key],
        message: `${key} applies to the ${scheme} scheme only: remove it or set scheme: ${scheme}`,
      });
    if (t.scheme === "energy" && t.slope !== undefined) wrong("slope", "priceAdjustment");
    if (t.scheme === "energy" && t.floor !== undefined) wrong("floor", "priceAdjustment");
    if (t.scheme === "priceAdjustment" && t.price !== undefined) wrong("price", "energy");
    if (t.floor !== undefined && t.floor >= t.guaranteed)
      ctx.addIssue({
        code: "custom",
        path: ["floor"],
        message: `floor ${t.floor} is not below guaranteed ${t.guaranteed}: lower it`,
      });
  })
  .meta({
    description: "the availability guarantee",
    examples: [{ guaranteed: 0.98, scheme: "priceAdjustment" }],
  });

export const prTerms = z
  .strictObject({
    guaranteed: fraction.meta({
      description: "guaranteed PR of the first contract year, a fraction",
      examples: [0.82],
    }),
    degradation: degradation
      .default(0)
      .meta({ description: "yearly degradation δ, a fraction", examples: [0.005] }),
    degradationMode: z
      .enum(["linear", "compound"], {
        error: (iss) => `${JSON.stringify(iss.input)}: expected linear or compound`,
      })
      .default("linear")
      .meta({ description: "linear: PR_g0·(1 − δ·y); compound: PR_g0·(1 − δ)^y", examples: ["linear"] }),
    tolerance: fraction
      .default(0)
      .meta({ description: "the guarantee is met above PR_g·(1 − tolerance)", examples: [0.03] }),
    referenceTemperatureC: z
      .number()
      .min(-20, { error: "expected a reference temperature from -20 to 60 °C" })
      .max(60, { error: "expected a reference temperature from -20 to 60 °C" })
      .default(25)
      .meta({ description: "T_ref of the temperature-corrected PR, °C", examples: [25] }),
    excluded: z
      .array(outageCategory)
      .optional()
      .meta({
        description: "days with these events are left out (default: the availability's)",
        examples: [["forceMajeure"]],
      }),
    period,
    price: pricePerKwh
      .optional()
      .meta({ description: "per kWh of shortfall energy; default the plant's tariff", examples: [0.09] }),
    pricePerPoint: money("the price of 0.01 of shortfall").optional(),
    cap: money("the cap of PR damages").optional(),
  })
  .refine((t) => t.price === undefined || t.pricePerPoint === undefined, {
    error: "give price (per kWh) or pricePerPoint (per 0.01 of PR), not both",
    path: ["pricePerPoint"],
  })
  .meta({ description: "the PR guarantee", examples: [{ guaranteed: 0.82, degradation: 0.005 }] });

export type AvailabilityTerms = z.output<typeof availabilityTerms>;
export type PrTerms = z.output<typeof prTerms>;
