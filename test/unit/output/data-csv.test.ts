/**
 * data/*.csv: RFC 4180 with a BOM, one row per plant, day and figure saying measured,
 * estimated or missing; one row per plant carrying exactly its manifest figures.
 */
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { buildClients } from "../../../src/metrics/index.js";
import { DAILY_FIELDS, METRIC_NAMES, type ReportModel } from "../../../src/metrics/model.js";
import { buildManifest } from "../../../src/output/manifest.js";
import { csvLine, csvLines, csvText, neutralise } from "../../../src/render/csv/csv-text.js";
import {
  DAILY_HEADER,
  DailyCsvLines,
  dailyCsv,
  dailyCsvBytes,
  dailyCsvPlantBytes,
  MONTHLY_HEADER,
  monthlyCsv,
} from "../../../src/render/csv/data-csv.js";
import { sampleModel } from "../../fixtures/model.js";

function table(text: string): Record<string, string>[] {
  expect(text.startsWith("\ufeff")).toBe(true);
  expect(text.endsWith("\r\n")).toBe(true);
  return parse(text, { bom: true, columns: true }) as Record<string, string>[];
}

/** The fixture with plants 0 and 2 in one client. */
function model(): ReportModel {
  const m = sampleModel({ plants: 4, withFailures: true });
  const historyMonths = m.portfolio.trend.map((t) => t.month);
  const members = [{ name: 'Owner "A", Ltd', locale: "en-GB", plantIds: [m.plants[0]!.id, m.plants[2]!.id] }];
  return {
    ...m,
    clients: buildClients(members, m.plants, m.dates, historyMonths, m.verdictRules),
  };
}

/** A manifest value at a dotted path, as the CSV writes it. */
function at(entry: unknown, path: string): string {
  const v = path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | null)?.[k], entry);
  return v === null || v === undefined ? "" : String(v);
}

describe("daily CSV lines made while the run fetches (DailyCsvLines)", () => {
  it("gives back a plant's lines once, for that plant object and the client they were made with", () => {
    const m = model();
    const [p0, , p2] = m.plants;
    const early = new DailyCsvLines();
    early.add(p0!, 'Owner "A", Ltd');
    early.add(p2!, null);
    // Another object with the same id, or another client, gets none: the caller makes them again.
    expect(early.take({ ...p0! }, 'Owner "A", Ltd')).toBeNull();
    expect(early.take(p2!, 'Owner "A", Ltd')).toBeNull();
    const first = early.take(p0!, 'Owner "A", Ltd');
    expect(first?.toString("utf8").split("\r\n")[0]).toBe(
      `${p0!.id},${p0!.name},"Owner ""A"", Ltd",${p0!.daily[0]!.date},${DAILY_FIELDS[0]},${p0!.daily[0]![DAILY_FIELDS[0]!]},measured`,
    );
    expect(early.take(p0!, 'Owner "A", Ltd')).toBeNull();
  });

  it("makes the same file with lines made early, even where the plan's client was not the model's", () => {
    const m = model();
    const early = new DailyCsvLines();
    // Plant 2's lines were made before it was known to be client A's: they are made again.
    for (const [i, p] of m.plants.entries()) early.add(p, i === 0 ? 'Owner "A", Ltd' : null);
    const made = dailyCsvBytes(m, early);
    expect(made.equals(dailyCsvBytes(m))).toBe(true);
    const p2 = m.plants[2]!;
    expect(made.toString("utf8")).toContain(`${p2.id},${p2.name},"Owner ""A"", Ltd",`);
    expect(dailyCsvPlantBytes(p2, null).toString("utf8")).toContain(`${p2.id},${p2.name},,`);
  });
});

