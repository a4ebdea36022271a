/** The month's commentary: read when present, absent is none, broken rules stop with every problem. */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DefinitionError } from "../../../src/definition/index.js";
import {
  commentaryWarnings,
  MAX_COMMENTARY_CHARS,
  readCommentary,
} from "../../../src/pipeline/run/commentary.js";

const A = "6f1c9a52-3c4e-4b7a-9a51-0c1f0e6b2d11";
const B = "9a0e4d3b-7c21-4f5e-8d6a-1b2c3d4e5f60";
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "solar-commentary-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("readCommentary", () => {
  it("reads the report month's file, keyed by plant id, and warns about ids not in the report", async () => {
    await writeFile(
      join(dir, "2026-10.yaml"),
      `${A.toUpperCase()}: |\n  Inverter 3 was replaced on 14 October.\n  Yield is back on budget.\n${B}: Grid works.\n`,
    );
    const c = await readCommentary(dir, "2026-10");
    expect(c.get(A)).toBe("Inverter 3 was replaced on 14 October.\nYield is back on budget.");
    expect(commentaryWarnings(c, "2026-10", [A]).map((w) => w.message)).toEqual([
      `commentary 2026-10.yaml: plant ${B} is not in this report: its text is not printed`,
    ]);
  });

  it("gives none without a folder or without the month's file", async () => {
    expect((await readCommentary(null, "2026-10")).size).toBe(0);
    expect((await readCommentary(dir, "2026-09")).size).toBe(0);
  });

  it("stops on text too long, not text, or a key that is no plant id, listing each", async () => {
    const long = "x".repeat(MAX_COMMENTARY_CHARS + 1);
    await writeFile(join(dir, "2026-11.yaml"), `${A}: ${long}\n${B}: [a, b]\nPark 7: fine\n`);
    const err = await readCommentary(dir, "2026-11").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DefinitionError);
    expect((err as DefinitionError).message).toBe(
      [
        `${join(dir, "2026-11.yaml")}: 3 problems:`,
        `  - ${A}: 601 characters: at most 600 (a few sentences) fit on the plant's page`,
        `  - ${B}: expected plain text (a few sentences), not a list or a mapping`,
        '  - Park 7: "Park 7" is not a plant id: expected a UUID as `solar-report plants` lists it',
      ].join("\n"),
    );
  });
});
