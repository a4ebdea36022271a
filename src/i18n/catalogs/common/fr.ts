/** French: terms as French PV asset managers use them (productible, ensoleillement, disponibilité). */
import type { commonEn } from "./en.js";

export const commonFr: Record<keyof typeof commonEn, string> = {
  "verdict.onTarget": "Conforme à l’objectif",
  "verdict.watch": "À surveiller",
  "verdict.belowTarget": "Sous l’objectif",
  // Irradiation is weather, not a target the plant can miss: its verdicts read as weather.
  "verdict.irradiation.target": "Normale ou au-dessus",
  "verdict.irradiation.watch": "Légèrement sous la normale",
  "verdict.irradiation.below": "Nettement sous la normale",
  // The plant types the service is known to send (i18n/plant-type.ts); others print as sent.
  "plant.type":
    "{type, select, rooftop {En toiture} groundMounted {Au sol} floating {Flottante} carport {Ombrière de parking} other {}}",

  "unit.kwh": "kWh",
  "unit.mwh": "MWh",
  "unit.kwp": "kWc",
  "unit.kwhPerKwp": "kWh/kWc",
  "unit.kwhPerM2": "kWh/m²",

  "figure.energyYield": "Production",
  "figure.meterYield": "Production au compteur",
  "figure.irradiation": "Irradiation",
  "figure.performanceRatio": "Ratio de performance (IEC 61724-1)",
  "figure.prTemperatureCorrected": "PR à 25 °C",
  "figure.prEffective": "PR effectif",
  "figure.availability": "Disponibilité",
  "figure.availabilityLoss": "Perte de disponibilité",
  "figure.specificYield": "Productible spécifique",
  "figure.budget": "Budget",
  "figure.budgetCovered": "Budget des jours couverts",
  "figure.revenue": "Chiffre d’affaires",

  "bridge.budget": "Budget",
  "bridge.weather": "Météo",
  "bridge.availability": "Disponibilité",
  "bridge.performance": "Performance",

  "period.yearToDate": "Cumul annuel",
  "period.sameMonthLastYear": "Même mois de l’année précédente",
  "period.monthToDate": "{month}, cumul du mois jusqu’au {day}",

  "estimate.daysEstimated": "{count, plural, one {# jour estimé} other {# jours estimés}}",

  "note.monthInProgress":
    "Mois en cours : les chiffres couvrent la période du {from} au {through} et évolueront jusqu’à la clôture du mois.",
  "note.noData":
    "Aucune donnée : la centrale n’a transmis aucune valeur sur {reported, plural, one {le # jour} other {les # jours}} de la période. Aucun indicateur n’est disponible ; voir Qualité des données.",

  "section.dailyValues": "Valeurs journalières",
  "section.method": "Méthodologie",
};
