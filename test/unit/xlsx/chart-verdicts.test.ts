/**
 * The workbooks' charts say what the model says (DESIGN.md "Verdicts"): the variance-by-plant
 * bars and the PR-per-plant columns in the verdict's colour (the PDF's), the PR drawn as the
 * portfolio against its target plus small groups of plants, ratio columns from 0, the
 * waterfall's title on one line with contrasting labels, and every chart format tagged with
 * the report's locale. Read from the chart XML of built workbooks.
 */
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { ReportModel, Verdict } from "../../../src/metrics/model.js";
import { COLORS } from "../../../src/render/pdf/pages/theme.js";
import { formatLocaleTag, tagFormat } from "../../../src/render/xlsx/format-locale.js";
import { buildWorkbook, type WorkbookKind } from "../../../src/render/xlsx/index.js";
import { xlsxLabels } from "../../../src/render/xlsx/labels.js";
import { ratioAxisFloor } from "../../../src/render/xlsx/ratio-charts.js";
import { VERDICT_COLOURS } from "../../../src/render/xlsx/styles.js";
import { sampleModel } from "../../fixtures/model.js";
import { child, findAll, parseXml, type XmlNode } from "./xml-tree.js";

const OPTS = { perPlantSheetLimit: 50 };

async function charts(kind: WorkbookKind, model: ReportModel): Promise<Map<string, XmlNode>> {
  const parts = unzipSync(new Uint8Array(await buildWorkbook(kind, model, OPTS)));
  const out = new Map<string, XmlNode>();
  for (const [name, bytes] of Object.entries(parts)) {
    if (!/^xl\/charts\/chart\d+\.xml$/.test(name)) continue;
    const xml = parseXml(Buffer.from(bytes).toString("utf8"));
    const title = findAll(child(findAll(xml, "chart")[0]!, "title")!, "t")
      .map((t) => t.text)
      .join("\n");
    out.set(title, xml);
  }
  return out;
}

function titled(all: Map<string, XmlNode>, text: string): XmlNode {
  const found = [...all.entries()].filter(([t]) => t === text);
  expect(
    found.map(([t]) => t),
    text,
  ).toHaveLength(1);
  return found[0]![1];
}

const serName = (ser: XmlNode) => findAll(child(ser, "tx")!, "v")[0]!.text;
const fill = (n: XmlNode | undefined) => (n ? findAll(n, "srgbClr")[0]?.attrs.val : undefined);
/** A series' cached values by point index. */
function points(ser: XmlNode): Map<number, number> {
  const cache = findAll(child(ser, "val")!, "numCache")[0]!;
  return new Map(findAll(cache, "pt").map((p) => [Number(p.attrs.idx), Number(child(p, "v")!.text)]));
}

