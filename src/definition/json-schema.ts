/** templates/report-definition.schema.json, generated from the zod schema (never edited by hand). */
import { writeFile } from "node:fs/promises";
import { z } from "zod";
import { definitionInputSchema } from "./schema.js";

/** The JSON Schema of what a user writes (`io: "input"`: defaulted keys are optional). */
export function definitionJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(definitionInputSchema, { io: "input", target: "draft-2020-12" }) as Record<
    string,
    unknown
  >;
}

export function jsonSchemaText(): string {
  return `${JSON.stringify(definitionJsonSchema(), null, 2)}\n`;
}

export async function writeJsonSchema(path: string): Promise<void> {
  await writeFile(path, jsonSchemaText(), "utf8");
}
