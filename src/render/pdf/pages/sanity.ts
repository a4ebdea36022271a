/**
 * A failed plausibility check (DESIGN.md "Verdicts", sanity) in the reader's language: the
 * model gives the check's `code`; its figures are the model's own monthly figures, formatted
 * here, so the message never depends on the English text the metrics keep for logs.
 */
import type { PlantReport, SanityWarning } from "../../../metrics/model.js";
import type { Formatters } from "./format.js";

/** What looks wrong and its likely cause, without the notice title. */
export function sanityMessage(plant: PlantReport, fmt: Formatters, code: SanityWarning["code"]): string {
  const m = plant.metrics;
  const cap = plant.capacityKwp;
  switch (code) {
    case "prAboveOne":
      return fmt.t("pdf.sanity.prAboveOne", {
        pr: fmt.percent(m.pr),
        limit: fmt.percent(1, 0),
        capacity: fmt.number(cap, cap !== null && cap < 100 ? 1 : 0),
      });
    case "specificYieldAboveIrradiation":
      return fmt.t("pdf.sanity.specificYieldAboveIrradiation", {
        specific: fmt.number(m.specificYieldKwhKwp, 1),
        irradiation: fmt.number(m.irradiationKwhM2, 1),
      });
    case "budgetVarianceExtreme":
      return fmt.t("pdf.sanity.budgetVarianceExtreme", {
        variance: m.budgetVariance === null ? "–" : fmt.signed(m.budgetVariance, "%"),
      });
  }
}

/** The boxed notice: the title, then what looks wrong and its likely cause. */
export function sanityNotice(plant: PlantReport, fmt: Formatters, code: SanityWarning["code"]): string {
  return `${fmt.t("pdf.sanity.title")} ${sanityMessage(plant, fmt, code)}`;
}
