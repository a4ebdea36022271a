/** Irradiation normals and budgets (sandbox/normals.ts, details.ts) against the sandbox's own weather. */
import { describe, expect, it } from "vitest";
import { plantDetail } from "../../../src/definition/plant-detail.js";
import { formatDay, parseDay } from "../../../src/sandbox/calendar.js";
import { siteDetails } from "../../../src/sandbox/details.js";
import { dayFigures } from "../../../src/sandbox/figures.js";
import { BUDGET_AVAILABILITY, monthlyNormals } from "../../../src/sandbox/normals.js";
import { catalogueSite } from "../../../src/sandbox/plants.js";

const sites = Array.from({ length: 24 }, (_, i) => catalogueSite(1, "plant", i));

/** Mean per calendar month over `years` years of the sandbox's daily figures. */
function realised(site: (typeof sites)[number], years: number) {
  const h = Array<number>(12).fill(0);
  const e = Array<number>(12).fill(0);
  const first = parseDay("1990-01-01")!;
  const last = parseDay(`${1990 + years - 1}-12-31`)!;
  for (let day = first; day <= last; day++) {
    const f = dayFigures(site, day);
    const month = Number(formatDay(day).slice(5, 7)) - 1;
    h[month]! += f.irradiationKwhM2 / years;
    // Yield at the budget's availability, so outages and trips do not blur the comparison.
    e[month]! += (site.capacityKwp * f.irradiationKwhM2 * f.pr * BUDGET_AVAILABILITY) / years;
  }
  return { h, e };
}

describe("irradiation normals and P50 budgets", () => {
  it("are the long-term means of the sandbox's own irradiation and yield (within 4 %)", () => {
    // 30 years: a month's mean varies by ~8 %, its 30-year mean by ~1.5 %.
    for (const site of [sites[0]!, sites[5]!, sites[7]!, sites[23]!]) {
      const normals = monthlyNormals(site);
      const { h, e } = realised(site, 30);
      for (let m = 0; m < 12; m++) {
        expect(
          Math.abs(h[m]! / normals.irradiationKwhM2[m]! - 1),
          `${site.plant.name} H month ${m + 1}`,
        ).toBeLessThan(0.04);
        expect(
          Math.abs(e[m]! / normals.yieldKwh[m]! - 1),
          `${site.plant.name} E month ${m + 1}`,
        ).toBeLessThan(0.04);
      }
    }
  });

  it("follow the site's latitude: more sun in the local summer, a southern summer in January", () => {
    const north = monthlyNormals(sites.find((s) => s.lat > 45)!).irradiationKwhM2;
    const south = monthlyNormals(sites.find((s) => s.lat < -30)!).irradiationKwhM2;
    expect(north[5]!).toBeGreaterThan(3 * north[11]!);
    expect(south[0]!).toBeGreaterThan(2 * south[5]!);
  });

  it("give every plant details a definition accepts: γ −0.35 … −0.45 %/°C, targets, normals", () => {
    for (const site of sites) {
      const d = siteDetails(site);
      expect(plantDetail.parse(d)).toEqual(d);
      expect(d.temperatureCoefficient).toBeGreaterThanOrEqual(-0.0045);
      expect(d.temperatureCoefficient).toBeLessThanOrEqual(-0.0035);
      expect(d.prTarget).toBeGreaterThan(0.7);
      expect(d.prTarget).toBeLessThan(0.9);
      expect([0.97, 0.98]).toContain(d.availabilityTarget);
      const budget = d.budgetKwh.reduce((a, b) => a + b, 0);
      const reference = d.capacityKwp * d.irradiationNormalKwhM2.reduce((a, b) => a + b, 0);
      // The PR target is the budget's own annual PR, rounded down to a whole percent.
      expect(budget / reference - d.prTarget).toBeGreaterThanOrEqual(0);
      expect(budget / reference - d.prTarget).toBeLessThan(0.01 + 1e-3);
    }
  });
});
