/**
 * Every word the plant PDF prints for the figures of DESIGN.md "Monthly figures" and
 * "Verdicts", in one place: the next step moves them into the i18n message catalogs, which
 * must be a mechanical change (no sentence is assembled elsewhere from loose words).
 * Numbers arrive already formatted; functions only place them.
 */
import type { Verdict, VerdictRules } from "../../metrics/model.js";

const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

export const VERDICT_LABEL: Record<Verdict, string> = {
  target: "On target",
  watch: "Watch",
  below: "Below target",
};
/** A judged figure whose value or target is unknown. */
export const NO_VERDICT = "n/a";

export const PR_NAME = {
  pr: "PR (IEC 61724-1)",
  prTemperatureCorrected: "PR at 25 °C",
  prEffective: "Effective PR",
} as const;

export const TILE = {
  energy: "Energy yield",
  meter: "Meter yield",
  specific: "Specific yield",
  availability: "Availability",
  irradiation: "Irradiation",
  noData: "No data",
  ofWhichEstimated: (kwh: string, n: number) => `of which estimated ${kwh} kWh (${days(n)})`,
  budget: (kwh: string, toDate: boolean) => `Budget${toDate ? " to date" : ""} ${kwh} kWh`,
  noBudget: "No budget set",
  noDayCovered: (kwh: string) => `Budget ${kwh} kWh; no day covered`,
  /** The budget is prorated to the days with a measured or estimated yield. */
  covered: (n: number, of: number) => `for the ${n} of ${of} days covered`,
  revenue: (money: string) => `Revenue ${money}`,
  overspill: (kwh: string) => `Overspill ${kwh} kWh (above export limit)`,
  perCapacity: (kwp: string) => `Total yield per kWp of ${kwp} kWp`,
  noCapacity: "Capacity not set",
  target: (pct: string) => `Target ${pct}`,
  noTarget: "No target set",
  otherPrs: (a: string, b: string) => `${a} · ${b}`,
  prOther: (name: string, pct: string) => `${name} ${pct}`,
  loss: (kwh: string) => `Loss to downtime ${kwh} kWh`,
  normal: (value: string, toDate: boolean) => `Normal${toDate ? " to date" : ""} ${value} kWh/m²`,
  noNormal: "No irradiation normal set",
  normalDays: (n: number, of: number) => `for the ${n} of ${of} days with irradiation`,
} as const;

export const BRIEF = {
  title: "Month in brief",
  noData: "No data was received for this period; no figure can be computed.",
  energy: (dev: string, covered: string | null, verdict: string) =>
    `Energy ${dev} against the budget${covered ? ` ${covered}` : ""} (${verdict})`,
  energyNoBudget: (kwh: string) => `Energy ${kwh} kWh (no budget)`,
  irradiation: (dev: string, verdict: string) => `irradiation ${dev} against normal (${verdict})`,
  ratio: (name: string, value: string, target: string | null, verdict: string) =>
    `${name} ${value}${target ? ` against a target of ${target}` : ""} (${verdict})`,
  availability: "availability",
  gaps: (missing: number, estimated: number) =>
    `${days(missing)} without a measured yield${estimated > 0 ? `, ${estimated} of them estimated` : ""}`,
} as const;

export const SANITY_TITLE = "Check before sending: a figure looks implausible";

export const BRIDGE = {
  title: "Budget bridge",
  subtitle: (unit: string) => `From the budget to the actual yield, ${unit}`,
  steps: {
    budget: "Budget",
    weather: "Weather",
    availability: "Availability",
    performance: "Performance",
    actual: "Actual",
  },
  budgetDays: (n: number, of: number) => `${n} of ${of} days`,
  na: "n/a",
  none: (reason: string) => `Budget bridge not shown: ${reason}.`,
  noBudget: "no budget is set for this plant",
  noYield: "no yield this month",
  weatherNa: "no irradiation normal is set for this plant",
  weatherNoIrradiation: "no irradiation was measured",
  availabilityNa: "no availability data",
  footnote: (step: string, reason: string) => `${step}: ${reason}; its share stays in Performance.`,
  broken: "Axis does not start at zero",
} as const;

