/**
 * The plant PDF's contract block as poppler reads it: guaranteed and contractual availability,
 * guaranteed and measured PR with the shortfall, each guarantee's damages and the total to
 * date, the periods with "provisional" and the day they settle, and the month's lost revenue
 * by cause, all the model's numbers (`plant.contract`, built by the model's plantContract from
 * hand-worked days); a plant without a contract shows none of it.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { plantContract } from "../../src/metrics/contract.js";
import type { PlantReport, ReportModel } from "../../src/metrics/model.js";
import { renderPlantPdf } from "../../src/render/pdf/index.js";
import { sampleModel } from "../fixtures/model.js";
import { toolsAvailable } from "../helpers/tools.js";

const dir = mkdtempSync(join(tmpdir(), "pdf-contract-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fold = (s: string) => s.replace(/[\s\u00A0\u202F]+/gu, " ");
const eur = (v: number) => new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR" }).format(v);
const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
const utc = (o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-GB", { ...o, timeZone: "UTC" });
const dayLong = (d: string) =>
  utc({ weekday: "short", day: "2-digit", month: "2-digit", year: "numeric" }).format(
    new Date(`${d}T00:00:00Z`),
  );

async function allText(name: string, model: ReportModel, plant: PlantReport): Promise<string> {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, await renderPlantPdf(model, plant));
  return fold(execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" }));
}

const day = (date: string, lossKwh: number) => ({
  date,
  yieldKwh: 900,
  irradiationKwhM2: 5,
  cellTemperatureC: 35,
  overspillKwh: 20,
  lossKwh,
  meterYieldTotalKwh: 1000,
});

/** Two days: one with a contractor loss, one whose loss is force majeure (excluded). */
function contractFor(month: string) {
  const [d1, d2] = [`${month}-03`, `${month}-04`];
  return plantContract({
    terms: {
      name: "O&M Nordhafen",
      start: "2024-01-01",
      availability: {
        guaranteed: 0.98,
        excluded: ["forceMajeure"],
        period: "contractYear",
        scheme: "priceAdjustment",
      },
      pr: {
        guaranteed: 0.82,
        degradation: 0.005,
        degradationMode: "linear",
        tolerance: 0.03,
        referenceTemperatureC: 25,
        period: "month",
        price: 0.09,
      },
    },
    events: [{ start: `${d2}T00:00`, end: `${month}-05T00:00`, category: "forceMajeure", share: 1 }],
    days: [day(d1, 100), day(d2, 50)],
    lastDay: d2,
    monthFrom: `${month}-01`,
    performanceLossKwh: 30,
    plant: { capacityKwp: 250, tariff: 0.1, temperatureCoefficient: -0.004 },
    moneyDecimals: 2,
  });
}

describe.skipIf(!toolsAvailable(["pdftotext"], "PDF contract block"))("plant PDF contract block", () => {
  const model = sampleModel();
  const p = model.plants[0]!;
  const c = contractFor(model.month);

  it("prints the model's contract figures, periods and lost revenue by cause", async () => {
    const t = await allText("with", model, { ...p, contract: c });
    const a = c.availability!;
    const pr = c.pr!;
    expect(t).toContain("Contract: O&M Nordhafen");
    expect(t).toContain(`Availability guaranteed ${pct(a.guaranteed)}`);
    expect(t).toContain(`Availability contractual ${pct(a.contractual!)}`);
    expect(t).toContain(`Availability damages ${eur(a.damages!)}`);
    expect(t).toContain(`PR guaranteed ${pct(pr.guaranteed)}`);
    expect(t).toContain(`PR measured ${pct(pr.measured!)}`);
    expect(t).toContain(`PR shortfall ${(pr.shortfall! * 100).toFixed(1)} pp`);
    expect(t).toContain(`PR damages ${eur(pr.damages!)}`);
    expect(t).toContain(`Damages to date ${eur(c.damages!)}`);
    expect(t).toContain(
      `Availability ${dayLong(a.periodFrom)} – ${dayLong(a.periodTo)}: provisional, settles ${dayLong(a.settlesOn)}`,
    );
    expect(pr.provisional).toBe(true);
    expect(t).toContain(
      `PR ${dayLong(pr.periodFrom)} – ${dayLong(pr.periodTo)}: provisional, settles ${dayLong(pr.settlesOn)}`,
    );
    const lost = c.lostRevenueByCause!;
    expect(Object.keys(lost)).toEqual(["contractor", "forceMajeure", "curtailment", "performance"]);
    expect(t).toContain(`Contractor ${eur(lost.contractor!)}`);
    expect(t).toContain(`Force majeure ${eur(lost.forceMajeure!)}`);
    expect(t).toContain(`Curtailment ${eur(lost.curtailment!)}`);
    expect(t).toContain(`Performance ${eur(lost.performance!)}`);
    // By hand: contractor 100 kWh, force majeure 50, overspill 40, performance 30 at €0.10.
    expect(lost).toEqual({ contractor: 10, forceMajeure: 5, curtailment: 4, performance: 3 });
  });

  it("prints no contract block for a plant without a contract", async () => {
    const t = await allText("without", model, { ...p, contract: null });
    expect(t).not.toContain("Damages to date");
    expect(t).not.toContain("Lost revenue by cause");
  });
});
