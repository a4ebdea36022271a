/**
 * The summary's six tiles: the same figures as the manifest's `portfolio.metrics` (or a
 * client's), with the model's verdicts. Nothing is computed here but formatting.
 */
import type { PortfolioSummary } from "../../../../metrics/model.js";
import { budgetLines } from "../budget-lines.js";
import type { Formatters } from "../format.js";
import { availabilityTileOf, prTileOf, specificTileOf, type Tile } from "../headline.js";
import { judgedVariance } from "../verdict-figures.js";

const present = (lines: (string | null)[]) => lines.filter((l): l is string => l !== null);

/** The budget lines of the summary's energy tile (budget-lines.ts): some plant-days uncovered, both budgets. */
function summaryBudgetLines(s: PortfolioSummary, fmt: Formatters, inProgress: boolean): string[] {
  const m = s.metrics;
  if (m.budgetCoveredKwh === null || m.budgetKwh === null) return [fmt.t("pack.tile.noBudget")];
  return budgetLines(
    fmt,
    { ...m, budgetKwh: m.budgetKwh, budgetCoveredKwh: m.budgetCoveredKwh },
    s.verdicts.energy,
    {
      inProgress,
      partial: m.budgetCoveredKwh !== m.budgetKwh,
      coveredLabel: (kwh) => fmt.t("pack.tile.budgetCovered", { kwh }),
    },
  );
}

function energyTile(s: PortfolioSummary, fmt: Formatters, inProgress: boolean): Tile {
  const m = s.metrics;
  const estimated =
    m.yieldEstimatedKwh !== null && m.yieldEstimatedKwh > 0
      ? fmt.t("pack.tile.ofWhichEstimated", { kwh: fmt.number(m.yieldEstimatedKwh, 0) })
      : null;
  return {
    label: fmt.t("figure.energyYield"),
    value: fmt.number(m.yieldTotalKwh, 0),
    unit: m.yieldTotalKwh === null ? "" : fmt.t("unit.kwh"),
    lines: present([
      m.yieldTotalKwh === null ? fmt.t("pdf.noData") : estimated,
      ...summaryBudgetLines(s, fmt, inProgress),
    ]),
    verdict: s.verdicts.energy.verdict,
  };
}

function meterTile(s: PortfolioSummary, fmt: Formatters): Tile {
  const m = s.metrics;
  return {
    label: fmt.t("figure.meterYield"),
    value: fmt.number(m.meterYieldTotalKwh, 0),
    unit: m.meterYieldTotalKwh === null ? "" : fmt.t("unit.kwh"),
    lines: present([
      m.meterYieldTotalKwh === null ? fmt.t("pdf.noData") : null,
      m.revenue === null ? null : fmt.t("pdf.tile.revenue", { money: fmt.currency(m.revenue) }),
    ]),
    verdict: "none",
  };
}

function irradiationTile(s: PortfolioSummary, fmt: Formatters): Tile {
  const m = s.metrics;
  const variance = m.irradiationVariance;
  return {
    label: fmt.t("figure.irradiation"),
    value: fmt.number(m.irradiationKwhM2, 1),
    unit: m.irradiationKwhM2 === null ? "" : fmt.t("unit.kwhPerM2"),
    lines: present([
      m.irradiationKwhM2 === null ? fmt.t("pdf.noData") : null,
      variance === null
        ? fmt.t("pack.tile.noNormal")
        : fmt.t("pack.tile.againstNormal", { deviation: judgedVariance(fmt, s.verdicts.irradiation) }),
    ]),
    verdict: s.verdicts.irradiation.verdict,
    weather: true,
  };
}

export function summaryTiles(s: PortfolioSummary, fmt: Formatters, inProgress: boolean): Tile[] {
  return [
    energyTile(s, fmt, inProgress),
    meterTile(s, fmt),
    specificTileOf(s.metrics.specificYieldKwhKwp, s.metrics.capacityKwp, fmt),
    prTileOf(s.metrics, s.verdicts.pr, fmt),
    availabilityTileOf(s.metrics, s.verdicts.availability, fmt),
    irradiationTile(s, fmt),
  ];
}
