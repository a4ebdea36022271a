/**
 * index.html's contract column: a plant with a contract shows the model's damages to date,
 * contractual against guaranteed availability, the PR shortfall and "provisional" with the day
 * each running period settles; a plant without one says "no contract terms"; a report without
 * contracts has no such column. The contract is built by the model's own plantContract from
 * hand-worked days (test/unit/metrics/contract.test.ts has the arithmetic).
 */
import { describe, expect, it } from "vitest";
import { plantContract } from "../../../src/metrics/contract.js";
import { contractSums } from "../../../src/metrics/contract-sums.js";
import type { Manifest } from "../../../src/output/manifest.js";
import { indexHtml } from "../../../src/render/html/index-html.js";
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
        "missed",
        "missed",
      ].join(""),
    );
    // The model's verdicts (A_c 90.0 % < 98.0 %; PR shortfall 0.037 > 0) in the figures' chip styles.
    const html = indexHtml({ ...m, plants });
    expect(html).toContain(
      '<span class="chip verdict-below" data-figure="contract.availability" title="Availability guarantee: missed">missed</span>',
    );
    expect(html).toContain(
      '<span class="chip verdict-below" data-figure="contract.pr" title="PR guarantee: missed">missed</span>',
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

describe("index.html: contract totals of the clients and the portfolio", () => {
  it("prints clients[].contract and portfolio.contract: damages by guarantee, lost revenue by cause", () => {
    const m = edgeManifest();
    const ok = m.plants.filter((p) => p.status === "ok");
    const plants = m.plants.map((p) => (p === ok[0] || p === ok[1] ? { ...p, contract } : p));
    // Two plants of €20.00 (€16.00 availability, €4.00 PR); lost revenue 100 kWh × €0.10 each.
    const sums = contractSums([contract, contract])!;
    expect(sums).toMatchObject({ damages: 40, availability: { damages: 32 }, pr: { damages: 8 } });
    expect(sums.lostRevenueByCause).toEqual({ contractor: 20, curtailment: 0, performance: 0 });
    const clients = m.clients.map((c, i) => ({ ...c, contract: i === 0 ? sums : null }));
    const html = indexHtml({ ...m, plants, clients, portfolio: { ...m.portfolio, contract: sums } });
    const month = new Intl.DateTimeFormat("en-GB", {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${m.month}-01T00:00:00Z`));
    expect(html).toContain(
      '<dd data-figure="contract.damages">€40.00</dd><dd class="sub">availability €32.00</dd><dd class="sub">PR €8.00</dd>',
    );
    expect(html).toContain(
      `<dt>Lost revenue, ${month}: Contractor</dt><dd data-figure="contract.lostRevenueByCause.contractor">€20.00</dd>`,
    );
    expect(html).toContain("over 2 plants with a contract");
    const cells = [...html.matchAll(/<tr class="client" [^>]*>([\s\S]*?)<\/tr>/g)].map((r) => r[1]!);
    expect(cells).toHaveLength(2);
    const last = (row: string) => textOf([...row.matchAll(/<td [^>]*>([\s\S]*?)<\/td>/g)].at(-1)![1]!);
    expect(last(cells[0]!)).toBe(
      `€40.00availability €32.00PR €8.00Lost revenue, ${month}Contractor €20.00Curtailment €0.00Performance €0.00`,
    );
    expect(last(cells[1]!)).toBe("–no contract terms");
    expect(html).toContain('<th scope="col">Contract: damages to date</th>');
  });
});
