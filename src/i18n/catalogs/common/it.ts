/** Italian: terms as Italian PV asset managers use them (produzione, irraggiamento, disponibilità). */
import type { commonEn } from "./en.js";

export const commonIt: Record<keyof typeof commonEn, string> = {
  "verdict.onTarget": "In linea con l’obiettivo",
  "verdict.watch": "Da monitorare",
  "verdict.belowTarget": "Sotto l’obiettivo",
  // Irradiation is weather, not a target the plant can miss: its verdicts read as weather.
  "verdict.irradiation.target": "Nella media o sopra",
  "verdict.irradiation.watch": "Leggermente sotto la media",
  "verdict.irradiation.below": "Nettamente sotto la media",
  // The plant types the service is known to send (i18n/plant-type.ts); others print as sent.
  "plant.type":
    "{type, select, rooftop {Su tetto} groundMounted {A terra} floating {Galleggiante} carport {Pensilina fotovoltaica} other {}}",

  "unit.kwh": "kWh",
  "unit.mwh": "MWh",
  "unit.kwp": "kWp",
  "unit.kwhPerKwp": "kWh/kWp",
  "unit.kwhPerM2": "kWh/m²",

  "figure.energyYield": "Produzione",
  "figure.meterYield": "Produzione al contatore",
  "figure.irradiation": "Irraggiamento",
  "figure.performanceRatio": "Performance Ratio (IEC 61724-1)",
  "figure.prTemperatureCorrected": "PR a 25 °C",
  "figure.prEffective": "PR effettivo",
  "figure.availability": "Disponibilità",
  "figure.availabilityLoss": "Perdita per indisponibilità",
  "figure.specificYield": "Produzione specifica",
  "figure.budget": "Budget",
  "figure.budgetCovered": "Budget dei giorni coperti",
  "figure.revenue": "Ricavi",

  "bridge.budget": "Budget",
  "bridge.weather": "Meteo",
  "bridge.availability": "Disponibilità",
  "bridge.performance": "Prestazioni",

  "period.yearToDate": "Da inizio anno",
  "period.sameMonthLastYear": "Stesso mese dell’anno precedente",
  "period.monthToDate": "{month}, dal primo del mese al {day}",

  "estimate.daysEstimated": "{count, plural, one {# giorno stimato} other {# giorni stimati}}",

  "note.monthInProgress":
    "Mese in corso: i valori coprono il periodo dal {from} al {through} e cambieranno fino alla chiusura del mese.",
  "note.noData":
    "Nessun dato: l’impianto non ha trasmesso valori per {reported, plural, one {il # giorno} other {nessuno dei # giorni}} del periodo. Nessun indicatore disponibile; vedere Qualità dei dati.",

  "section.dailyValues": "Valori giornalieri",
  "section.method": "Metodologia",
};
