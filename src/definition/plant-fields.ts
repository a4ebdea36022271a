/**
 * Schema pieces about plants: ids and the plant selection (`plants`, also a client's
 * `plants`). The per-plant facts (`plantDetails`) are in plant-detail.ts.
 */
import { z } from "zod";

/** What every example id in the JSON Schema looks like. */
export const EXAMPLE_ID = "6f1c9a52-3c4e-4b7a-9a51-0c1f0e6b2d11";

/** Spec, "Plant": `id` is a UUID. Any 8-4-4-4-12 hex id is accepted: the service does not promise RFC 4122 versions. */
export const plantId = z.guid({
  error: (iss) =>
    `${JSON.stringify(iss.input)} is not a plant id: expected a UUID as \`solar-report plants\` lists it`,
});

/** A list of plant ids; a repeated id is a copy-paste slip worth pointing at. */
export const plantIdList = z
  .array(plantId)
  .superRefine((ids, ctx) => {
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
  })
  .meta({ description: "plant ids as `solar-report plants` lists them", examples: [[EXAMPLE_ID]] });

// Made on first use: ICU's region names take tens of milliseconds to load, which a definition
// without plant details need not pay.
let names: Intl.DisplayNames | undefined;
function regionNames(): Intl.DisplayNames {
  names ??= new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  return names;
}
const ALPHA_2 = /^[A-Z]{2}$/;
/** ISO 3166-1 alpha-2, upper case, and a region `Intl` knows (so "XX" is rejected). */
// The refine skips what the regex already rejected: one message per mistake. (No `abort`: it
// would hide the nested message inside the `plants` union.)
const isKnownRegion = (code: string) =>
  !ALPHA_2.test(code) || (regionNames().of(code) ?? "Unknown Region") !== "Unknown Region";
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
  .meta({
    description: "JavaScript regular expression matched against the plant name (case-insensitive)",
    examples: ["^Solarpark"],
  });

const plantFilter = z
  .strictObject({
    ids: plantIdList.optional(),
    countries: z
      .array(countryCode)
      .optional()
      .meta({ description: "ISO 3166 alpha-2 codes of the plants' countries", examples: [["DE", "DK"]] }),
    plantTypes: z
      .array(z.string().min(1))
      .optional()
      .meta({ description: "values of the service's plant_type", examples: [["utility"]] }),
    namePattern: namePattern.optional(),
  })
  .meta({
    description: "a plant matches when it meets every criterion given (any value of a list)",
    examples: [{ countries: ["DE"], namePattern: "^Solarpark" }],
  });
export type PlantFilter = z.output<typeof plantFilter>;

export const plantSelection = z
  .union(
    [
      z.literal("all"),
      plantIdList,
      z.strictObject({
        include: plantFilter.optional().meta({ description: "plants matching this filter (default: all)" }),
        exclude: plantFilter.optional().meta({ description: "then drop the plants matching this filter" }),
      }),
    ],
    {
      error: 'expected "all", a list of plant ids, or { include: …, exclude: … }',
    },
  )
  .meta({
    description: '"all", a list of plant ids (report order), or include/exclude filters',
    examples: ["all", { include: { countries: ["DE", "DK"] }, exclude: { ids: [EXAMPLE_ID] } }],
  });
export type PlantSelection = z.output<typeof plantSelection>;
