/**
 * A contract worked by hand for renderer tests (O&M Nordhafen, month 2026-10 of the fixture
 * model): two days of 900 kWh, the first with a contractor loss, the second's loss force
 * majeure (excluded); price adjustment over the contract year, PR over the month in contract
 * year 3, at €0.10 per kWh.
 */
import { plantContract } from "../../src/metrics/contract.js";
import type { PlantContract } from "../../src/metrics/contract-model.js";
import { buildClients, buildPortfolio } from "../../src/metrics/index.js";
import type { ReportModel } from "../../src/metrics/model.js";

const day = (date: string, lossKwh: number) => ({
  date,
  yieldKwh: 900,
  irradiationKwhM2: 5,
  cellTemperatureC: 35,
  overspillKwh: 20,
  lossKwh,
  meterYieldTotalKwh: 1000,
});

/** `losses`: the two days' availability loss in kWh. */
export function contractFor(month: string, losses: [number, number] = [100, 50]): PlantContract {
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
    days: [day(d1, losses[0]), day(d2, losses[1])],
    lastDay: d2,
    monthFrom: `${month}-01`,
    performanceLossKwh: 30,
    plant: { capacityKwp: 250, tariff: 0.1, temperatureCoefficient: -0.004 },
    moneyDecimals: 2,
  });
}

/** The model with `contracts` on its first plants, the portfolio and clients summed again by the model. */
export function withContracts(model: ReportModel, contracts: PlantContract[]): ReportModel {
  const plants = model.plants.map((p, i) => ({ ...p, contract: contracts[i] ?? null }));
  const months = model.portfolio.trend.map((t) => t.month);
  const members = model.clients.map((c) => ({ name: c.name, locale: c.locale, plantIds: c.plantIds }));
  return {
    ...model,
    hasContracts: true,
    plants,
    portfolio: buildPortfolio(plants, model.dates, months, model.verdictRules),
    clients: buildClients(members, plants, model.dates, months, model.verdictRules),
  };
}