describe("daily CSV", () => {
  it("has a row per plant, day and figure, with the estimate and its source where one was made", () => {
    const m = model();
    const rows = table(dailyCsv(m));
    expect(Object.keys(rows[0]!)).toEqual(DAILY_HEADER);
    const ok = m.plants.filter((p) => p.daily.length > 0);
    expect(rows).toHaveLength(ok.reduce((n, p) => n + p.daily.length * DAILY_FIELDS.length, 0));
    const p0 = m.plants[0]!;
    const estimated = p0.daily.find((d) => d.yieldKwh === null && d.yieldEstimatedKwh !== null)!;
    const missing = p0.daily.find((d) => d.yieldKwh === null && d.yieldEstimatedKwh === null)!;
    const row = (date: string, figure: string) =>
      rows.find((r) => r.plantId === p0.id && r.date === date && r.figure === figure)!;
    expect(row(estimated.date, "yieldKwh")).toMatchObject({
      value: String(estimated.yieldEstimatedKwh),
      source: "estimated",
      client: 'Owner "A", Ltd',
    });
    expect(row(missing.date, "yieldKwh")).toMatchObject({ value: "", source: "missing" });
    const measured = p0.daily[0]!;
    expect(Number(row(measured.date, "pr").value)).toBe(measured.pr);
    expect(row(measured.date, "pr").source).toBe("measured");
    expect(rows.find((r) => r.plantId === m.plants[1]!.id)).toBeUndefined();
  });

  it("is written a plant at a time as exactly the UTF-8 of its records: BOM, quoting, CRLF, any script", () => {
    const m = model();
    m.plants[0] = { ...m.plants[0]!, name: '東京 "Süd", =Ost' };
    m.plants[2] = { ...m.plants[2]!, name: "محطة\u200f 2" };
    // The records one by one through csvLine, joined by csvLines: the file as one text.
    const records = [csvLine(DAILY_HEADER)];
    const client = (id: string) => m.clients.find((c) => c.plantIds.includes(id))?.name ?? "";
    for (const p of m.plants)
      for (const row of p.daily.filter((d) => d.status !== "future"))
        for (const field of DAILY_FIELDS) {
          const estimate =
            field === "yieldKwh"
              ? row.yieldEstimatedKwh
              : field === "meterYieldKwh"
                ? row.meterYieldEstimatedKwh
                : null;
          const value = row[field] ?? estimate;
          const source = row[field] !== null ? "measured" : estimate !== null ? "estimated" : "missing";
          records.push(csvLine([p.id, p.name, client(p.id), row.date, field, value, source]));
        }
    const expected = new TextEncoder().encode(csvLines(records));
    expect(Buffer.compare(dailyCsvBytes(m), Buffer.from(expected))).toBe(0);
    expect(dailyCsv(m)).toBe(csvLines(records));
  });
});

describe("monthly CSV", () => {
  it("holds every figure of each plant's manifest entry, to the last digit", () => {
    const m = model();
    const manifest = buildManifest(m, { workbooks: {}, pdfs: new Map() });
    const rows = table(monthlyCsv(m));
    expect(rows).toHaveLength(m.plants.length);
    const figures = MONTHLY_HEADER.slice(4);
    expect(figures).toContain("metrics.budgetVariance");
    expect(figures).toContain("bridge.value.weather");
    rows.forEach((row, i) => {
      const entry = manifest.plants[i]!;
      expect(row.id).toBe(entry.id);
      expect(row.status).toBe(entry.status);
      for (const f of figures) {
        expect(row[f], `${entry.name} ${f}`).toBe(at(entry, f));
        if (row[f] !== "" && typeof at(entry, f) === "string" && /^-?\d/.test(row[f]!))
          expect(Number(row[f])).toBe(Number(at(entry, f)));
      }
    });
    expect(rows[0]!.client).toBe('Owner "A", Ltd');
    expect(rows[1]!.client).toBe("");
  });
});

