/**
 * The yield Summary's P-level (DESIGN.md "P-levels"): the rolling 12 months' energy E₁₂
 * against the yield study's annual P50 and P90, σ and the exceedance level it stands at, a
 * normal distribution assumed (said in the group heading and on the Method sheet). All are
 * the model's values (they need a year of months); a plant without one says why.
 */
import type { PLevel, ReportModel } from "../../metrics/model.js";
import { excelDate } from "./cells.js";
import { xlsxLabels } from "./labels.js";
import { FMT, quoteFormatText } from "./styles.js";
import type { SummaryColumn } from "./summary-sheet.js";

export function pLevelColumns(model: ReportModel): SummaryColumn[] {
  const L = xlsxLabels(model.locale);
  const P = L.pLevel;
  const column = (
    key: string,
    header: string,
    numFmt: string,
    pick: (p: PLevel) => number,
    width = 12,
  ): SummaryColumn => ({
    key,
    header,
    group: P.group,
    numFmt,
    width,
    plant: ({ plant }) => (plant.pLevel.rolling12 ? pick(plant.pLevel.rolling12) : null),
  });
  return [
    column("pFrom", P.from, FMT.month, (p) => excelDate(p.from), 10),
    column("pTo", P.to, FMT.month, (p) => excelDate(p.to), 10),
    column("pEnergy", P.energy, FMT.kwh, (p) => p.energyKwh, 14),
    column("p50", P.p50, FMT.kwh, (p) => p.p50Kwh),
    column("p90", P.p90, FMT.kwh, (p) => p.p90Kwh),
    column("pSigma", P.sigma, FMT.kwh, (p) => p.sigmaKwh),
    // "P62": the exceedance level in percent, as yield studies name their levels.
    column("pExceedance", P.exceedance, `${quoteFormatText(P.prefix)}0`, (p) => p.exceedance),
    // Days of the 12 months with neither a measured nor an estimated yield: counted as no energy.
    column("pDaysWithoutData", P.daysWithoutData, FMT.days, (p) => p.daysWithoutData),
    {
      key: "pNote",
      header: P.note,
      group: P.group,
      width: 30,
      wrap: true,
      plant: ({ plant }) => P.missing(plant.pLevel),
    },
  ];
}
