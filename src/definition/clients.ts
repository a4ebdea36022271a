/**
 * The definition's `clients`: plant owners, each sent a pack of its own plants. A plant
 * belongs to one client at most: overlaps of plant ids are caught here, overlaps through
 * filters once the plant list is known (client-plants.ts).
 */
import { z } from "zod";
import { clientFileStem } from "./client-file-name.js";
import { addressList } from "./delivery.js";
import { localeTag } from "./locale.js";
import { EXAMPLE_ID, type PlantSelection, plantSelection } from "./plant-fields.js";

const clientName = z
  .string()
  .trim()
  .min(1, { error: "expected a client name" })
  .max(200, { error: "a client name of more than 200 characters: shorten it" })
  .refine((name) => name === "" || clientFileStem(name) !== "", {
    error: (iss) =>
      `${JSON.stringify(iss.input)} leaves nothing usable in a file name: use letters or digits`,
  })
  .meta({ description: "the client's name as printed on its pack", examples: ["Stadtwerke Nordhafen"] });

const client = z
  .strictObject({
    name: clientName,
    plants: plantSelection.meta({
      description: "the client's plants: a list of ids or include/exclude filters, as the top-level `plants`",
      examples: [[EXAMPLE_ID], { include: { namePattern: "^Nordhafen" } }],
    }),
    locale: localeTag.optional().meta({
      description: "BCP 47 locale of the client's pack (default: the definition's `locale`)",
      examples: ["da-DK"],
    }),
    recipients: addressList("who `solar-report deliver` e-mails the client's pack to", [
      "energie@nordhafen.example",
    ]),
  })
  .meta({
    description: "one plant owner",
    examples: [{ name: "Stadtwerke Nordhafen", plants: [EXAMPLE_ID], locale: "de-DE" }],
  });
export type ClientDefinition = z.output<typeof client>;

/** Ids a selection names exactly (a list, or include.ids alone); null when a filter decides. */
export function exactIds(plants: PlantSelection): string[] | null {
  if (Array.isArray(plants)) return plants;
  if (plants === "all" || plants.exclude) return null;
  const inc = plants.include;
  if (!inc?.ids || inc.countries || inc.plantTypes || inc.namePattern) return null;
  return inc.ids;
}

type Ctx = z.core.$RefinementCtx<ClientDefinition[]>;

function checkNames(list: ClientDefinition[], ctx: Ctx): void {
  const stems = new Map<string, number>();
  list.forEach((c, i) => {
    const stem = clientFileStem(c.name).toLowerCase();
    if (stem === "") return;
    const first = stems.get(stem);
    if (first === undefined) {
      stems.set(stem, i);
      return;
    }
    const other = list[first]!.name;
    const message =
      other.toLowerCase() === c.name.toLowerCase()
        ? `duplicate client name ${JSON.stringify(c.name)} (also clients[${first}])`
        : `${JSON.stringify(c.name)} and ${JSON.stringify(other)} (clients[${first}]) would share one file name: rename one`;
    ctx.addIssue({ code: "custom", path: [i, "name"], message });
  });
}

function checkIds(list: ClientDefinition[], ctx: Ctx): void {
  const owner = new Map<string, number>();
  list.forEach((c, i) => {
    for (const id of exactIds(c.plants) ?? []) {
      const first = owner.get(id.toLowerCase());
      if (first === undefined) owner.set(id.toLowerCase(), i);
      else if (first !== i)
        ctx.addIssue({
          code: "custom",
          path: [i, "plants"],
          message: `plant ${id} is in clients ${JSON.stringify(list[first]!.name)} and ${JSON.stringify(c.name)}: a plant belongs to one client at most`,
        });
    }
  });
}

export const clients = z
  .array(client)
  .superRefine((list, ctx) => {
    checkNames(list, ctx);
    checkIds(list, ctx);
  })
  .default([])
  .meta({
    description: "plant owners, each sent a pack of its plants; a plant belongs to one client at most",
    examples: [[{ name: "Stadtwerke Nordhafen", plants: [EXAMPLE_ID] }]],
  });