export const YEAR = {
  ytd: (from: string, to: string) => `Year to date, ${from} – ${to}`,
  lastYear: (month: string) => `Same month last year, ${month}`,
  energy: "Energy yield",
  budget: "Budget (days covered)",
  variance: "Against budget",
  revenue: "Revenue",
  meter: "Meter yield",
  yieldThen: "Yield then",
  change: "Change",
  noYtd: "— history does not reach January",
  noLastYear: "— history does not reach that month",
  noDataThen: "— no data for that month",
  noDataYet: "— no data this year",
  noBudget: "— no budget",
} as const;

export const CHART = {
  yieldTitle: "Daily energy yield and irradiation",
  yieldMeasured: (unit: string) => `Yield (${unit})`,
  yieldEstimated: "Estimated",
  irradiation: "Irradiation (kWh/m²)",
  noIrradiation: "No irradiation",
  prTitle: "Daily effective PR (as reported by the service)",
  prSeries: "Effective PR",
  availabilityTitle: "Daily availability",
  availabilitySeries: "Availability",
  target: (pct: string) => `Target ${pct}`,
  noData: "No data for this period",
  gapMissing: "No data",
  noYield: "No yield",
  gapFuture: "Not yet reported",
} as const;

export const TABLE = {
  estimatedStatus: "estimated",
  markers: { meter: "*", yield: "*", irradiation: "†" },
  measuredRow: "Measured",
  totalRow: (toDate: boolean) => (toDate ? "Incl. estimates, to date" : "Incl. estimates"),
  footnote:
    "Italic: estimated for a day without a measured value. * from the other energy series (yield from the meter yield, or meter yield from the yield), † from the irradiation; see How the figures are computed.",
  daysCovered: (n: number, of: number) => `${n} of ${of} days`,
} as const;

/** Verdict bands as the method note prints them. */
export function verdictBands(
  rules: VerdictRules,
  pct: (v: number) => string,
  pp: (v: number) => string,
): string[] {
  return [
    `Energy against the budget of the days covered: On target at or above it; Watch within ${pct(rules.energy.watch)} below; Below target further.`,
    `${PR_NAME[rules.pr.metric]} against the plant's target: Watch within ${pp(rules.pr.watch)} below the target; availability: Watch within ${pp(rules.availability.watch)} below its target.`,
    `Irradiation against the long-term normal: Watch within ${pct(rules.irradiation.watch)} below it. A figure on the wrong side of its target is never On target.`,
  ];
}

export const NOTICE = {
  inProgress: (from: string, to: string) =>
    `Month in progress: figures cover ${from} to ${to} and will change until the month is complete.`,
  noData: (n: number) =>
    `No data: the plant delivered no values for any of the ${n} days of the period. All figures are unavailable; see Data quality.`,
  partial: (missing: number, of: number, list: string) =>
    `Partial data: ${missing} of ${of} days without a measured yield (${list}).`,
  estimated: (list: string) =>
    ` Estimated and marked in the charts and the table: ${list}; totals include these estimates.`,
  excluded: (list: string) => ` Not estimable, excluded (not counted as zero): ${list}.`,
  allExcluded: " Missing days are excluded, not counted as zero.",
  sanity: (message: string) => `${SANITY_TITLE}. ${message.charAt(0).toUpperCase()}${message.slice(1)}.`,
} as const;

