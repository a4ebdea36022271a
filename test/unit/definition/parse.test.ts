/**
 * Report definitions: every mistake is reported at once, each with its path and the fix;
 * defaults are applied; the shipped templates are valid and their JSON Schema is current.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  DefinitionError,
  jsonSchemaText,
  loadDefinition,
  parseDefinition,
  resolveMonth,
  selectPlants,
} from "../../../src/definition/index.js";
import { plantDetails } from "../../../src/pipeline/fetch/fetch-plant.js";

const ID = "6f1c9a52-3c4e-4b7a-9a51-0c1f0e6b2d11";

function problems(text: string): string[] {
  try {
    parseDefinition(text, "def.yaml", "/tmp");
  } catch (err) {
    expect(err).toBeInstanceOf(DefinitionError);
    return (err as DefinitionError).message
      .split("\n")
      .slice(1)
      .map((l) => l.replace(/^\s*- /, ""));
  }
  throw new Error("expected the definition to be rejected");
}

describe("parseDefinition", () => {
  it("applies every default to a minimal definition", () => {
    const def = parseDefinition("title: Monthly\n", "def.yaml", "/tmp");
    expect(def).toMatchObject({
      title: "Monthly",
      period: "previous-month",
      plants: "all",
      units: { energy: "kWh", ratio: "percent" },
      currency: "EUR",
      concurrency: 8,
      maxDaysPerRequest: "auto",
      history: 13,
      targets: { pr: 0.8, availability: 0.98 },
      verdicts: {
        energy: { watch: 0.05 },
        pr: { watch: 0.02, metric: "pr" },
        availability: { watch: 0.01 },
        irradiation: { watch: 0.1 },
        listWatch: false,
      },
      workbooks: { perPlantSheetLimit: 50 },
    });
    expect(def.branding.logoPath).toBeNull();
  });

  it("takes a temperature coefficient per °C and verdict bands", () => {
    const def = parseDefinition(
      `title: x\nplantDetails:\n  ${ID}:\n    temperatureCoefficient: -0.0035\nverdicts:\n  pr: {watch: 0.03, metric: prTemperatureCorrected}\n`,
      "def.yaml",
      "/tmp",
    );
    expect(def.plantDetails[ID]?.temperatureCoefficient).toBe(-0.0035);
    expect(def.verdicts.pr).toEqual({ watch: 0.03, metric: "prTemperatureCorrected" });
    expect(def.verdicts.energy).toEqual({ watch: 0.05 });
  });

  it("accepts JSON as well as YAML", () => {
    const def = parseDefinition(
      '{"title": "J", "units": {"energy": "MWh", "ratio": "fraction"}}',
      "d.json",
      "/tmp",
    );
    expect(def.units).toEqual({ energy: "MWh", ratio: "fraction" });
  });

  it("lets a plant's PDF take its owner's language", () => {
    const def = parseDefinition(
      `title: x\nlocale: de-DE\nplantDetails:\n  ${ID}:\n    locale: fr-FR\n`,
      "d.yaml",
      "/tmp",
    );
    expect(def.locale).toBe("de-DE");
    expect(def.plantDetails[ID]?.locale).toBe("fr-FR");
    expect(plantDetails(def, ID).locale).toBe("fr-FR");
    expect(plantDetails(def, "00000000-0000-0000-0000-000000000000").locale).toBeNull();
  });

  it.each([
    ["malformed YAML", "title: x\n  bad: 1\n", /def\.yaml:1:\d+: bad indentation/],
    ["not a mapping", "- a\n- b\n", /expected a mapping of settings at the top level/],
    ["missing title", "period: 2026-10\n", /^title: /],
    [
      "unknown key with a suggestion",
      "title: x\nconcurency: 4\n",
      /^concurency: unknown key; did you mean "concurrency"\?/,
    ],
    [
      "bad month",
      "title: x\nperiod: 2026-13\n",
      /^period: "2026-13" is not a valid period: expected "previous-month" or YYYY-MM/,
    ],
    [
      "wrong budget length",
      `title: x\nplantDetails:\n  ${ID}:\n    budgetKwh: [1,2,3,4,5,6,7,8,9,10,11]\n`,
      new RegExp(`^plantDetails\\.${ID}\\.budgetKwh: expected 12 numbers \\(Jan–Dec\\), got 11$`),
    ],
    [
      "unknown KPI with the valid names",
      "title: x\nkpis:\n  yield: historical_plant_daily_yeld\n",
      /^kpis\.yield: unknown KPI "historical_plant_daily_yeld"; did you mean "historical_plant_daily_yield"\? \(valid names: historical_plant_daily_yield, .*historical_plant_effective_availability\)$/,
    ],
    [
      "credentials",
      "title: x\npassword: hunter2\n",
      /^password: credentials do not belong in a report definition/,
    ],
    ["duplicate plant ids", `title: x\nplants: [${ID}, ${ID}]\n`, /^plants\[1\]: duplicate plant id/],
    [
      "negative budget",
      `title: x\nplantDetails:\n  ${ID}:\n    budgetKwh: [1,2,3,4,5,6,7,8,9,10,11,-1]\n`,
      /budgetKwh\[11\]: expected a number ≥ 0 kWh$/,
    ],
    [
      "absurd capacity",
      `title: x\nplantDetails:\n  ${ID}:\n    capacityKwp: 6000000\n`,
      /capacityKwp: more than 5,000,000 kWp is not plausible/,
    ],
    ["not a plant id", "title: x\nplantDetails:\n  abc: {}\n", /^plantDetails\.abc: "abc" is not a plant id/],
    [
      "a temperature coefficient written as a percentage",
      `title: x\nplantDetails:\n  ${ID}:\n    temperatureCoefficient: -0.35\n`,
      new RegExp(
        `^plantDetails\\.${ID}\\.temperatureCoefficient: -0\\.35 looks like a percentage: write the coefficient per °C as a fraction, -0\\.0035 for -0\\.35 %/°C$`,
      ),
    ],
    [
      "a positive temperature coefficient",
      `title: x\nplantDetails:\n  ${ID}:\n    temperatureCoefficient: 0.0035\n`,
      /temperatureCoefficient: 0\.0035: expected a negative coefficient per °C \(e\.g\. -0\.0035\): power falls as modules heat$/,
    ],
    [
      "an implausible temperature coefficient",
      `title: x\nplantDetails:\n  ${ID}:\n    temperatureCoefficient: -5\n`,
      /temperatureCoefficient: -5: expected a coefficient per °C from -0\.02 to 0 \(e\.g\. -0\.0035\)$/,
    ],
    [
      "a verdict band as a percentage",
      "title: x\nverdicts:\n  pr: {watch: 2}\n",
      /^verdicts\.pr\.watch: expected a band from 0 to 1 \(5 % is 0\.05\)$/,
    ],
    ["an unknown PR to judge", "title: x\nverdicts:\n  pr: {metric: iec}\n", /^verdicts\.pr\.metric: /],
    ["bad currency", "title: x\ncurrency: EURO\n", /^currency: "EURO": expected an ISO 4217 code/],
    ["bad locale", "title: x\nlocale: xx-YY\n", /^locale: "xx-YY" is not a supported BCP 47 locale/],
    [
      "bad plant locale",
      `title: x\nplantDetails:\n  ${ID}:\n    locale: french\n`,
      new RegExp(`^plantDetails\\.${ID}\\.locale: "french" is not a supported BCP 47 locale`),
    ],
    [
      "bad regex",
      "title: x\nplants:\n  include: {namePattern: '('}\n",
      /namePattern: not a valid regular expression/,
    ],
    [
      "missing logo",
      "title: x\nbranding: {logo: nope.png}\n",
      /^branding\.logo: file not found: \/tmp\/nope\.png/,
    ],
  ])("rejects %s with a clear message", (_what, text, message) => {
    expect(problems(text)).toEqual(expect.arrayContaining([expect.stringMatching(message)]));
  });

  it("rejects a logo the PDFs could not draw (no image, damaged pixels), and takes the shipped one", () => {
    const logo = readFileSync(new URL("../../../templates/branding/logo.png", import.meta.url));
    const damaged = Buffer.from(logo);
    const idat = damaged.indexOf("IDAT");
    damaged.fill(0xaa, idat + 10, idat + 40); // the deflated pixels, not the chunk headers
    const files = { "damaged.png": damaged, "notes.png": Buffer.from("not an image"), "ok.png": logo };
    const dir = mkdtempSync(join(tmpdir(), "logo-"));
    for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dir, name), bytes);
    const issues = (name: string) => {
      try {
        parseDefinition(`title: x\nbranding: {logo: ${name}}\n`, "def.yaml", dir);
        return [];
      } catch (err) {
        return (err as DefinitionError).issues.map((i) => `${i.path}: ${i.message}`);
      }
    };
    expect(issues("damaged.png")).toEqual([
      expect.stringMatching(
        /^branding\.logo: .*damaged\.png cannot be drawn in the PDFs \(.+\): use a PNG or JPEG file$/,
      ),
    ]);
    expect(issues("notes.png")).toEqual([
      expect.stringMatching(/notes\.png cannot be drawn in the PDFs \(Unknown image format\.\)/),
    ]);
    expect(issues("ok.png")).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('takes maxDaysPerRequest "auto" or a whole number of days, and nothing else', () => {
    const days = (v: string) =>
      parseDefinition(`title: x\nmaxDaysPerRequest: ${v}\n`, "d.yaml", "/tmp").maxDaysPerRequest;
    expect(days("auto")).toBe("auto");
    expect(days("31")).toBe(31);
    expect(days("366")).toBe(366);
    for (const bad of ["0", "367", "7.5", "automatic", "'31'"]) {
      expect(problems(`title: x\nmaxDaysPerRequest: ${bad}\n`)).toEqual([
        expect.stringMatching(/^maxDaysPerRequest: expected "auto" or a whole number from 1 to 366/),
      ]);
    }
  });

  it("takes maxRequestsPerSecond as a number above 0 (absent: not paced), and nothing else", () => {
    const rps = (v: string) =>
      parseDefinition(`title: x\nmaxRequestsPerSecond: ${v}\n`, "d.yaml", "/tmp").maxRequestsPerSecond;
    expect(parseDefinition("title: x\n", "d.yaml", "/tmp").maxRequestsPerSecond).toBeUndefined();
    expect(rps("50")).toBe(50);
    expect(rps("0.5")).toBe(0.5);
    for (const bad of ["0", "-5", "10001", "fast", "'50'"]) {
      expect(problems(`title: x\nmaxRequestsPerSecond: ${bad}\n`)).toEqual([
        expect.stringMatching(
          /^maxRequestsPerSecond: expected a number of requests a second above 0, at most 10000/,
        ),
      ]);
    }
  });

  it("reports several problems at once", () => {
    const found = problems("title: x\nperiod: 2026-13\ncurrency: EURO\nconcurency: 4\n");
    expect(found).toHaveLength(3);
  });
});

describe("resolveMonth", () => {
  const now = new Date("2026-11-15T08:00:00Z");
  it("takes the previous month by default and --month over the definition", () => {
    expect(resolveMonth("previous-month", undefined, now).month).toBe("2026-10");
    expect(resolveMonth("2026-03", "2026-05", now).month).toBe("2026-05");
  });
  it("reports the month in progress up to yesterday and refuses the future", () => {
    const r = resolveMonth("2026-11", undefined, now);
    expect(r.reportedThrough).toBe("2026-11-14");
    expect(r.dates).toHaveLength(30);
    expect(() => resolveMonth("2026-12", undefined, now)).toThrow(/in the future/);
    expect(() => resolveMonth("previous-month", "2026-1", now)).toThrow(/not a valid month/);
  });
  it("gives the history window ending with the report month", () => {
    expect(resolveMonth("2026-02", undefined, now).historyMonths(3)).toEqual([
      "2025-12",
      "2026-01",
      "2026-02",
    ]);
  });
});

describe("selectPlants", () => {
  const plant = (id: string, name: string, country: string) => ({
    id,
    name,
    label: null,
    country,
    tz_offset: "+01:00",
    plant_type: "utility",
  });
  const a = plant("00000000-0000-0000-0000-00000000000a", "Solarpark Nørre Åby", "Denmark");
  const b = plant("00000000-0000-0000-0000-00000000000b", "Śląsk I", "Poland");
  const c = plant("00000000-0000-0000-0000-00000000000c", "Ğaziantep", "Turkey");
  const def = (plants: string) => parseDefinition(`title: x\nplants: ${plants}\n`, "d.yaml", "/tmp");

  it("filters by country code and name pattern, with exclusions", () => {
    const r = selectPlants(def(`{include: {countries: [DK, PL]}, exclude: {namePattern: "^śl"}}`), [
      a,
      b,
      c,
    ] as never);
    expect(r.selected.map((p) => p.name)).toEqual(["Solarpark Nørre Åby"]);
  });

  it("keeps a list's order and returns ids the account does not have", () => {
    const missing = "00000000-0000-0000-0000-0000000000ff";
    const r = selectPlants(def(`[${c.id}, ${missing}, ${a.id}]`), [a, b, c] as never);
    expect(r.selected.map((p) => p.id)).toEqual([c.id, a.id]);
    expect(r.unknownIds).toEqual([missing]);
  });
});

describe("templates", () => {
  it("the shipped definitions are valid", async () => {
    const demo = await loadDefinition("templates/demo.yaml");
    expect(demo.branding.logoPath).toMatch(/templates\/branding\/logo\.png$/);
    const finance = await loadDefinition("templates/monthly-finance.yaml");
    expect(finance.locale).toBe("de-DE");
    expect(Object.keys(finance.plantDetails)).toHaveLength(2);
  });

  it("report-definition.schema.json is generated from the schema (run `npm run schema` after a change)", () => {
    expect(readFileSync("templates/report-definition.schema.json", "utf8")).toBe(jsonSchemaText());
  });
});