/** The monthly file's columns before issue 28, in order: BI users read them by name and by position. */
const V1_HEADER = [
  "id",
  "name",
  "client",
  "status",
  ...[
    "yieldKwh",
    "meterYieldKwh",
    "yieldTotalKwh",
    "meterYieldTotalKwh",
    "yieldEstimatedKwh",
    "meterYieldEstimatedKwh",
    "irradiationKwhM2",
    "pr",
    "referenceYieldKwh",
    "prEffective",
    "prTemperatureCorrected",
    "availability",
    "availabilityLossKwh",
    "cellTemperatureC",
    "overspillKwh",
    "specificYieldKwhKwp",
    "budgetKwh",
    "budgetCoveredKwh",
    "budgetVariance",
    "irradiationNormalKwhM2",
    "irradiationVariance",
    "revenue",
    "daysWithData",
    "daysEstimated",
    "daysInMonth",
    "lateDays",
  ].map((k) => `metrics.${k}`),
  ...["budgetKwh", "weatherKwh", "availabilityKwh", "performanceKwh", "actualKwh"].map((k) => `bridge.${k}`),
  ...["budget", "weather", "availability", "performance", "actual"].map((k) => `bridge.value.${k}`),
  ...["from", "to", "yieldTotalKwh", "meterYieldTotalKwh", "revenue", "budgetKwh", "budgetVariance"].map(
    (k) => `ytd.${k}`,
  ),
  "lastYear.month",
  "lastYear.yieldTotalKwh",
  "lastYear.change",
  ...["energy", "pr", "availability", "irradiation"].map((f) => `verdicts.${f}`),
];

/** Plant 0 with a rolling-12 P-level (hand-made: 4,120 MWh against P50 4,310, P90 3,960) and a month not ended. */
function modelWithEdges(): ReportModel {
  const m = model();
  const sigma = (4_310_000 - 3_960_000) / 1.2816;
  m.plants[0] = {
    ...m.plants[0]!,
    reportedThrough: "2026-10-30",
    monthEndsAt: "2026-11-01T10:00:00.000Z",
    pLevel: {
      rolling12: {
        from: "2025-11",
        to: "2026-10",
        energyKwh: 4_120_000,
        p50Kwh: 4_310_000,
        p90Kwh: 3_960_000,
        sigmaKwh: sigma,
        exceedance: 75.5,
        daysWithoutData: 3,
      },
      missing: null,
    },
  };
  m.plants[3] = {
    ...m.plants[3]!,
    pLevel: { rolling12: null, missing: { reason: "incompleteMonths", months: ["2026-03"] } },
  };
  return m;
}