/** The method note, in plain words with the plant's own numbers (already formatted). */
export const METHOD = {
  title: "How the figures are computed",
  days: "Days are the plant's local calendar days. A missing value is never counted as zero: it is estimated where it can be, and marked; a figure without any value is shown as “–”.",
  estimates: (kMe: string, kEh: string, kMh: string) =>
    `Estimates for a day without a measured yield: that day's meter yield ÷ ${kMe} (the month's meter yield per yield), else its irradiation × ${kEh} kWh per kWh/m² (the month's yield per irradiation). A day without a meter reading: its yield × ${kMe}, else its irradiation × ${kMh}. Each ratio comes from this month's days where both values were measured.`,
  noEstimates:
    "Estimates: a missing day is estimated from the meter yield or the irradiation with ratios taken from the month's own complete days; this month no ratio could be formed or no day needed one.",
  totals:
    "Energy yield and meter yield are the measured days plus the estimated days; the tiles say how much of each total is estimated.",
  pr: "PR (IEC 61724-1) = energy yield ÷ (capacity × irradiation), over the days with both, irradiation taken relative to 1 kW/m² (standard test conditions).",
  prTemperature: (gamma: string) =>
    `PR at 25 °C = energy yield ÷ (capacity × Σ daily irradiation × (1 + γ × (cell temperature − 25 °C))), with the plant's temperature coefficient γ = ${gamma} per °C. It uses daily mean cell temperatures, so it approximates the IEC 61724-1 temperature-corrected PR.`,
  prTemperatureNone:
    "PR at 25 °C needs the plant's capacity and module temperature coefficient; without them it is not shown.",
  prEffective:
    "Effective PR is the data service's own PR, which leaves out periods of downtime; its daily values are the ones charted, weighted by irradiation for the month.",
  availability:
    "Availability and cell temperature are irradiation-weighted means of the daily values. Availability loss = Σ yield × (1 − availability) ÷ availability over the days with both; a day at 0 % counts its irradiation × the month's yield per irradiation at full availability.",
  budget: (full: string, covered: string, n: number, of: number) =>
    `Budget: the P50 budget of ${full} kWh for the period, prorated to the ${n} of ${of} days with a measured or estimated yield = ${covered} kWh. Variance = energy yield ÷ that budget − 1, so a month with missing days is compared like for like.`,
  bridge:
    "Bridge: Weather = budget × (irradiation ÷ long-term normal − 1), the normal prorated to the days with irradiation; Availability = − the availability loss; Performance = what remains, so budget + weather + availability + performance = actual exactly. Money = kWh × tariff.",
  revenue: (tariff: string) => `Revenue = meter yield (measured + estimated) × tariff of ${tariff} per kWh.`,
  year: "Year to date adds January to this month, each month computed as above from its own days; its budget is the sum of each month's budget for the days covered. Last year compares the same month a year earlier.",
  late: "Late days: the data service marked the day as not updated within 24 hours.",
  bandsTitle: "Verdicts (the same in the workbooks and the overview page):",
} as const;

const SOURCE = { meter: "the meter", yield: "the yield", irradiation: "the irradiation" } as const;

export const QUALITY = {
  none: "none",
  impossible: (n: number) => `${n}, physically impossible (e.g. negative energy), treated as missing`,
  estimatedDay: (day: string, y: keyof typeof SOURCE | null, m: keyof typeof SOURCE | null) => {
    if (y && m && y === m) return `${day} (yield and meter yield from ${SOURCE[y]})`;
    const parts = [y ? `yield from ${SOURCE[y]}` : null, m ? `meter yield from ${SOURCE[m]}` : null];
    return `${day} (${parts.filter(Boolean).join(", ")})`;
  },
} as const;

/** The service's KPI names in the metrics' notes, as a reader calls them (no API names on paper). */
export const KPI_NAME: Record<string, string> = {
  historical_plant_daily_yield: "yield",
  historical_plant_meter_yield: "meter yield",
  historical_plant_irradiation: "irradiation",
  historical_plant_daily_effective_pr: "effective PR",
  historical_plant_effective_availability: "availability",
  historical_plant_cell_temperature: "cell temperature",
  historical_plant_overspill_energy: "overspill",
};
