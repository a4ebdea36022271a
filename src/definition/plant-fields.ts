/**
 * Schema pieces about plants: ids, the plant selection (`plants`) and the per-plant
 * facts the service never serves (`plantDetails`: capacity, P50 budget, tariff, targets, the
 * owner's language).
 */
import { z } from "zod";
import { LIMITS } from "./defaults.js";
import { localeTag } from "./locale-field.js";

const MONTHS = "(Jan–Dec)";

/** Spec, "Plant": `id` is a UUID. Any 8-4-4-4-12 hex id is accepted: the service does not promise RFC 4122 versions. */
export const plantId = z.guid({
  error: (iss) =>
    `${JSON.stringify(iss.input)} is not a plant id: expected a UUID as \`solar-report plants\` lists it`,
});

/** A list of plant ids; a repeated id is a copy-paste slip worth pointing at. */
export const plantIdList = z.array(plantId).superRefine((ids, ctx) => {
  const seen = new Map<string, number>();
  ids.forEach((id, index) => {
    const first = seen.get(id.toLowerCase());
    if (first === undefined) seen.set(id.toLowerCase(), index);
    else
      ctx.addIssue({
        code: "custom",
        path: [index],
        message: `duplicate plant id ${id} (also at [${first}])`,
      });
  });
});

/** ISO 3166-1 alpha-2, upper case, and a region `Intl` knows (so "XX" is rejected). */
const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
const ALPHA_2 = /^[A-Z]{2}$/;
// The refine skips what the regex already rejected: one message per mistake. (No `abort`: it
// would hide the nested message inside the `plants` union.)
const isKnownRegion = (code: string) =>
  !ALPHA_2.test(code) || (regionNames.of(code) ?? "Unknown Region") !== "Unknown Region";
export const countryCode = z
  .string()
  .regex(ALPHA_2, {
    error: (iss) => `${JSON.stringify(iss.input)}: expected an ISO 3166 alpha-2 code such as "DE"`,
  })
  .refine(isKnownRegion, {
    error: (iss) => `${JSON.stringify(iss.input)} is not an ISO 3166 country code`,
  });

/** A JavaScript regular expression, compiled here so a typo fails validation, not the run. */
export const namePattern = z
  .string()
  .min(1)
  .superRefine((pattern, ctx) => {
    try {
      new RegExp(pattern, "iu");
    } catch (err) {
      ctx.addIssue({ code: "custom", message: `not a valid regular expression: ${(err as Error).message}` });
    }
  })
  .meta({ description: "JavaScript regular expression matched against the plant name (case-insensitive)" });

const plantFilter = z.strictObject({
  ids: plantIdList.optional(),
  countries: z.array(countryCode).optional(),
  plantTypes: z
    .array(z.string().min(1))
    .optional()
    .meta({ description: "values of the service's plant_type" }),
  namePattern: namePattern.optional(),
});
export type PlantFilter = z.output<typeof plantFilter>;

export const plantSelection = z
  .union(
    [
      z.literal("all"),
      plantIdList,
      z.strictObject({ include: plantFilter.optional(), exclude: plantFilter.optional() }),
    ],
    {
      error: 'expected "all", a list of plant ids, or { include: …, exclude: … }',
    },
  )
  .meta({ description: '"all", a list of plant ids (report order), or include/exclude filters' });
export type PlantSelection = z.output<typeof plantSelection>;

export const fraction = z
  .number()
  .min(0, { error: "expected a fraction from 0 to 1 (80 % is 0.8)" })
  .max(1, { error: "expected a fraction from 0 to 1 (80 % is 0.8)" });
/** Twelve monthly values, January first; `max` rejects unit slips such as Wh for kWh. */
function monthly(max: number, unit: string) {
  return z
    .array(
      z
        .number()
        .min(0, { error: `expected a number ≥ 0 ${unit}` })
        .max(max, { error: `${unit}: more than ${max.toExponential()} is not plausible` }),
    )
    .length(12, {
      error: (iss) =>
        `expected 12 numbers ${MONTHS}, got ${Array.isArray(iss.input) ? iss.input.length : "something else"}`,
    });
}

export const plantDetail = z.strictObject({
  capacityKwp: z
    .number()
    .positive({ error: "expected a capacity > 0 kWp" })
    .max(LIMITS.maxCapacityKwp, {
      error: `more than ${LIMITS.maxCapacityKwp.toLocaleString("en")} kWp is not plausible`,
    })
    .optional()
    .meta({ description: "DC capacity, kWp (for specific yield)" }),
  budgetKwh: monthly(LIMITS.maxBudgetMonthKwh, "kWh")
    .optional()
    .meta({ description: "P50 budget per calendar month, kWh, January first" }),
  tariff: z
    .number()
    .min(0, { error: "expected a tariff ≥ 0 (currency per kWh)" })
    .max(LIMITS.maxTariff, {
      error: `a tariff above ${LIMITS.maxTariff} per kWh is not plausible: is it per MWh?`,
    })
    .optional()
    .meta({ description: "revenue per kWh of meter yield, in the definition's currency" }),
  prTarget: fraction.optional(),
  availabilityTarget: fraction.optional(),
  temperatureCoefficient: z
    .number()
    .superRefine((g, ctx) => {
      const max = LIMITS.maxTemperatureCoefficient;
      if (g >= 0) {
        ctx.addIssue({
          code: "custom",
          message: `${g}: expected a negative coefficient per °C (e.g. -0.0035): power falls as modules heat`,
        });
      } else if (-g > max && -g / 100 <= max) {
        ctx.addIssue({
          code: "custom",
          message: `${g} looks like a percentage: write the coefficient per °C as a fraction, ${Number((g / 100).toPrecision(6))} for ${g} %/°C`,
        });
      } else if (-g > max) {
        ctx.addIssue({
          code: "custom",
          message: `${g}: expected a coefficient per °C from -${max} to 0 (e.g. -0.0035)`,
        });
      }
    })
    .optional()
    .meta({
      description: "module power temperature coefficient γ per °C, negative (e.g. -0.0035 for -0.35 %/°C)",
    }),
  irradiationNormalKwhM2: monthly(1_000, "kWh/m²")
    .optional()
    .meta({ description: "long-term normal irradiation per calendar month, kWh/m², January first" }),
  locale: localeTag.optional().meta({
    description: "BCP 47 language of this plant's PDF (its owner's), overriding the definition's `locale`",
  }),
});
export type PlantDetail = z.output<typeof plantDetail>;

export const plantDetails = z
  .record(plantId, plantDetail)
  .meta({ description: "facts the service does not serve, keyed by plant id" });
