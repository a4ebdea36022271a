/** German: terms as German PV asset managers and their finance teams use them. */
import type { commonEn } from "./en.js";

export const commonDe: Record<keyof typeof commonEn, string> = {
  "verdict.onTarget": "Im Soll",
  "verdict.watch": "Beobachten",
  "verdict.belowTarget": "Unter Soll",
  // Irradiation is weather, not a target the plant can miss: its verdicts read as weather.
  "verdict.irradiation.target": "Normal oder darüber",
  "verdict.irradiation.watch": "Leicht unter Normal",
  "verdict.irradiation.below": "Deutlich unter Normal",
  // The plant types the service is known to send (i18n/plant-type.ts); others print as sent.
  "plant.type":
    "{type, select, rooftop {Aufdachanlage} groundMounted {Freiflächenanlage} floating {Schwimmende Anlage} carport {Carport} other {}}",

  "unit.kwh": "kWh",
  "unit.mwh": "MWh",
  "unit.kwp": "kWp",
  "unit.kwhPerKwp": "kWh/kWp",
  "unit.kwhPerM2": "kWh/m²",

  "figure.energyYield": "Ertrag",
  "figure.meterYield": "Zählerertrag",
  "figure.irradiation": "Einstrahlung",
  "figure.performanceRatio": "Performance Ratio (IEC 61724-1)",
  "figure.prTemperatureCorrected": "PR bei 25 °C",
  "figure.prEffective": "Effektive PR",
  "figure.availability": "Verfügbarkeit",
  "figure.availabilityLoss": "Verfügbarkeitsverlust",
  "figure.specificYield": "Spezifischer Ertrag",
  "figure.budget": "Budget",
  "figure.budgetCovered": "Budget der erfassten Tage",
  "figure.revenue": "Erlös",

  "bridge.budget": "Budget",
  "bridge.weather": "Wetter",
  "bridge.availability": "Verfügbarkeit",
  "bridge.performance": "Performance",

  "period.yearToDate": "Seit Jahresbeginn",
  "period.sameMonthLastYear": "Vorjahresmonat",
  "period.monthToDate": "{month}, Monat bis einschließlich {day}",

  "estimate.daysEstimated": "{count, plural, one {# Tag geschätzt} other {# Tage geschätzt}}",

  "note.monthInProgress":
    "Laufender Monat: Die Werte umfassen {from} bis {through} und ändern sich, bis der Monat abgeschlossen ist.",
  "note.noData":
    "Keine Daten: Die Anlage hat an keinem der {reported, plural, one {# Tag} other {# Tage}} des Zeitraums Werte geliefert. Alle Kennzahlen fehlen; siehe Datenqualität.",

  "section.dailyValues": "Tageswerte",
  "section.method": "Methodik",
};
