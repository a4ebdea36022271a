import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { afterAll, describe, expect, it } from "vitest";
import { DefinitionError, parseDefinition, readDefinition } from "../../../src/definition/index.js";
import { definitionProblems } from "../../helpers/definition-problems.js";

const A = "6f1c9a52-3c4e-4b7a-9a51-0c1f0e6b2d11";
const B = "7a2d0b63-4d5f-4c8b-8b62-1d2f1f7c3e22";
const C = "8b3e1c74-5e6a-4d9c-9c73-2e3a2a8d4f33";

const DETAILS = `plantDetails:
  ${A}: {capacityKwp: 4820, tariff: 0.0712, temperatureCoefficient: -0.0035}
  ${B}: {capacityKwp: 1200, tariff: 0.0712, temperatureCoefficient: -0.0035}
`;
const CONTRACT = `${DETAILS}contracts:
  - name: O&M Nordhafen
    plants: [${A}, ${B}]
    start: 2021-07-01
    availability:
      guaranteed: 0.98
      excluded: [forceMajeure, outOfElectricalSpecification]
      period: contractYear
      scheme: priceAdjustment
      cap: 50000
    pr:
      guaranteed: 0.82
      degradation: 0.005
      tolerance: 0.03
      pricePerPoint: 1000
`;

/** Every events folder a test made, removed when the file's tests end. */
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function eventsDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "events-"));
  dirs.push(dir);
  return dir;
}

function withEvents(csv: string, yaml = CONTRACT): { dir: string; yaml: string } {
  const dir = eventsDir();
  writeFileSync(join(dir, "events.csv"), csv);
  return { dir, yaml: `title: x\n${yaml}events: events.csv\n` };
}

function eventProblems(csv: string, yaml = CONTRACT): string[] {
  const { dir, yaml: text } = withEvents(csv, yaml);
  try {
    parseDefinition(text, "def.yaml", dir);
  } catch (err) {
    expect(err).toBeInstanceOf(DefinitionError);
    return (err as DefinitionError).issues.map((i) => `${i.path}: ${i.message}`);
  }
  throw new Error("expected the definition to be rejected");
}

const HEADER = "plant,start,end,category,share,reference\n";

describe("contracts in the definition", () => {
  it("reads the issue's contract with its defaults", () => {
    const def = parseDefinition(`title: x\n${CONTRACT}`, "def.yaml", "/tmp");
    const c = def.contracts[0]!;
    expect(c.availability).toMatchObject({ guaranteed: 0.98, period: "contractYear", cap: 50000 });
    expect(c.pr).toMatchObject({ degradationMode: "linear", referenceTemperatureC: 25, pricePerPoint: 1000 });
    expect(def.events).toEqual([]);
  });

  it("names each wrong term and its fix", () => {
    const problems = definitionProblems(`clients: [{name: Nordhafen, plants: [${C}]}]
contracts:
  - name: X
    plants: [${A}]
    start: 2021-02-30
    availability: {guaranteed: 98, excluded: [forceMajor], scheme: energy, price: 120}
    pr: {guaranteed: 0.82, degradation: 0.5, price: 0.09, pricePerPoint: 1000}
  - name: Z
    plants: [${B}]
    client: Nordhafen
    start: 2021-07-01
`);
    const second = definitionProblems(`contracts:
  - {name: X, plants: [${A}], start: 2021-07-01, availability: {guaranteed: 0.98, scheme: energy, slope: 2}}
  - {name: x, plants: [${A}], start: 2021-07-01, pr: {guaranteed: 0.8}}
`);
    expect(second).toEqual([
      "contracts[0].availability.slope: slope applies to the priceAdjustment scheme only: remove it or set scheme: priceAdjustment",
      'contracts[1].name: duplicate contract name "x" (also contracts[0])',
      `contracts[1].plants: plant ${A} is in contracts "X" and "x": a plant is in one contract at most`,
    ]);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^contracts\[0\]\.start: "2021-02-30": expected the contract-year start as YYYY-MM-DD/,
        ),
        "contracts[0].availability.guaranteed: expected a fraction from 0 to 1 (80 % is 0.8)",
        expect.stringMatching(
          /^contracts\[0\]\.availability\.excluded\[0\]: unknown outage category "forceMajor"; did you mean "forceMajeure"\?/,
        ),
        "contracts[0].availability.price: 120 per kWh is not plausible: is it per MWh? Write 0.12",
        "contracts[0].pr.degradation: 0.5 a year looks like a percentage: write it as a fraction, 0.005 for 0.5 %",
        "contracts[0].pr.pricePerPoint: give price (per kWh) or pricePerPoint (per 0.01 of PR), not both",
        expect.stringMatching(/^contracts\[1\]\.plants: name the contract's plants/),
        expect.stringMatching(/^contracts\[1\]: a contract without availability or pr terms/),
      ]),
    );
  });

  it("refuses a client that is not in clients, and a floor above the guarantee", () => {
    const problems = definitionProblems(`contracts:
  - {name: Y, client: Southport, start: 2021-07-01, availability: {guaranteed: 0.9, floor: 0.95}}
`);
    expect(problems).toEqual(
      expect.arrayContaining([
        "contracts[0].availability.floor: floor 0.95 is not below guaranteed 0.9: lower it",
      ]),
    );
  });

  it("refuses a contract's client not in clients", () => {
    const problems = definitionProblems(`contracts:
  - {name: Y, client: Southport, start: 2021-07-01, availability: {guaranteed: 0.9}}
`);
    expect(problems).toEqual([
      'contracts[0].client: no client named "Southport" in clients: use one of (none defined)',
    ]);
  });

  it("names the plant facts a contract's money needs", () => {
    const problems = definitionProblems(`plantDetails:
  ${A}: {capacityKwp: 4820}
contracts:
  - name: PPA
    plants: [${A}]
    start: 2021-07-01
    availability: {guaranteed: 0.98}
    pr: {guaranteed: 0.82, pricePerPoint: 1000}
`);
    expect(problems).toEqual([
      `contracts[0]: the PR guarantee needs plantDetails.<id>.temperatureCoefficient of ${A}: add it`,
      `contracts[0]: the price adjustment (revenue) needs plantDetails.<id>.tariff of ${A}: add it`,
    ]);
  });
});

