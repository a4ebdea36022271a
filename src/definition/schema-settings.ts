/**
 * Settings of a report definition besides its plants: currency, KPI mapping, request pool,
 * retries, verdict bands, branding. Every key carries a description and an example for the
 * JSON Schema (an editor shows them on hover).
 */
import { z } from "zod";
import { HISTORICAL_KPIS } from "../api/types.js";
import { DEFAULT_KPIS, DEFAULTS, type KpiFigure, LIMITS } from "./defaults.js";
import { fraction } from "./plant-detail.js";
import { didYouMean } from "./suggest.js";

interface Doc {
  description: string;
  examples: unknown[];
}

export function int(range: readonly [number, number], fallback: number, doc: Doc) {
  return z
    .number()
    .int()
    .min(range[0], { error: `expected a whole number from ${range[0]} to ${range[1]}` })
    .max(range[1], { error: `expected a whole number from ${range[0]} to ${range[1]}` })
    .default(fallback)
    .meta({ ...doc, description: `${doc.description} (${range[0]}–${range[1]})` });
}

/** ISO 4217: three capital letters and a currency `Intl` can format. */
const currencies = new Set(Intl.supportedValuesOf("currency"));
const ALPHA_3 = /^[A-Z]{3}$/;
export const currency = z
  .string()
  .regex(ALPHA_3, {
    error: (iss) => `${JSON.stringify(iss.input)}: expected an ISO 4217 code such as "EUR"`,
  })
  .refine((code) => !ALPHA_3.test(code) || currencies.has(code), {
    error: (iss) => `${JSON.stringify(iss.input)} is not an ISO 4217 currency code`,
  })
  .default(DEFAULTS.currency)
  .meta({ description: "ISO 4217 currency of tariffs and revenue", examples: ["EUR", "GBP"] });

const kpiName = z.enum(HISTORICAL_KPIS, {
  error: (iss) =>
    `unknown KPI ${JSON.stringify(iss.input)}${typeof iss.input === "string" ? didYouMean(iss.input, HISTORICAL_KPIS) : ""}` +
    ` (valid names: ${HISTORICAL_KPIS.join(", ")})`,
});

/** figure → KPI; null leaves a figure out (for an account whose plants lack, say, a meter). */
export const kpis = z
  .strictObject(
    Object.fromEntries(
      Object.entries(DEFAULT_KPIS).map(([figure, kpi]) => [
        figure,
        kpiName
          .nullable()
          .default(kpi)
          .meta({
            description: `historical KPI of the ${figure} figure; null leaves it out`,
            examples: [kpi],
          }),
      ]),
    ) as { [F in KpiFigure]: z.ZodDefault<z.ZodNullable<typeof kpiName>> },
  )
  .default({ ...DEFAULT_KPIS })
  .meta({
    description: 'which historical KPI feeds each figure (spec, "Historical KPI names")',
    examples: [{ meterYield: null }],
  });

export const retry = z
  .strictObject({
    retries: int(LIMITS.retries, DEFAULTS.retry.retries, {
      description: "retries of a failed request",
      examples: [4],
    }),
    minDelayMs: int(LIMITS.delayMs, DEFAULTS.retry.minDelayMs, {
      description: "first back-off delay, ms",
      examples: [250],
    }),
    maxDelayMs: int(LIMITS.delayMs, DEFAULTS.retry.maxDelayMs, {
      description: "longest back-off delay, ms",
      examples: [8000],
    }),
    maxRetryAfterMs: int(LIMITS.delayMs, DEFAULTS.retry.maxRetryAfterMs, {
      description: "longest Retry-After the run waits for, ms",
      examples: [30000],
    }),
  })
  .refine((r) => r.minDelayMs <= r.maxDelayMs, {
    error: "minDelayMs must not exceed maxDelayMs",
    path: ["minDelayMs"],
  })
  .default({ ...DEFAULTS.retry })
  .meta({ description: "retries of failed requests, with exponential back-off", examples: [{ retries: 4 }] });

export const branding = z
  .strictObject({
    company: z
      .string()
      .min(1)
      .default(DEFAULTS.branding.company)
      .meta({ description: "company name on every page", examples: ["Helios Asset Management"] }),
    accentColor: z
      .string()
      .regex(/^#[0-9A-Fa-f]{6}$/, {
        error: (iss) => `${JSON.stringify(iss.input)}: expected a colour #RRGGBB`,
      })
      .default(DEFAULTS.branding.accentColor)
      .meta({ description: "accent colour of headings and charts, #RRGGBB", examples: ["#0B6E4F"] }),
    logo: z
      .string()
      .min(1)
      .optional()
      .meta({
        description: "PNG or JPEG, path relative to the definition file",
        examples: ["branding/logo.png"],
      }),
  })
  .default({ ...DEFAULTS.branding })
  .meta({ description: "how the reports look", examples: [{ company: "Helios Asset Management" }] });

export const units = z
  .strictObject({
    energy: z
      .enum(["kWh", "MWh"])
      .default(DEFAULTS.units.energy)
      .meta({ description: "unit of the service's energy values", examples: ["kWh"] }),
    ratio: z
      .enum(["percent", "fraction"])
      .default(DEFAULTS.units.ratio)
      .meta({
        description: "the service's PR and availability: percent (80 = 80 %) or fraction (0.8)",
        examples: ["percent"],
      }),
  })
  .default({ ...DEFAULTS.units })
  .meta({
    description: "what the service's numbers mean (its spec does not say)",
    examples: [{ energy: "kWh", ratio: "percent" }],
  });

export const targets = z
  .strictObject({
    pr: fraction
      .default(DEFAULTS.targets.pr)
      .meta({ description: "PR target of every plant without its own, a fraction", examples: [0.8] }),
    availability: fraction.default(DEFAULTS.targets.availability).meta({
      description: "availability target of every plant without its own, a fraction",
      examples: [0.98],
    }),
  })
  .default({ ...DEFAULTS.targets })
  .meta({ description: "portfolio targets; plantDetails may override them", examples: [{ pr: 0.8 }] });

export const workbooks = z
  .strictObject({
    perPlantSheetLimit: int(LIMITS.perPlantSheetLimit, DEFAULTS.workbooks.perPlantSheetLimit, {
      description: "per-plant chart sheets up to this many plants; beyond, see the PDFs",
      examples: [50],
    }),
  })
  .default({ ...DEFAULTS.workbooks })
  .meta({ description: "the Excel workbooks", examples: [{ perPlantSheetLimit: 50 }] });

export const pdf = z
  .strictObject({
    enabled: z
      .boolean()
      .default(DEFAULTS.pdf.enabled)
      .meta({ description: "write the PDFs (run --no-pdf turns them off too)", examples: [true] }),
  })
  .default({ ...DEFAULTS.pdf })
  .meta({ description: "the PDFs", examples: [{ enabled: true }] });
