/** Dutch: terms as Dutch PV asset managers use them (opbrengst, instraling, beschikbaarheid). */
import type { commonEn } from "./en.js";

export const commonNl: Record<keyof typeof commonEn, string> = {
  "verdict.onTarget": "Op doel",
  "verdict.watch": "Aandachtspunt",
  "verdict.belowTarget": "Onder doel",
  // Irradiation is weather, not a target the plant can miss: its verdicts read as weather.
  "verdict.irradiation.target": "Normaal of hoger",
  "verdict.irradiation.watch": "Iets onder normaal",
  "verdict.irradiation.below": "Duidelijk onder normaal",
  // The plant types the service is known to send (i18n/plant-type.ts); others print as sent.
  "plant.type":
    "{type, select, rooftop {Dak} groundMounted {Grondgebonden} floating {Drijvend} carport {Carport} other {}}",

  "unit.kwh": "kWh",
  "unit.mwh": "MWh",
  "unit.kwp": "kWp",
  "unit.kwhPerKwp": "kWh/kWp",
  "unit.kwhPerM2": "kWh/m²",

  "figure.energyYield": "Opbrengst",
  "figure.meterYield": "Meteropbrengst",
  "figure.irradiation": "Instraling",
  "figure.performanceRatio": "Performance Ratio (IEC 61724-1)",
  "figure.prTemperatureCorrected": "PR bij 25 °C",
  "figure.prEffective": "Effectieve PR",
  "figure.availability": "Beschikbaarheid",
  "figure.availabilityLoss": "Beschikbaarheidsverlies",
  "figure.specificYield": "Specifieke opbrengst",
  "figure.budget": "Budget",
  "figure.budgetCovered": "Budget voor de gedekte dagen",
  "figure.revenue": "Omzet",

  "bridge.budget": "Budget",
  "bridge.weather": "Weer",
  "bridge.availability": "Beschikbaarheid",
  "bridge.performance": "Prestatie",

  "period.yearToDate": "Jaar tot heden",
  "period.sameMonthLastYear": "Zelfde maand vorig jaar",
  "period.monthToDate": "{month}, maand tot en met {day}",

  "estimate.daysEstimated": "{count, plural, one {# dag geschat} other {# dagen geschat}}",

  "note.monthInProgress":
    "Lopende maand: de cijfers beslaan {from} tot en met {through} en veranderen tot de maand is afgesloten.",
  "note.noData":
    "Geen data: de installatie heeft op geen van de {reported, plural, one {# dag} other {# dagen}} van de periode waarden geleverd. Er zijn geen cijfers beschikbaar; zie Datakwaliteit.",

  "section.dailyValues": "Dagwaarden",
  "section.method": "Methode",
};