describe("the events file", () => {
  it("reads events: plant-local times, share defaulting to 1", () => {
    const { dir, yaml } = withEvents(
      `${HEADER}${A},2026-03-04T06:30,2026-03-04T12:00,forceMajeure,0.5,storm\n${B},2026-03-05 08:00,2026-03-06,forcedOutage,,\n`,
    );
    const def = parseDefinition(yaml, "def.yaml", dir);
    expect(def.events).toEqual([
      {
        plant: A,
        start: "2026-03-04T06:30",
        end: "2026-03-04T12:00",
        category: "forceMajeure",
        share: 0.5,
        reference: "storm",
        row: 2,
      },
      {
        plant: B,
        start: "2026-03-05T08:00",
        end: "2026-03-06T00:00",
        category: "forcedOutage",
        share: 1,
        reference: null,
        row: 3,
      },
    ]);
  });

  it("names the row and the fix of every problem", () => {
    const problems = eventProblems(
      HEADER +
        `${A},2026-03-04T12:00,2026-03-04T06:00,forceMajeure,,\n` +
        `${A},2026-03-05T06:00,2026-03-05T09:00,forceMajor,,\n` +
        `${A},2026-03-06T06:00,2026-03-06T09:00,forcedOutage,50,\n` +
        `${A},2026-03-07T06:00,2026-03-07T09:00,forcedOutage,,\n` +
        `${A},2026-03-07T08:00,2026-03-07T10:00,scheduledMaintenance,,\n` +
        `${C},2026-03-07T08:00,2026-03-07T10:00,scheduledMaintenance,,\n` +
        `${A},4.3.2026 06:00,2026-03-08T10:00,scheduledMaintenance,,\n`,
    );
    expect(problems).toEqual([
      "events.csv row 2, end: end before start: swap them",
      expect.stringMatching(
        /^events\.csv row 3, category: unknown outage category "forceMajor"; did you mean "forceMajeure"\?/,
      ),
      "events.csv row 4, share: 50 looks like a percentage: write 0.5 for 50 %",
      expect.stringMatching(
        /^events\.csv row 8, start: "4\.3\.2026 06:00": expected the plant-local time as YYYY-MM-DDTHH:MM/,
      ),
      `events.csv row 7, plant: plant ${C} is in no contract: add it to a contract's plants, or remove the event`,
      "events.csv row 6, start: overlaps row 5 of the same plant (2026-03-07T06:00–2026-03-07T09:00): end one event before the other starts, or give each its share",
    ]);
  });

  it("refuses events without contracts and unknown columns", () => {
    expect(eventProblems(`${HEADER}${A},2026-03-04T06:00,2026-03-04T07:00,forcedOutage,,\n`, "")).toEqual([
      "events: events are given but no contracts: add contracts, or remove events",
    ]);
    expect(eventProblems("plant,begin,end,category\n")).toEqual([
      'events.csv row 1: unknown column "begin" (columns: plant, start, end, category, share, reference)',
      "events.csv row 1: no start column: add it (columns: plant, start, end, category, share, reference)",
    ]);
  });

  it("reads an XLSX events file, date cells with their time of day", async () => {
    const dir = eventsDir();
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("Events");
    ws.addRow(["plant", "start", "end", "category", "share", "reference"]);
    ws.addRow([
      A,
      new Date(Date.UTC(2026, 2, 4, 6, 30)),
      new Date(Date.UTC(2026, 2, 4, 12)),
      "forceMajeure",
      0.25,
      "T-17",
    ]);
    await wb.xlsx.writeFile(join(dir, "events.xlsx"));
    const def = await readDefinition(`title: x\n${CONTRACT}events: events.xlsx\n`, "def.yaml", dir);
    expect(def.events).toEqual([
      {
        plant: A,
        start: "2026-03-04T06:30",
        end: "2026-03-04T12:00",
        category: "forceMajeure",
        share: 0.25,
        reference: "T-17",
        row: 2,
      },
    ]);
  });
});
