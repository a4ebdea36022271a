/**
 * Which catalog message names what on the plant PDF, where the choice depends on the model
 * (a verdict, which PR is judged, a series): keys only, as literals, so the catalog test sees
 * them used. The words themselves live in src/i18n/catalogs (pdf and common).
 */
import type { MessageKey } from "../../../i18n/index.js";
import type { DailyField, Verdict } from "../../../metrics/model.js";

export const VERDICT_KEY: Record<Verdict, MessageKey> = {
  target: "verdict.onTarget",
  watch: "verdict.watch",
  below: "verdict.belowTarget",
};

/** Irradiation is weather, not a target the plant can miss: its verdicts read as weather. */
export const IRRADIATION_VERDICT_KEY: Record<Verdict, MessageKey> = {
  target: "verdict.irradiation.target",
  watch: "verdict.irradiation.watch",
  below: "verdict.irradiation.below",
};

export const PR_KEY = {
  pr: "pdf.pr.iec",
  prTemperatureCorrected: "figure.prTemperatureCorrected",
  prEffective: "figure.prEffective",
} as const satisfies Record<string, MessageKey>;

export const FIELD_KEY: Record<DailyField, MessageKey> = {
  yieldKwh: "pdf.field.yield",
  meterYieldKwh: "pdf.field.meterYield",
  irradiationKwhM2: "pdf.field.irradiation",
  pr: "pdf.field.pr",
  availability: "pdf.field.availability",
  cellTemperatureC: "pdf.field.cellTemperature",
  overspillKwh: "pdf.field.overspill",
};

/** Daily table markers of an estimate's source (symbols, the same in every language). */
export const MARKERS = { meter: "*", yield: "*", irradiation: "†" } as const;
