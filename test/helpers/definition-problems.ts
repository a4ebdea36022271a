/** The problems `parseDefinition` lists for a definition, "path: message" each (it must refuse it). */
import { expect } from "vitest";
import { DefinitionError, parseDefinition } from "../../src/definition/index.js";

/** `yaml` follows a `title: x` line. */
export function definitionProblems(yaml: string): string[] {
  try {
    parseDefinition(`title: x\n${yaml}`, "def.yaml", "/tmp");
  } catch (err) {
    expect(err).toBeInstanceOf(DefinitionError);
    return (err as DefinitionError).issues.map((i) => `${i.path}: ${i.message}`);
  }
  throw new Error("expected the definition to be rejected");
}