describe("chart colours follow the model's verdicts", () => {
  it("uses the plant PDF's verdict colours", () => {
    const hex = (c: string) => c.replace("#", "").toUpperCase();
    expect(VERDICT_COLOURS).toEqual({
      target: hex(COLORS.green),
      watch: hex(COLORS.amber),
      below: hex(COLORS.red),
    });
  });

  it("draws each plant's variance bar in the series of its energy verdict", async () => {
    const model = sampleModel({ plants: 8, seed: 3 });
    // A shortfall inside the watch band is amber "Watch", not red (the PDF and index.html say so).
    const verdicts = model.plants.map((p) => p.verdicts.energy.verdict);
    expect(new Set(verdicts).size).toBeGreaterThan(1);
    const L = xlsxLabels(model.locale);
    const chart = titled(await charts("yield", model), L.rankingTitle(model.month));
    const sers = findAll(chart, "ser");
    const byVerdict = new Map<Verdict, XmlNode>();
    for (const v of ["target", "watch", "below"] as const) {
      const ser = sers.find((s) => serName(s) === L.verdicts.names[v]);
      if (ser) byVerdict.set(v, ser);
      if (ser) expect(fill(child(ser, "spPr")), v).toBe(VERDICT_COLOURS[v]);
    }
    const ranked = model.portfolio.ranking.filter((e) => e.rank !== null);
    ranked.forEach((e, j) => {
      const p = model.plants.find((x) => x.id === e.plantId)!;
      for (const [v, ser] of byVerdict) {
        const shown = points(ser).get(j);
        if (v === p.verdicts.energy.verdict) expect(shown, `${p.name} ${v}`).toBe(p.metrics.budgetVariance);
        else expect(shown, `${p.name} not ${v}`).toBeUndefined();
      }
    });
  });

  it.each(["pr", "availability"] as const)(
    "%s: draws each plant's column in the series of its verdict, named in the legend, on an axis from 0",
    async (kind) => {
      const model = sampleModel({ plants: 6 });
      // One plant judged without a verdict (no target): its column keeps the neutral grey series.
      const loose = model.plants.findIndex((p) => p.status === "ok");
      model.plants[loose] = {
        ...model.plants[loose]!,
        verdicts: {
          ...model.plants[loose]!.verdicts,
          [kind]: { ...model.plants[loose]!.verdicts[kind], verdict: null },
        },
      };
      const L = xlsxLabels(model.locale);
      const parts = unzipSync(new Uint8Array(await buildWorkbook(kind, model, OPTS)));
      const chart = titled(await charts(kind, model), L.ratio.perPlant(kind, model.month));
      const columns = findAll(chart, "barChart")[0]!;
      expect(child(columns, "grouping")!.attrs.val).toBe("stacked");
      expect(findAll(columns, "dPt")).toEqual([]);
      const sers = findAll(columns, "ser");
      // The figure the verdict judges: the definition's PR metric, or availability.
      const key = kind === "pr" ? model.verdictRules.pr.metric : "availability";
      const judged = (i: number) => model.plants[i]!.metrics[key];
      const seriesOf = new Map(sers.map((s) => [serName(s), s]));
      // A verdict no plant has draws nothing and names nothing in the legend.
      const present = new Set(
        model.plants.map((p, i) => (judged(i) === null ? null : p.verdicts[kind].verdict)),
      );
      expect(present.size).toBeGreaterThan(2);
      for (const v of ["target", "watch", "below"] as const) {
        const ser = seriesOf.get(L.verdicts.names[v]);
        expect(ser !== undefined, v).toBe(present.has(v));
        if (ser) expect(fill(child(ser, "spPr")), v).toBe(VERDICT_COLOURS[v]);
      }
      const neutral = sers.find((s) => !Object.values(L.verdicts.names).includes(serName(s)))!;
      expect(fill(child(neutral, "spPr"))).not.toBeOneOf(Object.values(VERDICT_COLOURS));
      model.plants.forEach((p, i) => {
        const v = p.verdicts[kind].verdict;
        const home = v === null ? neutral : seriesOf.get(L.verdicts.names[v])!;
        for (const ser of sers) {
          const shown = points(ser).get(i);
          if (ser === home && judged(i) !== null)
            expect(shown, `${p.name} in ${serName(ser)}`).toBe(judged(i));
          else expect(shown, `${p.name} not in ${serName(ser)}`).toBeUndefined();
        }
      });
      // The series read hidden columns of the Charts sheet: the chart plots hidden cells.
      expect(child(findAll(chart, "chart")[0]!, "plotVisOnly")!.attrs.val).toBe("0");
      const ref = findAll(child(sers[0]!, "val")!, "f")[0]!.text;
      expect(ref).toMatch(new RegExp(`^'?${L.sheets.charts}'?!\\$A[F-I]\\$2:\\$A[F-I]\\$7$`));
      const sheetXml = Object.entries(parts)
        .filter(([n]) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n))
        .map(([, b]) => Buffer.from(b).toString("utf8"))
        .find((x) => x.includes('min="32"'));
      expect(sheetXml).toMatch(/<col min="32" max="3[2-5]"[^>]*hidden="1"/);
      const valAx = findAll(chart, "valAx")[0]!;
      expect(findAll(valAx, "min")[0]?.attrs.val).toBe("0");
    },
  );
});

