/** Every key of the definition's JSON Schema explains itself on hover: a description and an example. */
import { describe, expect, it } from "vitest";
import { definitionJsonSchema } from "../../../src/definition/index.js";

type Node = Record<string, unknown>;

/** Every property schema, by its path, wherever it sits (nested objects, unions, arrays, records). */
function properties(node: unknown, path = ""): [string, Node][] {
  if (node === null || typeof node !== "object") return [];
  if (Array.isArray(node)) return node.flatMap((n) => properties(n, path));
  const n = node as Node;
  const own = Object.entries((n.properties as Record<string, Node> | undefined) ?? {}).flatMap(
    ([key, child]): [string, Node][] => [[`${path}.${key}`, child], ...properties(child, `${path}.${key}`)],
  );
  const nested = (["anyOf", "oneOf", "allOf", "items", "additionalProperties", "$defs"] as const).flatMap(
    (k) =>
      properties(n[k], k === "items" ? `${path}[]` : k === "additionalProperties" ? `${path}.<key>` : path),
  );
  return [...own, ...nested];
}

describe("report-definition.schema.json", () => {
  it("gives every property a description and an example", () => {
    const all = properties(definitionJsonSchema());
    expect(all.length).toBeGreaterThan(54);
    const undocumented = all
      .filter(
        ([, s]) => typeof s.description !== "string" || !Array.isArray(s.examples) || s.examples.length === 0,
      )
      .map(([p]) => p);
    expect(undocumented).toEqual([]);
    const paths = all.map(([p]) => p);
    for (const key of [".clients[].name", ".commentary", ".plantDetails.<key>.locale", ".retry.retries"])
      expect(paths).toContain(key);
  });
});
