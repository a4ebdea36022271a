/**
 * The report definition schema: the single source of the TypeScript types (`z.output`)
 * and of templates/report-definition.schema.json (`z.toJSONSchema`). Defaults come from
 * defaults.ts; refinements hold the rules JSON Schema cannot say (valid locale, regex).
 */
import { z } from "zod";
import { HISTORICAL_KPIS } from "../api/types.js";
import { DEFAULT_KPIS, DEFAULTS, type KpiFigure, LIMITS } from "./defaults.js";
import { localeTag } from "./locale-field.js";
import { describeMonthRule, MONTH_PATTERN, PREVIOUS_MONTH } from "./month.js";
import { fraction, plantDetails, plantSelection } from "./plant-fields.js";
import { didYouMean } from "./suggest.js";

const PERIOD_PATTERN = new RegExp(`^(${PREVIOUS_MONTH}|${MONTH_PATTERN.source.slice(1, -1)})$`);

const period = z
  .string()
  .regex(PERIOD_PATTERN, {
    error: (iss) =>
      `${JSON.stringify(iss.input)} is not a valid period: expected "${PREVIOUS_MONTH}" or ${describeMonthRule()}`,
  })
  .default(DEFAULTS.period)
  .meta({ description: `"${PREVIOUS_MONTH}" or a fixed month YYYY-MM; \`run --month\` overrides it` });

function int(range: readonly [number, number], fallback: number) {
  return z
    .number()
    .int()
    .min(range[0], { error: `expected a whole number from ${range[0]} to ${range[1]}` })
    .max(range[1], { error: `expected a whole number from ${range[0]} to ${range[1]}` })
    .default(fallback);
}

/** ISO 4217: three capital letters and a currency `Intl` can format. */
const currencies = new Set(Intl.supportedValuesOf("currency"));
const ALPHA_3 = /^[A-Z]{3}$/;
const currency = z
  .string()
  .regex(ALPHA_3, {
    error: (iss) => `${JSON.stringify(iss.input)}: expected an ISO 4217 code such as "EUR"`,
  })
  .refine((code) => !ALPHA_3.test(code) || currencies.has(code), {
    error: (iss) => `${JSON.stringify(iss.input)} is not an ISO 4217 currency code`,
  })
  .default(DEFAULTS.currency);

const locale = localeTag.default(DEFAULTS.locale);

const kpiName = z.enum(HISTORICAL_KPIS, {
  error: (iss) =>
    `unknown KPI ${JSON.stringify(iss.input)}${typeof iss.input === "string" ? didYouMean(iss.input, HISTORICAL_KPIS) : ""}` +
    ` (valid names: ${HISTORICAL_KPIS.join(", ")})`,
});

/** figure → KPI; null leaves a figure out (for an account whose plants lack, say, a meter). */
const kpis = z
  .strictObject(
    Object.fromEntries(
      Object.entries(DEFAULT_KPIS).map(([figure, kpi]) => [figure, kpiName.nullable().default(kpi)]),
    ) as { [F in KpiFigure]: z.ZodDefault<z.ZodNullable<typeof kpiName>> },
  )
  .default({ ...DEFAULT_KPIS })
  .meta({ description: 'which historical KPI feeds each figure (spec, "Historical KPI names")' });

const retry = z
  .strictObject({
    retries: int(LIMITS.retries, DEFAULTS.retry.retries),
    minDelayMs: int(LIMITS.delayMs, DEFAULTS.retry.minDelayMs),
    maxDelayMs: int(LIMITS.delayMs, DEFAULTS.retry.maxDelayMs),
    maxRetryAfterMs: int(LIMITS.delayMs, DEFAULTS.retry.maxRetryAfterMs),
  })
  .refine((r) => r.minDelayMs <= r.maxDelayMs, {
    error: "minDelayMs must not exceed maxDelayMs",
    path: ["minDelayMs"],
  })
  .default({ ...DEFAULTS.retry });

function band(fallback: number, what: string) {
  return z
    .number()
    .min(0, { error: "expected a band from 0 to 1 (5 % is 0.05)" })
    .max(1, { error: "expected a band from 0 to 1 (5 % is 0.05)" })
    .default(fallback)
    .meta({ description: what });
}