describe("the PR charts stay readable", () => {
  it("draws the portfolio against its target alone, and plants at most four to a chart", async () => {
    const model = sampleModel({ plants: 12 });
    const L = xlsxLabels(model.locale);
    const all = await charts("pr", model);
    const portfolio = titled(all, L.ratio.chartTitle("pr", "portfolio", model.month));
    expect(findAll(portfolio, "ser").map(serName)).toEqual([L.ratio.portfolio("pr"), L.charts.target]);
    const best = L.ratio.chartTitle("pr", "bestWorst", model.month);
    const groups = [...all.entries()].filter(([t]) => t.startsWith(best));
    expect(groups.map(([t]) => t)).toEqual([`${best} (1/2)`, `${best} (2/2)`]);
    for (const [, g] of groups) {
      const names = findAll(g, "ser").map(serName);
      expect(names.slice(0, 2)).toEqual([L.ratio.portfolio("pr"), L.charts.target]);
      expect(names.length - 2).toBeLessThanOrEqual(4);
    }
    // The best three first, the worst three after, as the model ranks the month's PR.
    const drawn = groups.flatMap(([, g]) => findAll(g, "ser").map(serName).slice(2));
    const byPr = model.plants
      .filter((p) => p.metrics.prEffective !== null)
      .sort((a, b) => b.metrics.prEffective! - a.metrics.prEffective!)
      .map((p) => p.name);
    expect(drawn).toEqual([...byPr.slice(0, 3), ...byPr.slice(-3)]);
  });
});

describe("daily ratio axes", () => {
  it("start on a round 10 % at least 5 points under the lowest value, at 0 for a trip day", () => {
    expect(ratioAxisFloor([[0.81, 0.77, null], [0.8]])).toBe(0.7);
    expect(ratioAxisFloor([[0.84], [0.8]])).toBe(0.7);
    expect(ratioAxisFloor([[0.92, 0.96]])).toBe(0.8);
    expect(ratioAxisFloor([[0.8, 0, 0.79]])).toBe(0);
    expect(ratioAxisFloor([[null]])).toBe(0);
  });

  it("the portfolio's daily PR chart uses it", async () => {
    const model = sampleModel({ plants: 4 });
    const L = xlsxLabels(model.locale);
    const chart = titled(await charts("pr", model), L.ratio.chartTitle("pr", "portfolio", model.month));
    const drawn = findAll(chart, "ser").map((ser) => [...points(ser).values()]);
    const min = Number(findAll(findAll(chart, "valAx")[0]!, "min")[0]!.attrs.val);
    expect(min).toBe(ratioAxisFloor(drawn));
    expect(min).toBeLessThanOrEqual(Math.min(...drawn.flat()) - 0.05);
    expect(Math.round(min * 10)).toBeCloseTo(min * 10, 9);
  });
});

describe("the waterfall", () => {
  it("keeps its title to one line, the axis note on the axis, labels that contrast", async () => {
    const model = sampleModel({ plants: 3 });
    const L = xlsxLabels(model.locale);
    const chart = titled(await charts("yield", model), L.bridgeTitle(L.portfolio, model.month));
    expect(findAll(child(findAll(chart, "chart")[0]!, "title")!, "p")).toHaveLength(1);
    const valAx = findAll(chart, "valAx")[0]!;
    const min = Number(findAll(valAx, "min")[0]?.attrs.val ?? 0);
    const axisTitle = findAll(child(valAx, "title")!, "t")[0]!.text;
    expect(axisTitle).toBe(min > 0 ? L.bridgeAxisBreak(min) : L.units.kwh);
    // Ticks at multiples of a step the chart sets (the reader counted 9.6M, 10.1M, … from its own).
    const major = Number(child(valAx, "majorUnit")?.attrs.val);
    expect(min, "the sample's axis starts above 0").toBeGreaterThan(0);
    expect(String(major)).toMatch(/^[125]0*$/);
    expect(min % major).toBe(0);
    const label = (name: string) => {
      const ser = findAll(chart, "ser").find((s) => serName(s) === name);
      const dLbls = ser && child(ser, "dLbls");
      return dLbls && { text: fill(child(dLbls, "txPr")), box: fill(child(dLbls, "spPr")) };
    };
    // White on the navy totals; dark text on a white box on the green and red steps (a series
    // without a bar to draw is left out of the chart).
    expect(label(L.bridgeColumns.total)).toEqual({ text: "FFFFFF", box: undefined });
    const steps = [label(L.bridgeColumns.up), label(L.bridgeColumns.down)].filter((x) => x !== undefined);
    expect(steps.length).toBeGreaterThan(0);
    for (const step of steps) expect(step).toEqual({ text: "1F2933", box: "FFFFFF" });
  });
});

