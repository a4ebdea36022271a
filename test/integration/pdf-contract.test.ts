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
import type { PlantReport, ReportModel } from "../../src/metrics/model.js";
import { renderPlantPdf } from "../../src/render/pdf/index.js";
import { sampleModel } from "../fixtures/model.js";
import { contractFor } from "../helpers/contract-fixture.js";
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
    // The price adjustment's base: 2 days × 1,000 kWh metered × €0.10; damages = (1 − AA) × it.
    expect(a.revenue).toBe(200);
    expect(t).toContain(`Revenue of the period to date ${eur(200)}`);
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

  it("states the contract's rules in plain words on the method page", async () => {
    const t = await allText("method", { ...model, hasContracts: true }, { ...p, contract: c });
    // Contract year 3 (y = 2): PR_g = 0.82 × (1 − 0.005 × 2) = 0.8118.
    for (const line of [
      "Contract O&M Nordhafen: contract years run from Mon, 01/01/2024; quarters and contract years count from that day.",
      "Availability guarantee: 98.0% contractual availability over each contract year.",
      "Contractual availability = 1 − (loss − excluded loss) ÷ (energy yield + loss − excluded loss). Excluded: Force majeure.",
      "Damages (price adjustment): below the guarantee the period's revenue to date is reduced by 2 × (guaranteed − contractual availability); below 70.0% it is reduced in full.",
      "PR guarantee: 82.0% in the first contract year, less 0.50% a year of that value (linear): 81.18% in this period, with a tolerance of 3.0 pp, over each month.",
      "Shortfall = guaranteed × (1 − tolerance) − measured, rounded half up to 0.1 pp.",
      "PR damages: shortfall × the temperature-corrected reference yield × €0.09 per kWh.",
      "a settled period's figures do not change in later reports. Damages are rounded to the currency's smallest unit per guarantee and period",
    ])
      expect(t).toContain(line);
    expect(t).not.toContain("no contract terms");
  });

  it("says 'Technical availability, no contract terms' for a plant without one in a report with contracts", async () => {
    const t = await allText("no-terms", { ...model, hasContracts: true }, { ...p, contract: null });
    // On the availability tile and on the method page, with no money.
    expect(t.match(/Technical availability, no contract terms/g)).toHaveLength(2);
    expect(t).toContain(
      "this plant has no contract in this report, so no guarantee applies and no damages are computed",
    );
    expect(t).not.toContain("Damages to date");
    const de = await allText(
      "no-terms-de",
      { ...model, locale: "de-DE", hasContracts: true },
      { ...p, contract: null },
    );
    expect(de).toContain("Technische Verfügbarkeit, keine Vertragsbedingungen");
    const none = await allText("no-contracts", model, { ...p, contract: null });
    expect(none).not.toContain("contract terms");
  });
});
