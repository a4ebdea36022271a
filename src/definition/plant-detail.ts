/**
 * The per-plant facts the service never serves (`plantDetails`: capacity, P50 budget, tariff,
 * targets, temperature coefficient, irradiation normals, locale), written in the definition
 * or kept in a CSV/XLSX file (details-file.ts turns its rows into this same mapping, so every
 * value meets the same rules and messages).
 */
import { z } from "zod";
import { LIMITS } from "./defaults.js";
import { localeTag } from "./locale.js";
import { EXAMPLE_ID, plantId } from "./plant-fields.js";

const MONTHS = "(Jan–Dec)";

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

/** γ < 0, and a value that only makes sense as a percentage is called one. */
const temperatureCoefficient = z.number().superRefine((g, ctx) => {
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
});

/** A yield study's one-year energy; 12 × the monthly limit catches MWh written as kWh the same way. */
const annualEnergy = z
  .number()
  .positive({ error: "expected an annual energy > 0 kWh" })
  .max(12 * LIMITS.maxBudgetMonthKwh, {
    error: `kWh a year: more than ${(12 * LIMITS.maxBudgetMonthKwh).toExponential()} is not plausible`,
  });

const BUDGET_EXAMPLE = [
  98000, 176000, 338000, 486000, 612000, 640000, 648000, 552000, 398000, 242000, 118000, 76000,
];
const NORMAL_EXAMPLE = [22, 40, 78, 118, 150, 158, 160, 134, 92, 55, 25, 16];

export const plantDetail = z
  .strictObject({
    capacityKwp: z
      .number()
      .positive({ error: "expected a capacity > 0 kWp" })
      .max(LIMITS.maxCapacityKwp, {
        error: `more than ${LIMITS.maxCapacityKwp.toLocaleString("en")} kWp is not plausible`,
      })
      .optional()
      .meta({ description: "DC capacity, kWp (for specific yield and IEC PR)", examples: [4820] }),
    budgetKwh: monthly(LIMITS.maxBudgetMonthKwh, "kWh")
      .optional()
      .meta({ description: "P50 budget per calendar month, kWh, January first", examples: [BUDGET_EXAMPLE] }),
    tariff: z
      .number()
      .min(0, { error: "expected a tariff ≥ 0 (currency per kWh)" })
      .max(LIMITS.maxTariff, {
        error: `a tariff above ${LIMITS.maxTariff} per kWh is not plausible: is it per MWh?`,
      })
      .optional()
      .meta({
        description: "revenue per kWh of meter yield, in the definition's currency",
        examples: [0.0712],
      }),
    prTarget: fraction
      .optional()
      .meta({ description: "this plant's PR target, a fraction (overrides targets.pr)", examples: [0.82] }),
    availabilityTarget: fraction.optional().meta({
      description: "this plant's availability target, a fraction (overrides targets.availability)",
      examples: [0.99],
    }),
    temperatureCoefficient: temperatureCoefficient.optional().meta({
      description: "module power temperature coefficient γ per °C, negative (e.g. -0.0035 for -0.35 %/°C)",
      examples: [-0.0035],
    }),
    irradiationNormalKwhM2: monthly(1_000, "kWh/m²")
      .optional()
      .meta({
        description: "long-term normal irradiation per calendar month, kWh/m², January first",
        examples: [NORMAL_EXAMPLE],
      }),
    locale: localeTag.optional().meta({
      description: "BCP 47 locale for this plant's PDF (default: its client's, else the definition's)",
      examples: ["de-DE"],
    }),
    p50AnnualKwh: annualEnergy.optional().meta({
      description:
        "the yield study's one-year P50 energy, kWh (with p90AnnualKwh: the P-level of the rolling 12 months)",
      examples: [4_310_000],
    }),
    p90AnnualKwh: annualEnergy.optional().meta({
      description: "the yield study's one-year P90 energy, kWh (below p50AnnualKwh)",
      examples: [3_960_000],
    }),
  })
  .superRefine((d, ctx) => {
    if (d.p50AnnualKwh !== undefined && d.p90AnnualKwh !== undefined && d.p90AnnualKwh >= d.p50AnnualKwh)
      ctx.addIssue({
        code: "custom",
        path: ["p90AnnualKwh"],
        message: `${d.p90AnnualKwh} is not below the P50 of ${d.p50AnnualKwh}: P90 is the energy exceeded in 90 % of years, so it is the lower of the two`,
      });
    if ((d.p50AnnualKwh === undefined) !== (d.p90AnnualKwh === undefined))
      ctx.addIssue({
        code: "custom",
        path: [d.p50AnnualKwh === undefined ? "p50AnnualKwh" : "p90AnnualKwh"],
        message:
          "give both p50AnnualKwh and p90AnnualKwh (the P-level needs the spread between them), or neither",
      });
  })
  .meta({
    description: "one plant's facts; every key optional",
    examples: [{ capacityKwp: 4820, budgetKwh: BUDGET_EXAMPLE, tariff: 0.0712 }],
  });
export type PlantDetail = z.output<typeof plantDetail>;

/** The keys of a plant's details, in the order of the columns of a details file. */
export const PLANT_DETAIL_KEYS = Object.keys(plantDetail.shape) as (keyof PlantDetail)[];

export const plantDetailsMap = z.record(plantId, plantDetail).meta({
  description: "facts the service does not serve, keyed by plant id",
  examples: [{ [EXAMPLE_ID]: { capacityKwp: 4820, tariff: 0.0712 } }],
});

/**
 * A CSV or XLSX file name: details-file.ts reads it and puts the mapping in its place before
 * the definition is validated, so validation sees only the mapping (and its messages stay
 * those of the mapping, not of a union); the JSON Schema shows both forms.
 */
export const plantDetailsFile = z
  .string()
  .regex(/\.([cC][sS][vV]|[xX][lL][sS][xX])$/, {
    error: (iss) =>
      `${JSON.stringify(iss.input)}: expected a mapping of plant id → details, or the path of a .csv or .xlsx file`,
  })
  .meta({
    description: "path of a CSV or XLSX file, relative to the definition, with one row per plant",
    examples: ["plant-details.csv"],
  });

export const plantDetailsEither = z.union([plantDetailsFile, plantDetailsMap]).meta({
  description:
    "facts the service does not serve: a mapping keyed by plant id, or a CSV/XLSX file (templates/plant-details.csv)",
  examples: ["plant-details.xlsx", { [EXAMPLE_ID]: { capacityKwp: 4820, tariff: 0.0712 } }],
});