describe("chart formats carry the report's locale", () => {
  it("maps locales to their Windows locale ids, a region it does not list to its language", () => {
    expect(formatLocaleTag("de-DE")).toBe("[$-407]");
    expect(formatLocaleTag("de-AT")).toBe("[$-C07]");
    expect(formatLocaleTag("de-LI")).toBe("[$-407]");
    expect(formatLocaleTag("fr-FR")).toBe("[$-40C]");
    expect(formatLocaleTag("en-GB")).toBe("[$-809]");
    expect(formatLocaleTag("sv-SE")).toBe("[$-409]");
    expect(formatLocaleTag("not a tag")).toBe("[$-409]");
  });

  it("tags every section of a format, not quoted semicolons or General", () => {
    expect(tagFormat("+0.0%;-0.0%;0.0%", "[$-407]")).toBe("[$-407]+0.0%;[$-407]-0.0%;[$-407]0.0%");
    expect(tagFormat('0 "a;b"', "[$-407]")).toBe('[$-407]0 "a;b"');
    expect(tagFormat("General", "[$-407]")).toBe("General");
    expect(tagFormat("[$-40C]d mmm", "[$-407]")).toBe("[$-40C]d mmm");
  });

  it.each([
    ["de-DE", "[$-407]d", "Oktober 2026"],
    ["fr-FR", "[$-40C]d", "octobre 2026"],
    ["en-GB", "[$-809]d", "October 2026"],
  ])(
    "%s: the daily charts' date axis reads the day only (%s), every other day, the month in the title",
    async (locale, code, month) => {
      const model = { ...sampleModel({ plants: 3 }), locale };
      let days = 0;
      for (const kind of ["yield", "pr", "availability"] as const) {
        for (const [title, xml] of await charts(kind, model)) {
          for (const ax of findAll(xml, "catAx")) {
            const fmt = child(ax, "numFmt")?.attrs.formatCode;
            if (fmt === undefined || !fmt.includes("d")) continue;
            if (fmt.includes("yyyy")) continue;
            days++;
            // "1. Okt" beside "3. Okt" ran together in LibreOffice, which ignores the skip below.
            expect(fmt, `${kind} ${title}`).toBe(code);
            expect(child(ax, "tickLblSkip")?.attrs.val, `${kind} ${title}`).toBe("2");
            // The axis no longer says which month: the title does, the plants' charts' too.
            expect(title, kind).toContain(month);
          }
        }
      }
      // The portfolio's daily chart in each workbook, the PR and availability groups, each plant's.
      expect(days).toBeGreaterThan(6);
    },
  );

  it.each([
    ["de-DE", "[$-407]"],
    ["fr-FR", "[$-40C]"],
    ["en-GB", "[$-809]"],
  ])("%s: every axis, category and label format of every chart starts with %s", async (locale, tag) => {
    const model = { ...sampleModel({ plants: 3 }), locale };
    for (const kind of ["yield", "pr", "availability"] as const) {
      const all = await charts(kind, model);
      expect(all.size).toBeGreaterThan(2);
      for (const [title, xml] of all) {
        const codes = [
          ...findAll(xml, "numFmt").map((n) => n.attrs.formatCode!),
          ...findAll(xml, "formatCode")
            .map((n) => n.text)
            .filter((c) => c !== "General"),
        ];
        expect(codes.length, title).toBeGreaterThan(0);
        for (const code of codes) {
          for (const section of code.split(";"))
            expect(section, `${kind} ${title}: ${code}`).toMatch(/^\[\$-/);
          expect(code.startsWith(tag), `${kind} ${title}: ${code}`).toBe(true);
        }
      }
    }
  });
});