/** DESIGN.md "Verdicts": one rule set for every output. */
const verdictRules = z
  .strictObject({
    energy: z
      .strictObject({
        watch: band(
          DEFAULTS.verdicts.energy.watch,
          "budget variance down to −watch is 'watch', below it 'below'",
        ),
      })
      .default({ ...DEFAULTS.verdicts.energy }),
    pr: z
      .strictObject({
        watch: band(DEFAULTS.verdicts.pr.watch, "PR down to target − watch (fraction) is 'watch'"),
        metric: z
          .enum(["pr", "prTemperatureCorrected", "prEffective"])
          .default(DEFAULTS.verdicts.pr.metric)
          .meta({
            description:
              "which PR is judged against the target: IEC 61724-1, at 25 °C, or the service's effective PR",
          }),
      })
      .default({ ...DEFAULTS.verdicts.pr }),
    availability: z
      .strictObject({
        watch: band(DEFAULTS.verdicts.availability.watch, "availability down to target − watch is 'watch'"),
      })
      .default({ ...DEFAULTS.verdicts.availability }),
    irradiation: z
      .strictObject({
        watch: band(
          DEFAULTS.verdicts.irradiation.watch,
          "irradiation down to −watch against normal is 'watch'",
        ),
      })
      .default({ ...DEFAULTS.verdicts.irradiation }),
  })
  .default({
    energy: { ...DEFAULTS.verdicts.energy },
    pr: { ...DEFAULTS.verdicts.pr },
    availability: { ...DEFAULTS.verdicts.availability },
    irradiation: { ...DEFAULTS.verdicts.irradiation },
  })
  .meta({
    description:
      "verdict bands: on target at or beyond the target, 'watch' within the band short of it, 'below' further",
  });

const branding = z
  .strictObject({
    company: z.string().min(1).default(DEFAULTS.branding.company),
    accentColor: z
      .string()
      .regex(/^#[0-9A-Fa-f]{6}$/, {
        error: (iss) => `${JSON.stringify(iss.input)}: expected a colour #RRGGBB`,
      })
      .default(DEFAULTS.branding.accentColor),
    logo: z
      .string()
      .min(1)
      .optional()
      .meta({ description: "PNG or JPEG, path relative to the definition file" }),
  })
  .default({ ...DEFAULTS.branding });

export const definitionSchema = z
  .strictObject({
    $schema: z.string().optional().meta({ description: "for editors; ignored" }),
    title: z.string().trim().min(1, { error: "expected a non-empty title" }),
    period,
    plants: plantSelection.default("all"),
    units: z
      .strictObject({
        energy: z.enum(["kWh", "MWh"]).default(DEFAULTS.units.energy),
        ratio: z.enum(["percent", "fraction"]).default(DEFAULTS.units.ratio),
      })
      .default({ ...DEFAULTS.units })
      .meta({ description: "what the service's numbers mean (its spec does not say)" }),
    currency,
    locale,
    targets: z
      .strictObject({
        pr: fraction.default(DEFAULTS.targets.pr),
        availability: fraction.default(DEFAULTS.targets.availability),
      })
      .default({ ...DEFAULTS.targets }),
    verdicts: verdictRules,
    plantDetails: plantDetails.default({}),
    kpis,
    concurrency: int(LIMITS.concurrency, DEFAULTS.concurrency),
    maxDaysPerRequest: int(LIMITS.maxDaysPerRequest, DEFAULTS.maxDaysPerRequest),
    timeoutMs: int(LIMITS.timeoutMs, DEFAULTS.timeoutMs),
    retry,
    history: int(LIMITS.history, DEFAULTS.history).meta({
      description: "months of trend, the report month included",
    }),
    branding,
    workbooks: z
      .strictObject({
        perPlantSheetLimit: int(LIMITS.perPlantSheetLimit, DEFAULTS.workbooks.perPlantSheetLimit),
      })
      .default({ ...DEFAULTS.workbooks }),
    pdf: z.strictObject({ enabled: z.boolean().default(DEFAULTS.pdf.enabled) }).default({ ...DEFAULTS.pdf }),
  })
  .meta({ title: "solar-report report definition" });

/** The definition as validated, before paths are resolved. */
export type ParsedDefinition = z.output<typeof definitionSchema>;
