/**
 * The definition's `contracts` (DESIGN.md "Contracts and guarantees"): each names its plants
 * (ids, or a client of `clients`), the day its contract years start, and any of an availability
 * and a PR guarantee (contract-terms.ts). A plant is in one contract at most.
 */
import { z } from "zod";
import { availabilityTerms, prTerms } from "./contract-terms.js";
import { EXAMPLE_ID, plantIdList } from "./plant-fields.js";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (s: string) => DATE.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

const contract = z
  .strictObject({
    name: z
      .string()
      .trim()
      .min(1, { error: "expected the contract's name, as outputs print it" })
      .meta({ description: "the contract's name, printed in outputs", examples: ["O&M Nordhafen"] }),
    plants: plantIdList.optional(),
    client: z
      .string()
      .trim()
      .min(1)
      .optional()
      .meta({
        description: "or: every plant of this client (a name in `clients`)",
        examples: ["Stadtwerke Nordhafen"],
      }),
    start: z
      .string()
      .refine(isDate, {
        error: (iss) =>
          `${JSON.stringify(iss.input)}: expected the contract-year start as YYYY-MM-DD (e.g. the commercial operation date)`,
      })
      .meta({
        description: "first day of the first contract year; quarters and years count from it",
        examples: ["2021-07-01"],
      }),
    availability: availabilityTerms.optional(),
    pr: prTerms.optional(),
  })
  .superRefine((c, ctx) => {
    if ((c.plants === undefined) === (c.client === undefined))
      ctx.addIssue({
        code: "custom",
        path: ["plants"],
        message: "name the contract's plants: plants: [<id>, …] or client: <name>, one of them",
      });
    if (c.availability === undefined && c.pr === undefined)
      ctx.addIssue({
        code: "custom",
        path: [],
        message: "a contract without availability or pr terms has no money to settle: add one",
      });
  })
  .meta({
    description: "an O&M contract or PPA with guarantees",
    examples: [
      {
        name: "O&M Nordhafen",
        plants: [EXAMPLE_ID],
        start: "2021-07-01",
        availability: { guaranteed: 0.98 },
      },
    ],
  });

export type ContractDefinition = z.output<typeof contract>;

type Ctx = z.core.$RefinementCtx<ContractDefinition[]>;

function checkContracts(list: ContractDefinition[], ctx: Ctx): void {
  const names = new Map<string, number>();
  const owner = new Map<string, number>();
  list.forEach((c, i) => {
    const first = names.get(c.name.toLowerCase());
    if (first !== undefined)
      ctx.addIssue({
        code: "custom",
        path: [i, "name"],
        message: `duplicate contract name ${JSON.stringify(c.name)} (also contracts[${first}])`,
      });
    else names.set(c.name.toLowerCase(), i);
    for (const id of c.plants ?? []) {
      const other = owner.get(id.toLowerCase());
      if (other === undefined) owner.set(id.toLowerCase(), i);
      else
        ctx.addIssue({
          code: "custom",
          path: [i, "plants"],
          message: `plant ${id} is in contracts ${JSON.stringify(list[other]!.name)} and ${JSON.stringify(c.name)}: a plant is in one contract at most`,
        });
    }
  });
}

export const contracts = z
  .array(contract)
  .superRefine(checkContracts)
  .default([])
  .meta({ description: "O&M contracts and PPAs whose guarantees the report settles", examples: [[]] });

/** `events`: a CSV or XLSX file of outages with their causes, relative to the definition. */
export const eventsFile = z
  .string()
  .regex(/\.(csv|xlsx)$/i, {
    error: (iss) => `${JSON.stringify(iss.input)}: expected a .csv or .xlsx file of events`,
  })
  .optional()
  .meta({
    description: "outage events (plant, start, end, category, share, reference) that assign losses to causes",
    examples: ["events.csv"],
  });
