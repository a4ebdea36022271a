/**
 * English, the source catalog: its keys define `MessageKey`, so a key missing from another
 * language is a type error. Messages are ICU MessageFormat (placeholders `{name}`, plurals
 * `{count, plural, one {…} other {…}}`); numbers and dates arrive already formatted by the
 * renderer's `Intl` formatters, so a placeholder never re-formats a figure.
 */
export const commonEn = {
  "verdict.onTarget": "On target",
  "verdict.watch": "Watch",
  "verdict.belowTarget": "Below target",
  // Irradiation is weather, not a target the plant can miss: its verdicts read as weather.
  "verdict.irradiation.target": "At or above normal",
  "verdict.irradiation.watch": "Slightly below normal",
  "verdict.irradiation.below": "Well below normal",
  // The plant types the service is known to send (i18n/plant-type.ts); others print as sent.
  "plant.type":
    "{type, select, rooftop {Rooftop} groundMounted {Ground-mounted} floating {Floating} carport {Carport} other {}}",

  "unit.kwh": "kWh",
  "unit.mwh": "MWh",
  "unit.kwp": "kWp",
  "unit.kwhPerKwp": "kWh/kWp",
  "unit.kwhPerM2": "kWh/m²",

  "figure.energyYield": "Energy yield",
  "figure.meterYield": "Meter yield",
  "figure.irradiation": "Irradiation",
  "figure.performanceRatio": "Performance ratio (IEC 61724-1)",
  "figure.prTemperatureCorrected": "PR at 25 °C",
  "figure.prEffective": "Effective PR",
  "figure.availability": "Availability",
  "figure.availabilityLoss": "Availability loss",
  "figure.specificYield": "Specific yield",
  "figure.budget": "Budget",
  "figure.budgetCovered": "Budget for the days covered",
  "figure.revenue": "Revenue",

  "bridge.budget": "Budget",
  "bridge.weather": "Weather",
  "bridge.availability": "Availability",
  "bridge.performance": "Performance",

  "period.yearToDate": "Year to date",
  "period.sameMonthLastYear": "Same month last year",
  "period.monthToDate": "{month}, month to date through {day}",

  "estimate.daysEstimated": "{count, plural, one {# day estimated} other {# days estimated}}",

  "note.monthInProgress":
    "Month in progress: figures cover {from} to {through} and will change until the month is complete.",
  "note.noData":
    "No data: the plant delivered no values for any of the {reported, plural, one {# day} other {# days}} of the period. All figures are unavailable; see Data quality.",

  "section.dailyValues": "Daily values",
  "section.method": "Method",
} as const satisfies Record<string, string>;
