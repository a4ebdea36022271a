/**
 * Clients: a plant belongs to one client at most (ids at validate time, filters once the plant
 * list is known), names are unique and make distinct file names, stems never split a grapheme.
 */
import { describe, expect, it } from "vitest";
import type { Plant } from "../../../src/api/types.js";
import {
  ClientsError,
  clientFileStem,
  clientPdfFileName,
  parseDefinition,
  resolveClients,
} from "../../../src/definition/index.js";
import { definitionProblems } from "../../helpers/definition-problems.js";

const A = "6f1c9a52-3c4e-4b7a-9a51-0c1f0e6b2d11";
const B = "9a0e4d3b-7c21-4f5e-8d6a-1b2c3d4e5f60";
const C = "0e2f4a6b-8c0d-4e1f-9a2b-3c4d5e6f7a8b";

const problems = definitionProblems;

const plant = (id: string, name: string, country: string): Plant => ({
  id,
  name,
  label: "",
  tz_offset: "+01:00",
  country,
  plant_biz_model: "",
  plant_type: null,
  string_count_per_scb: null,
});

describe("clients in the definition", () => {
  it("takes names, plants as ids or filters, and a locale (default: the report's)", () => {
    const def = parseDefinition(
      `title: x\nlocale: de-DE\nclients:\n  - {name: Nordhafen, plants: [${A}]}\n  - {name: "Ørsted & Co", plants: {include: {countries: [DK]}}, locale: da-DK}\n`,
      "def.yaml",
      "/tmp",
    );
    expect(def.clients.map((c) => [c.name, c.locale])).toEqual([
      ["Nordhafen", undefined],
      ["Ørsted & Co", "da-DK"],
    ]);
    expect(parseDefinition("title: x\n", "d.yaml", "/tmp").clients).toEqual([]);
  });

  it("rejects a plant id in two clients, naming both, and names that collide", () => {
    expect(
      problems(
        `clients:\n  - {name: Nordhafen, plants: [${A}, ${B}]}\n  - {name: Südwind, plants: {include: {ids: [${B}]}}}\n  - {name: nordhafen, plants: [${C}]}\n  - {name: "a/b", plants: [${C.replace("0e", "1e")}]}\n  - {name: "a:b", plants: []}\n  - {name: "  ", plants: []}\n  - {name: "?*", plants: []}\n  - {name: X, plants: [${A}], locale: xx-invalid-}\n`,
      ),
    ).toEqual([
      "clients[5].name: expected a client name",
      'clients[6].name: "?*" leaves nothing usable in a file name: use letters or digits',
      'clients[7].locale: "xx-invalid-" is not a supported BCP 47 locale (examples: "en-GB", "de-DE")',
      'clients[2].name: duplicate client name "nordhafen" (also clients[0])',
      'clients[4].name: "a:b" and "a/b" (clients[3]) would share one file name: rename one',
      `clients[1].plants: plant ${B} is in clients "Nordhafen" and "Südwind": a plant belongs to one client at most`,
      `clients[7].plants: plant ${A} is in clients "Nordhafen" and "X": a plant belongs to one client at most`,
    ]);
  });
});

describe("clients at run time", () => {
  const plants = [
    plant(A, "Nordhafen 1", "Germany"),
    plant(B, "Aarhus Syd", "Denmark"),
    plant(C, "Kiel", "Germany"),
  ];
  const selection = [A, B, C];

  it("resolves filters against the plant list, in report order", () => {
    const def = parseDefinition(
      `title: x\nclients:\n  - {name: DE, plants: {include: {countries: [DE]}}}\n  - {name: DK, plants: [${B}], locale: da-DK}\n  - {name: None, plants: {include: {countries: [FR]}}}\n`,
      "d.yaml",
      "/tmp",
    );
    const { clients, warnings } = resolveClients(def, plants, [C, B, A]);
    expect(clients).toEqual([
      { name: "DE", locale: "en-GB", plantIds: [C, A] },
      { name: "DK", locale: "da-DK", plantIds: [B] },
      { name: "None", locale: "en-GB", plantIds: [] },
    ]);
    expect(warnings.map((w) => w.message)).toEqual(['client "None" has no plant in this report']);
  });

  it("stops on a plant two clients' filters both match, naming both clients and the plant", () => {
    const def = parseDefinition(
      `title: x\nclients:\n  - {name: Germany, plants: {include: {countries: [DE]}}}\n  - {name: Kiel owner, plants: {include: {namePattern: "^Kiel"}}}\n`,
      "d.yaml",
      "/tmp",
    );
    expect(() => resolveClients(def, plants, selection)).toThrow(
      new ClientsError(
        `plant ${C} (Kiel) is in clients "Germany" and "Kiel owner": a plant belongs to one client at most; narrow their \`plants\``,
      ),
    );
  });

  it("leaves out, with a warning, a client's plant the report does not have", () => {
    const def = parseDefinition(
      `title: x\nclients:\n  - {name: K, plants: [${A}, ${C}]}\n`,
      "d.yaml",
      "/tmp",
    );
    const { clients, warnings } = resolveClients(def, plants, [A]);
    expect(clients[0]!.plantIds).toEqual([A]);
    expect(warnings.map((w) => w.message)).toEqual([
      `client "K": plant ${C} (Kiel) is not among the report's plants: not in its pack`,
    ]);
  });
});

describe("client file names", () => {
  it("keeps the name, replaces what file systems refuse, and cuts whole graphemes", () => {
    expect(clientPdfFileName("Stadtwerke Nordhafen GmbH", "2026-10")).toBe(
      "Stadtwerke Nordhafen GmbH-2026-10.pdf",
    );
    expect(clientFileStem('A/B: "C"?')).toBe("A_B_ _C__");
    expect(clientFileStem("CON")).toBe("_CON");
    expect(clientFileStem("  .hidden.  ")).toBe("hidden");
    expect(clientFileStem("x\u202Efdp.exe")).toBe("xfdp.exe");
    const family = "👨‍👩‍👧‍👦";
    const stem = clientFileStem(family.repeat(40));
    expect(stem.length).toBeGreaterThan(0);
    expect(stem.length % family.length).toBe(0);
    expect(Buffer.byteLength(stem)).toBeLessThanOrEqual(180);
    const accents = clientFileStem("e\u0301".repeat(200));
    expect([...new Intl.Segmenter("en", { granularity: "grapheme" }).segment(accents)]).toHaveLength(80);
  });
});
