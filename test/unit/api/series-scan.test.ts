import { describe, expect, it } from "vitest";
import { ApiError } from "../../../src/api/errors.js";
import { parseSeries, type SeriesContext } from "../../../src/api/series.js";
import { scanSeries } from "../../../src/api/series-scan.js";
import { PATHS } from "../../../src/api/types.js";
import { harness } from "./fake-service.js";

const KPIS = ["historical_plant_daily_yield", "historical_plant_irradiation"];
const CTX: SeriesContext = {
  plantId: "p1",
  kpis: KPIS,
  range: { from: "2026-10-01", to: "2026-10-31" },
  tzOffsetMinutes: 120,
};
const local = (d: number) => String(Date.UTC(2026, 9, d) - 120 * 60_000);

type Point = { ts: string; value: string | null } | null;

function body(points: Point[], extra: Record<string, unknown> = {}, kpis = KPIS): unknown[] {
  const data = Object.fromEntries(kpis.map((k) => [k, points]));
  return [{ plant_id: "p1", date: "2026-10-31", tz_offset: "+02:00", data, ...extra }];
}

/** The general way's answer for a text: its series, or the error it throws. */
function general(text: string, ctx = CTX): unknown {
  try {
    return parseSeries(JSON.parse(text), ctx);
  } catch (err) {
    return err;
  }
}

const plain: Point[] = [
  { ts: local(1), value: "33351.974" },
  { ts: local(2), value: null },
  null,
  { ts: String(Date.UTC(2026, 9, 3)), value: "-0.5" }, // a UTC midnight
  { ts: String(Date.UTC(2026, 9, 4) + 3_600_000), value: "12" }, // unaligned
  { ts: local(2), value: "7" }, // a repeated day
  { ts: local(40), value: "1" }, // outside the range
  { ts: local(5), value: " 12 " },
  { ts: local(6), value: "1e3" },
  { ts: local(7), value: "12,5" },
  { ts: local(8), value: "1e999" },
  { ts: local(9), value: "0.0000000000000001" },
  { ts: ` ${local(10)}`, value: "4" },
];

describe("scanSeries (the usual answer read from its text)", () => {
  it.each([
    ["compact", JSON.stringify(body(plain))],
    ["pretty-printed", JSON.stringify(body(plain), null, 2)],
    ["with CRLF and tabs", JSON.stringify(body(plain), null, "\t").replace(/\n/g, "\r\n")],
    [
      "value before ts",
      JSON.stringify(body(plain)).replace(/"ts":("\d+"),"value":("[^"]*"|null)/g, '"value":$2,"ts":$1'),
    ],
    ["with empty lists", JSON.stringify(body([]))],
    ["with two entries", JSON.stringify([...body(plain.slice(0, 3)), ...body(plain.slice(3))])],
  ])("gives the series, order and warnings of JSON.parse + parseSeries (%s)", (_what, text) => {
    const scanned = scanSeries(text, CTX);
    expect(scanned).not.toBeNull();
    expect(scanned).toEqual(general(text));
    expect(JSON.stringify(scanned)).toBe(JSON.stringify(general(text)));
  });

  it("keeps the last non-null intraday value of a day, as the daily endpoint's parsing does", () => {
    const ctx: SeriesContext = { plantId: "p1", kpis: KPIS, intraday: true };
    const slots: Point[] = [
      { ts: local(31), value: "1" },
      { ts: local(31), value: "5" },
      { ts: local(31), value: null },
    ];
    const text = JSON.stringify(body(slots));
    expect(scanSeries(text, ctx)).toEqual(general(text, ctx));
    expect(scanSeries(text, ctx)?.values[KPIS[0]!]).toEqual({ "2026-10-31": 5 });
  });

  it.each([
    ["an empty list", "[]"],
    ["another plant's entry", JSON.stringify(body(plain)).replace('"p1"', '"p2"')],
    ["a numeric value", JSON.stringify(body([{ ts: local(1), value: 12.5 } as never]))],
    ["a numeric ts", JSON.stringify(body([{ ts: Date.UTC(2026, 9, 1), value: "1" } as never]))],
    ["an escaped character", JSON.stringify(body(plain)).replace('"33351.974"', '"3\\u0033351.974"')],
    ["a KPI nobody asked for", JSON.stringify(body(plain, {}, [...KPIS, "other"]))],
    [
      "a KPI twice in one entry",
      `[{"plant_id":"p1","data":{"${KPIS[0]}":[],"${KPIS[0]}":[{"ts":"${local(1)}","value":"1"}]}}]`,
    ],
    [
      "a point with another member",
      JSON.stringify(body([{ ts: local(1), value: "1", unit: "kWh" } as never])),
    ],
    [
      "a point nested deep",
      JSON.stringify(
        body([{ ts: local(1), value: "1", x: JSON.parse(`${"[".repeat(80)}${"]".repeat(80)}`) } as never]),
      ),
    ],
    ["an entry with another member", JSON.stringify(body(plain, { note: "x" }))],
    ["text after the list", `${JSON.stringify(body(plain))} x`],
    ["a cut-off body", JSON.stringify(body(plain)).slice(0, 200)],
    ["a day key that is no number", JSON.stringify(body([{ ts: "2026-10-01", value: "1" }]))],
    ["a control character in a string", JSON.stringify(body(plain)).replace("33351.974", "3\u0001")],
  ])("leaves %s to the general way", (_what, text) => {
    expect(scanSeries(text, CTX)).toBeNull();
  });

  it("still refuses a point nested deeper than 64 levels in a historical answer", async () => {
    const h = harness({ retries: 0 });
    const deep = `${"[".repeat(80)}${"]".repeat(80)}`;
    const text = JSON.stringify(body([{ ts: local(1), value: "1" }])).replace(
      '"value":"1"',
      `"value":"1","x":${deep}`,
    );
    h.service.routes.set(`POST ${PATHS.historical}`, () => ({ text }));
    const err = await h.client
      .historical("p1", KPIS, "2026-10-01", "2026-10-31", "+02:00")
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).kind).toBe("bad-response");
    expect((err as ApiError).message).toMatch(/nested deeper than 64 levels/);
  });

  it("reads the plain answer through the client with the figures the general way gives", async () => {
    const h = harness({ retries: 0 });
    h.service.routes.set(`POST ${PATHS.historical}`, () => ({ text: JSON.stringify(body(plain)) }));
    const series = await h.client.historical("p1", KPIS, "2026-10-01", "2026-10-31", "+02:00");
    const expected = general(JSON.stringify(body(plain)));
    expect(series).toEqual(expected);
    expect(series.warnings).toEqual({ nonNumeric: 4, outOfRange: 2, duplicates: 2, unalignedTs: 2 });
  });
});
