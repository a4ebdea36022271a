/** Polish: terms as Polish PV asset managers use them (uzysk, nasłonecznienie, dostępność). */
import type { commonEn } from "./en.js";

export const commonPl: Record<keyof typeof commonEn, string> = {
  "verdict.onTarget": "Zgodnie z celem",
  "verdict.watch": "Do obserwacji",
  "verdict.belowTarget": "Poniżej celu",
  // Irradiation is weather, not a target the plant can miss: its verdicts read as weather.
  "verdict.irradiation.target": "W normie lub powyżej",
  "verdict.irradiation.watch": "Nieco poniżej normy",
  "verdict.irradiation.below": "Wyraźnie poniżej normy",
  // The plant types the service is known to send (i18n/plant-type.ts); others print as sent.
  "plant.type":
    "{type, select, rooftop {Dachowa} groundMounted {Naziemna} floating {Pływająca} carport {Wiata parkingowa} other {}}",

  "unit.kwh": "kWh",
  "unit.mwh": "MWh",
  "unit.kwp": "kWp",
  "unit.kwhPerKwp": "kWh/kWp",
  "unit.kwhPerM2": "kWh/m²",

  "figure.energyYield": "Uzysk energii",
  "figure.meterYield": "Uzysk wg licznika",
  "figure.irradiation": "Napromieniowanie",
  "figure.performanceRatio": "Współczynnik wydajności PR (IEC 61724-1)",
  "figure.prTemperatureCorrected": "PR przy 25 °C",
  "figure.prEffective": "PR efektywny",
  "figure.availability": "Dostępność",
  "figure.availabilityLoss": "Strata z niedostępności",
  "figure.specificYield": "Uzysk jednostkowy",
  "figure.budget": "Budżet",
  "figure.budgetCovered": "Budżet za dni objęte danymi",
  "figure.revenue": "Przychód",

  "bridge.budget": "Budżet",
  "bridge.weather": "Pogoda",
  "bridge.availability": "Dostępność",
  "bridge.performance": "Wydajność",

  "period.yearToDate": "Od początku roku",
  "period.sameMonthLastYear": "Ten sam miesiąc rok wcześniej",
  "period.monthToDate": "{month}, od początku miesiąca do {day}",

  "estimate.daysEstimated":
    "{count, plural, one {# dzień oszacowany} few {# dni oszacowane} many {# dni oszacowanych} other {# dnia oszacowanego}}",

  "note.monthInProgress":
    "Miesiąc w toku: dane obejmują okres od {from} do {through} i będą się zmieniać do zamknięcia miesiąca.",
  "note.noData":
    "Brak danych: instalacja nie przekazała wartości za żaden z {reported, plural, one {# dnia} few {# dni} many {# dni} other {# dnia}} okresu. Żadne wskaźniki nie są dostępne; zob. Jakość danych.",

  "section.dailyValues": "Wartości dzienne",
  "section.method": "Metodyka",
};
