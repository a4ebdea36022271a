/**
 * Every word the workbooks add for the monthly figures of DESIGN.md (Summary headers, Daily
 * sheet legends, the bridge, verdict legends, Method sheet sentences). One module, so moving
 * them into message catalogs is a mechanical change.
 */
import type { Verdict, VerdictFigure, VerdictRules } from "../../metrics/model.js";

const pct = (x: number) => `${Math.round(x * 1000) / 10} %`;
const pp = (x: number) => `${Math.round(x * 1000) / 10} pp`;

export const LABELS = {
  groups: {
    plant: "Plant details",
    energy: "Yield (kWh)",
    meter: "Meter yield (kWh)",
    irradiation: "Irradiation",
    performance: "Performance",
    budget: "Budget",
    revenue: "Revenue",
    bridge: "Budget bridge (kWh)",
    bridgeValue: (currency: string) => `Budget bridge (${currency})`,
    ytd: "Year to date",
    lastYear: "Same month last year",
    data: "Data",
    bands: "Verdict bands: target and watch-from per row",
    audit: "Audit: sums behind the ratios",
  },
  measured: "Measured",
  estimated: "Estimated",
  total: "Total",
  energyHeaders: {
    yield: {
      measured: "Yield measured (kWh)",
      estimated: "Yield estimated (kWh)",
      total: "Yield total (kWh)",
    },
    meter: {
      measured: "Meter yield measured (kWh)",
      estimated: "Meter yield estimated (kWh)",
      total: "Meter yield total (kWh)",
    },
  },
  daysEstimated: "Days estimated",
  statusOk: "ok",
  daysInPeriod: "Days in period",
  irradiation: "Irradiation (kWh/m²)",
  irradiationNormal: "Normal for the days measured (kWh/m²)",
  irradiationVariance: "Irradiation vs normal",
  specificYield: "Specific yield (kWh/kWp, total)",
  prIec: "PR (IEC 61724-1)",
  prTemperature: "PR at 25 °C",
  prEffective: "Effective PR (service)",
  availability: "Availability",
  availabilityLoss: "Availability loss (kWh)",
  budgetPeriod: "P50 budget of the period (kWh)",
  budgetCovered: "Budget for the days covered (kWh)",
  variance: "Variance to budget (days covered)",
  tariff: (currency: string) => `Tariff (${currency}/kWh)`,
  revenue: (currency: string) => `Revenue on total meter yield (${currency})`,
  bridgeSteps: {
    budget: "Budget (days covered)",
    weather: "Weather",
    availability: "Availability",
    performance: "Performance",
    actual: "Actual (total)",
  },
  bridgeHeader: (step: string, unit: string) => `${step} (${unit})`,
  ytdYield: "YTD yield total (kWh)",
  ytdBudget: "YTD budget for the days covered (kWh)",
  ytdVariance: "YTD variance to budget",
  ytdRevenue: (currency: string) => `YTD revenue (${currency})`,
  lastYearMonth: "Last year: month",
  lastYearYield: "Last year: yield total (kWh)",
  lastYearChange: "Change on last year",
  notes: "Notes (estimates, sanity checks)",
  noteYieldEstimated: (days: string) => `yield estimated on ${days}`,
  noteMeterEstimated: (days: string) => `meter yield estimated on ${days}`,
  noteNoEstimate: (days: string) => `no yield and no estimate on ${days}`,
  noteSource: (day: string, source: string) => `${day} (from ${source})`,
  yieldOnIrradiationDays: "Yield on days with irradiation (kWh)",
  referenceYield: "Reference yield P0·ΣH (kWh)",
  temperatureCoefficient: "Temperature coefficient γ (/°C)",
  yieldOnTemperatureDays: "Yield on days with irradiation and temperature (kWh)",
  temperatureReference: "Reference yield at 25 °C, P0·ΣH·(1+γ(T−25)) (kWh)",
  verdictTarget: (figure: VerdictFigure) => `${FIGURE_NAMES[figure]}: target`,
  verdictWatch: (figure: VerdictFigure) => `${FIGURE_NAMES[figure]}: watch from`,
  dailyMeasured: (unit: string) => `${unit} measured`,
  dailyEstimated: (unit: string) => `${unit} estimated`,
  yieldSources: { meter: "meter", irradiation: "irradiation" },
  meterSources: { yield: "yield", irradiation: "irradiation" },
  dailyLegend:
    "Estimated (italic, grey): a day without a measured value, estimated from the month's own " +
    "ratios — yield from the meter (Ê = M ÷ ΣM/ΣE) or else from irradiation (Ê = H × ΣE/ΣH); meter " +
    "yield from the yield (M̂ = E × ΣM/ΣE) or else from irradiation. The word after the number names " +
    "the source. Measured sums skip these cells; totals add them.",
  bridgeSheet: "Bridge",
  bridgeTitle: (who: string, month: string) => `${who}: budget to actual, ${month}`,
  bridgeColumns: {
    step: "Step",
    kwh: "kWh",
    value: (currency: string) => `${currency}`,
    base: "Base (hidden)",
    total: "Budget / actual",
    up: "Increase",
    down: "Decrease",
  },
  portfolio: "Portfolio",
  rankingSheet: "Budget ranking",
  rankingTitle: (month: string) => `Variance to budget per plant (days covered), ${month}`,
  rankingColumns: {
    plant: "Plant",
    variance: "Variance to budget",
    above: "On or above budget",
    below: "Below budget",
  },
  estimatedSeries: "Estimated (kWh)",
  measuredSeries: "Measured (kWh)",
  verdictNames: { target: "On target", watch: "Watch", below: "Below target" } satisfies Record<
    Verdict,
    string
  >,
  legendTitle: "Colours (the same verdicts as the PDFs)",
  legendNone: "No colour: the figure or its target is unknown.",
  legendLines: (r: VerdictRules): string[] => [
    `Energy (variance to budget for the days covered): on target at 0 % or above; watch from ${pct(-r.energy.watch)}; below target under that.`,
    `PR (${PR_NAMES[r.pr.metric]}): on target at the plant's target or above; watch within ${pp(r.pr.watch)} of it; below target under that.`,
    `Availability: on target at the plant's target or above; watch within ${pp(r.availability.watch)} of it; below target under that.`,
    `Irradiation against its normal: on target at 0 % or above; watch from ${pct(-r.irradiation.watch)}; below under that.`,
  ],
  method: {
    formulasTitle: "How each figure is made",
    bandsTitle: "Verdict bands",
    portfolioTitle: "Portfolio figures",
    qualityTitle: "Data completeness, estimates and checks",
    plainValues:
      "Summary cells are live formulas over the Daily sheets where the figure follows from them; figures " +
      "that need other months (year to date, last year) or another workbook's daily values are the report's values.",
    formulas: [
      ["Yield, measured", "the sum of the plant's daily yield over its local calendar days of the period"],
      [
        "Yield, estimated",
        "for a day without yield: the meter yield ÷ (Σ meter ÷ Σ yield), else irradiation × (Σ yield ÷ Σ irradiation), from the month's days with both values",
      ],
      ["Yield, total", "measured + estimated; budgets, specific yield and the bridge use the total"],
      [
        "Meter yield",
        "the same three for the meter; a missing meter day is estimated from the yield, else from irradiation",
      ],
      ["Irradiation", "the sum of the daily irradiation (kWh/m²)"],
      ["Irradiation vs normal", "irradiation ÷ the long-term normal for the days with irradiation − 1"],
      [
        "PR (IEC 61724-1)",
        "yield ÷ (capacity × irradiation), both summed over the days with yield and irradiation",
      ],
      [
        "PR at 25 °C",
        "yield ÷ (capacity × Σ irradiation × (1 + γ × (cell temperature − 25 °C))); with daily mean temperatures this approximates IEC 61724-1's temperature-corrected PR",
      ],
      ["Effective PR", "the service's own daily PR, which leaves out downtime, weighted by irradiation"],
      ["Availability", "the daily availability weighted by irradiation"],
      [
        "Availability loss",
        "Σ yield × (1 − availability) ÷ availability; a day at 0 % counts its irradiation × the month's yield per kWh/m² at full availability",
      ],
      ["Specific yield", "total yield ÷ capacity (kWh/kWp)"],
      [
        "Budget for the days covered",
        "P50 budget of the period × (days measured + days estimated) ÷ days of the period",
      ],
      [
        "Variance to budget",
        "total yield ÷ budget for the days covered − 1 (like for like: a missing day does not count against the plant)",
      ],
      ["Revenue", "total meter yield × tariff"],
      [
        "Budget bridge",
        "budget for the days covered → weather (budget × irradiation vs normal) → availability (− availability loss) → performance (the rest) → actual total yield; the steps add up exactly",
      ],
      ["Year to date", "January to this month, each month computed as above from its own days"],
      [
        "Same month last year",
        "the same days of the month a year earlier; change = this month's total yield ÷ that − 1",
      ],
      ["Empty cells", "no valid value: sums skip them, and a figure with no valid day is empty, never 0"],
    ] as [string, string][],
  },
} as const;

export const FIGURE_NAMES: Record<VerdictFigure, string> = {
  energy: "Energy",
  pr: "PR",
  availability: "Availability",
  irradiation: "Irradiation",
};

export const PR_NAMES: Record<VerdictRules["pr"]["metric"], string> = {
  pr: "IEC 61724-1",
  prTemperatureCorrected: "at 25 °C",
  prEffective: "the service's effective PR",
};