describe("monthly CSV columns (issue 28)", () => {
  it("keeps every earlier column where it was and appends the new figures at the end", () => {
    expect(MONTHLY_HEADER.slice(0, V1_HEADER.length)).toEqual(V1_HEADER);
    const added = MONTHLY_HEADER.slice(V1_HEADER.length);
    for (const name of [
      "metrics.budgetVarianceFull",
      "metrics.daysCovered",
      "metrics.daysReported",
      "metrics.dataCompleteness",
      "metrics.availabilityIrradiationKwhM2",
      "reportedThrough",
      "monthEndsAt",
      "bridge.curtailmentKwh",
      "bridge.exportLossKwh",
      "bridge.meteredKwh",
      "bridge.value.curtailment",
      "bridge.value.exportLoss",
      "bridge.value.metered",
      "ytd.budgetFullKwh",
      "ytd.budgetVarianceFull",
      "pLevel.rolling12.energyKwh",
      "pLevel.rolling12.exceedance",
      "pLevel.rolling12.daysWithoutData",
      "pLevel.missing.reason",
    ])
      expect(added, name).toContain(name);
    // Issue 32: the plant's details at the very end, so no earlier column moves.
    expect(MONTHLY_HEADER.slice(-4)).toEqual([
      "capacityKwp",
      "tariff",
      "targets.budgetKwh",
      "targets.irradiationKwhM2",
    ]);
    // A metric the model gains later cannot be forgotten: every one has a column.
    for (const k of METRIC_NAMES) expect(MONTHLY_HEADER).toContain(`metrics.${k}`);
    expect(new Set(MONTHLY_HEADER).size).toBe(MONTHLY_HEADER.length);
  });

  it("carries the new figures as the model has them: days, full budget, bridge to revenue, P-level", () => {
    const m = modelWithEdges();
    const rows = table(monthlyCsv(m));
    const p0 = m.plants[0]!;
    const r0 = rows[0]!;
    expect(r0.reportedThrough).toBe("2026-10-30");
    expect(r0.monthEndsAt).toBe("2026-11-01T10:00:00.000Z");
    expect(r0["pLevel.rolling12.exceedance"]).toBe("75.5");
    expect(r0["pLevel.rolling12.energyKwh"]).toBe("4120000");
    expect(r0["pLevel.rolling12.daysWithoutData"]).toBe("3");
    expect(Number(r0["pLevel.rolling12.sigmaKwh"])).toBe((4_310_000 - 3_960_000) / 1.2816);
    expect(r0["pLevel.missing.reason"]).toBe("");
    expect(rows[3]!["pLevel.missing.reason"]).toBe("incompleteMonths");
    expect(rows[3]!["pLevel.rolling12.exceedance"]).toBe("");
    // Plant 0 of the fixture: 31 days, 28 measured (the 5th, 8th and 12th without a yield), 2 estimated.
    expect(r0["metrics.daysReported"]).toBe("31");
    expect(r0["metrics.daysCovered"]).toBe("30");
    expect(Number(r0["metrics.dataCompleteness"])).toBe(28 / 31);
    expect(Number(r0["metrics.budgetVarianceFull"])).toBe(
      p0.metrics.yieldTotalKwh! / p0.metrics.budgetKwh! - 1,
    );
    // The money bridge ends at the revenue, digit for digit.
    expect(r0["bridge.value.metered"]).toBe(r0["metrics.revenue"]);
    expect(Number(r0["bridge.meteredKwh"])).toBe(p0.metrics.meterYieldTotalKwh);
    expect(r0["bridge.curtailmentKwh"]).toBe(String(-p0.metrics.overspillKwh!));
    // A failed plant: no figures, its texts still there.
    expect(rows[1]).toMatchObject({
      status: "failed",
      "bridge.value.metered": "",
      "metrics.dataCompleteness": "",
    });
  });

  it("neutralises every text cell against formula execution, the plant's id included", () => {
    const m = modelWithEdges();
    m.plants[0] = { ...m.plants[0]!, id: "=cmd|' /C calc'!A0", name: "@SUM(1)" };
    m.plants[2] = { ...m.plants[2]!, name: "-2 Park" };
    m.clients = [{ ...m.clients[0]!, name: "+Owner", plantIds: ["=cmd|' /C calc'!A0"] }];
    for (const text of [monthlyCsv(m), dailyCsv(m)]) {
      const cells = (parse(text, { bom: true }) as string[][]).flat();
      expect(cells).toContain("'=cmd|' /C calc'!A0");
      const risky = cells.filter((c) => /^[=+\-@\t\r]/.test(c) && !Number.isFinite(Number(c)));
      expect(risky).toEqual([]);
    }
    const monthly = table(monthlyCsv(m));
    expect(monthly[0]).toMatchObject({ name: "'@SUM(1)", client: "'+Owner" });
    expect(monthly[2]!.name).toBe("'-2 Park");
    // Negative figures stay numbers.
    expect(Number(monthly[0]!["bridge.weatherKwh"])).toBe(m.plants[0]!.bridge!.weatherKwh);
  });
});

describe("CSV text", () => {
  it("quotes per RFC 4180 and keeps a spreadsheet from running a name as a formula", () => {
    expect(
      csvText(
        ["a", "b"],
        [
          ['x,"y"', "line\nbreak"],
          [null, 0.1 + 0.2],
        ],
      ),
    ).toBe('\ufeffa,b\r\n"x,""y""","line\nbreak"\r\n,0.30000000000000004\r\n');
    expect(neutralise("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(neutralise("-5 Park")).toBe("'-5 Park");
    expect(neutralise("Åby")).toBe("Åby");
    // The one writer neutralises every text cell, also after spaces and in full-width forms.
    expect(csvLine(["+1+2", " =1", "\u3000@x", "＝1", "\tA", "2026-10-01", -0.5])).toBe(
      "'+1+2,' =1,'\u3000@x,'＝1,'\tA,2026-10-01,-0.5",
    );
  });
});
