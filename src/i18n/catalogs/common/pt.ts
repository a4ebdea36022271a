/** Portuguese (Portugal and Brazil read it alike): produção, irradiação, disponibilidade. */
import type { commonEn } from "./en.js";

export const commonPt: Record<keyof typeof commonEn, string> = {
  "verdict.onTarget": "Dentro do objetivo",
  "verdict.watch": "Em observação",
  "verdict.belowTarget": "Abaixo do objetivo",
  // Irradiation is weather, not a target the plant can miss: its verdicts read as weather.
  "verdict.irradiation.target": "Na média ou acima",
  "verdict.irradiation.watch": "Ligeiramente abaixo da média",
  "verdict.irradiation.below": "Bem abaixo da média",
  // The plant types the service is known to send (i18n/plant-type.ts); others print as sent.
  "plant.type":
    "{type, select, rooftop {Em telhado} groundMounted {No solo} floating {Flutuante} carport {Cobertura de estacionamento} other {}}",

  "unit.kwh": "kWh",
  "unit.mwh": "MWh",
  "unit.kwp": "kWp",
  "unit.kwhPerKwp": "kWh/kWp",
  "unit.kwhPerM2": "kWh/m²",

  "figure.energyYield": "Produção de energia",
  "figure.meterYield": "Produção no contador",
  "figure.irradiation": "Irradiação",
  "figure.performanceRatio": "Performance Ratio (IEC 61724-1)",
  "figure.prTemperatureCorrected": "PR a 25 °C",
  "figure.prEffective": "PR efetivo",
  "figure.availability": "Disponibilidade",
  "figure.availabilityLoss": "Perda por indisponibilidade",
  "figure.specificYield": "Produção específica",
  "figure.budget": "Orçamento",
  "figure.budgetCovered": "Orçamento dos dias cobertos",
  "figure.revenue": "Receita",

  "bridge.budget": "Orçamento",
  "bridge.weather": "Meteorologia",
  "bridge.availability": "Disponibilidade",
  "bridge.performance": "Desempenho",

  "period.yearToDate": "Acumulado do ano",
  "period.sameMonthLastYear": "Mesmo mês do ano anterior",
  "period.monthToDate": "{month}, acumulado do mês até {day}",

  "estimate.daysEstimated": "{count, plural, one {# dia estimado} other {# dias estimados}}",

  "note.monthInProgress":
    "Mês em curso: os valores abrangem de {from} a {through} e vão mudar até ao fecho do mês.",
  "note.noData":
    "Sem dados: a central não enviou valores em nenhum {reported, plural, one {do # dia} other {dos # dias}} do período. Nenhum indicador disponível; ver Qualidade dos dados.",

  "section.dailyValues": "Valores diários",
  "section.method": "Metodologia",
};
