/** Spanish (Spain): terms as Spanish PV asset managers use them (producción, irradiación, disponibilidad). */
import type { commonEn } from "./en.js";

export const commonEs: Record<keyof typeof commonEn, string> = {
  "verdict.onTarget": "En objetivo",
  "verdict.watch": "En vigilancia",
  "verdict.belowTarget": "Por debajo del objetivo",
  // Irradiation is weather, not a target the plant can miss: its verdicts read as weather.
  "verdict.irradiation.target": "En la media o por encima",
  "verdict.irradiation.watch": "Ligeramente por debajo de la media",
  "verdict.irradiation.below": "Muy por debajo de la media",
  // The plant types the service is known to send (i18n/plant-type.ts); others print as sent.
  "plant.type":
    "{type, select, rooftop {En cubierta} groundMounted {En suelo} floating {Flotante} carport {Marquesina de aparcamiento} other {}}",

  "unit.kwh": "kWh",
  "unit.mwh": "MWh",
  "unit.kwp": "kWp",
  "unit.kwhPerKwp": "kWh/kWp",
  "unit.kwhPerM2": "kWh/m²",

  "figure.energyYield": "Producción",
  "figure.meterYield": "Producción en contador",
  "figure.irradiation": "Irradiación",
  "figure.performanceRatio": "Performance Ratio (IEC 61724-1)",
  "figure.prTemperatureCorrected": "PR a 25 °C",
  "figure.prEffective": "PR efectivo",
  "figure.availability": "Disponibilidad",
  "figure.availabilityLoss": "Pérdida por disponibilidad",
  "figure.specificYield": "Producción específica",
  "figure.budget": "Presupuesto",
  "figure.budgetCovered": "Presupuesto de los días cubiertos",
  "figure.revenue": "Ingresos",

  "bridge.budget": "Presupuesto",
  "bridge.weather": "Meteorología",
  "bridge.availability": "Disponibilidad",
  "bridge.performance": "Rendimiento",

  "period.yearToDate": "Acumulado del año",
  "period.sameMonthLastYear": "Mismo mes del año anterior",
  "period.monthToDate": "{month}, acumulado del mes hasta el {day}",

  "estimate.daysEstimated": "{count, plural, one {# día estimado} other {# días estimados}}",

  "note.monthInProgress":
    "Mes en curso: las cifras abarcan del {from} al {through} y cambiarán hasta el cierre del mes.",
  "note.noData":
    "Sin datos: la planta no ha enviado valores en {reported, plural, one {el # día} other {ninguno de los # días}} del periodo. No hay cifras disponibles; véase Calidad de los datos.",

  "section.dailyValues": "Valores diarios",
  "section.method": "Metodología",
};
