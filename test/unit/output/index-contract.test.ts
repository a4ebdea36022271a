/**
 * index.html's contract column: a plant with a contract shows the model's damages to date,
 * contractual against guaranteed availability, the PR shortfall and "provisional" with the day
 * each running period settles; a plant without one says "no contract terms"; a report without
 * contracts has no such column. The contract is built by the model's own plantContract from
 * hand-worked days (test/unit/metrics/contract.test.ts has the arithmetic).
 */
import { describe, expect, it } from "vitest";
import { plantContract } from "../../../src/metrics/contract.js";
import { indexHtml } from "../../../src/output/index-html.js";
import type { Manifest } from "../../../src/output/manifest.js";
import { edgeManifest } from "../../fixtures/edge-manifest.js";
import { textOf } from "../../helpers/chromium.js";

const day = (date: string, lossKwh: number) => ({
  date,
  yieldKwh: 900,
  irradiationKwhM2: 5,
  cellTemperatureC: 35,
  overspillKwh: null,
  lossKwh,
  meterYieldTotalKwh: 1000,
});

// A_c = 1 − 100/1000 = 0.9 against 0.98 → AA 0.84, revenue 100 → 16; PR year 3 shortfall
// 0.037 → 3.996 → €4.00; both periods run on: provisional.
const contract = plantContract({
  terms: {
    name: "O&M Nordhafen",
    start: "2024-01-01",
    availability: { guaranteed: 0.98, excluded: [], period: "contractYear", scheme: "priceAdjustment" },
    pr: {
      guaranteed: 0.82,
      degradation: 0.005,
      degradationMode: "linear",
      tolerance: 0.03,
      referenceTemperatureC: 25,
      period: "quarter",
      price: 0.09,
    },
  },
  events: [],
  days: [day("2026-03-10", 100)],
  lastDay: "2026-03-10",
  monthFrom: "2026-03-01",
  performanceLossKwh: 0,
  plant: { capacityKwp: 250, tariff: 0.1, temperatureCoefficient: -0.004 },
  moneyDecimals: 2,
});

function contractCells(m: Manifest): Record<string, string> {
  const html = indexHtml(m);
  return Object.fromEntries(
    [
      ...html.matchAll(
        /<tr class="[^"]*" data-id="([^"]*)">[\s\S]*?<td class="num contract"[^>]*>([\s\S]*?)<\/td>/g,
      ),
    ].map((r) => [r[1]!, textOf(r[2]!)]),
  );
}

describe("index.html: contract column", () => {
  it("shows the model's contract figures for a plant with a contract and 'no contract terms' without", () => {
    const m = edgeManifest();
    const [withTerms, without] = m.plants.filter((p) => p.status === "ok");
    const plants = m.plants.map((p) =>
      p === withTerms ? { ...p, contract } : p === without ? { ...p, contract: null } : p,
    );
    const cells = contractCells({ ...m, plants });
    expect(contract.damages).toBe(20);
    const euro = new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR" });
    expect(cells[withTerms!.id]).toBe(
      [
        euro.format(contract.damages!),
        "O&M Nordhafen",
        "contractual availability 90.0% (guaranteed 98.0%)",
        "PR shortfall 3.7 pp",
        "provisional, settles 1 Jan 2027",
        "provisional, settles 1 Apr 2026",
      ].join(""),
    );
    expect(cells[without!.id]).toBe("–no contract terms");
    expect(indexHtml({ ...m, plants })).toContain(">Contract: damages to date</th>");
  });

  it("has no contract column when no plant has a contract", () => {
    const m = edgeManifest();
    const plants = m.plants.map((p) => ({ ...p, contract: null }));
    const html = indexHtml({ ...m, plants });
    expect(html).not.toContain("Contract: damages to date");
    expect(html).not.toContain("no contract terms");
  });
});
