/**
 * The contract money of the portfolio PDF and a client pack as poppler reads them: per plant
 * its contract, contractual availability and PR against the guaranteed ones, each guarantee's
 * damages and the total to date, the periods; the lost revenue by cause; and total rows equal
 * to the model's sums (`portfolio.contract`, `clients[].contract`), which are the sums of the
 * rounded plant figures printed above them. Worked by hand (test/helpers/contract-fixture.ts).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { renderClientPack, renderPortfolioPdf } from "../../src/render/pdf/index.js";
import { sampleModel, withClients } from "../fixtures/model.js";
import { contractFor, withContracts } from "../helpers/contract-fixture.js";
import { toolsAvailable } from "../helpers/tools.js";

const dir = mkdtempSync(join(tmpdir(), "pdf-contract-summary-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fold = (s: string) => s.replace(/[\s\u00A0\u202F]+/gu, " ");

function allText(name: string, bytes: Buffer): string {
  const file = join(dir, name);
  writeFileSync(file, bytes);
  return fold(execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" }));
}

const money = (locale: string) => (v: number) =>
  new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(v).replace(/\s/gu, " ");

describe.skipIf(!toolsAvailable(["pdftotext"], "contract money in the portfolio PDF and packs"))(
  "contract money in the portfolio PDF and client packs",
  () => {
    const base = withClients(sampleModel());
    // Plant 0: A_c = 1 − 100 / 1900 → AA = 1 − 2 × (0.98 − 0.947368…) = 0.934737, 0.065263 × €200 = €13.05;
    // PR 900 / 1200 = 0.75 against 0.8118 × 0.97 = 0.787446 → 0.037 × 1200 kWh × €0.09 = €4.00 → €17.05.
    // Plant 1 (losses 200 and 0): A_c = 0.9 → 0.16 × €200 = €32.00; PR as plant 0 → €36.00.
    const model = withContracts(base, [contractFor("2026-10"), contractFor("2026-10", [200, 0])]);
    const [a, b] = model.plants;

    it("lists each plant's contract money and totals equal to portfolio.contract", async () => {
      const eur = money("en-GB");
      expect([a!.contract!.damages, b!.contract!.damages]).toEqual([17.05, 36]);
      const sums = model.portfolio.contract!;
      expect(sums).toMatchObject({
        plants: 2,
        damages: 53.05,
        availability: { damages: 45.05 },
        pr: { damages: 8 },
      });
      const t = allText("portfolio.pdf", await renderPortfolioPdf(model));
      expect(t).toContain("Contract money");
      expect(t).toContain("Plant Contract Availability Damages PR Damages Damages");
      expect(t).toContain(
        `${a!.name} O&M Nordhafen 94.7% / 98.0% ${eur(13.05)} 75.0% / 81.2% ${eur(4)} ${eur(17.05)}`,
      );
      expect(t).toContain(
        `${b!.name} O&M Nordhafen 90.0% / 98.0% ${eur(32)} 75.0% / 81.2% ${eur(4)} ${eur(36)}`,
      );
      expect(t).toContain(`Total, 2 plants ${eur(45.05)} ${eur(8)} ${eur(53.05)}`);
      expect(t).toContain(
        "Availability Thu, 01/01/2026 – Sun, 04/10/2026: provisional, settles Fri, 01/01/2027",
      );
      expect(t).toContain("Guarantee met Guarantee missed n/a");
      // Lost revenue at €0.10: contractor 100 and 200 kWh, force majeure 50 and 0, overspill 40, performance 30 each.
      expect(t).toContain("Lost revenue by cause, October 2026");
      expect(t).toContain(`${a!.name} ${eur(10)} ${eur(5)} ${eur(4)} ${eur(3)}`);
      expect(t).toContain(`Total, 2 plants ${eur(30)} ${eur(5)} ${eur(8)} ${eur(6)}`);
      expect(sums.lostRevenueByCause).toEqual({
        contractor: 30,
        forceMajeure: 5,
        curtailment: 8,
        performance: 6,
      });
      expect(t).toContain("Technical availability, no contract terms:");
    }, 120_000);

    it("a German client pack's totals equal clients[].contract, formatted in German", async () => {
      const eur = money("de-DE");
      const client = model.clients[0]!;
      expect(client.contract!.damages).toBe(53.05);
      const t = allText("pack-de.pdf", await renderClientPack(model, 0));
      expect(t).toContain("Vertragsgeld");
      expect(t).toContain(`Summe, 2 Anlagen ${eur(45.05)} ${eur(8)} ${eur(53.05)}`);
      expect(t).toContain("Garantie erfüllt Garantie verfehlt");
      expect(t).toContain(`${a!.name} O&M Nordhafen 94,7 % / 98,0 % ${eur(13.05)}`);
      // The second client has no plant with a contract: no contract pages.
      const other = allText("pack-en.pdf", await renderClientPack(model, 1));
      expect(other).not.toContain("Contract money");
    }, 120_000);
  },
);
