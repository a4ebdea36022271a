/** Spanish messages of the portfolio PDF and the client packs. */
import type { packEn } from "./en.js";

export const packEs: Record<keyof typeof packEn, string> = {
  "pack.cover.portfolio": "Informe de cartera",
  "pack.cover.client": "Informe de cliente",
  "pack.cover.plants": "{count, plural, one {# planta} other {# plantas}}",
  "pack.cover.contents": "Índice",
  "pack.cover.more": "… y {count, plural, one {# planta más} other {# plantas más}}: véanse los marcadores",
  "pack.bookmark.cover": "Portada",
  "pack.bookmark.summary": "Resumen",

  "pack.figures.title": "El mes de un vistazo",
  "pack.plantsAll":
    "{count, plural, one {la única planta ha enviado datos} other {las # plantas han enviado datos}}",
  "pack.plantsSome":
    "{ok} de {count, plural, one {# planta} other {# plantas}} con datos, {failed} sin datos",
  "pack.tile.ofWhichEstimated": "de ello estimado {kwh} kWh",
  "pack.tile.noBudget": "Ninguna planta tiene presupuesto",
  "pack.tile.budgetCovered": "Presupuesto (días cubiertos) {kwh} kWh",
  "pack.tile.againstNormal": "{deviation} frente a la normal",
  "pack.tile.noNormal": "Sin normal de irradiación definida",
  "pack.weighting.client":
    "Las cifras del cliente siguen las fórmulas de la cartera, solo sobre sus plantas.",
  "pack.bridge.none":
    "Puente presupuestario no mostrado: ninguna planta tiene presupuesto y producción este mes.",
  "pack.bridge.budgetCovered": "Presupuesto (días cubiertos)",
  "pack.bridge.scope":
    "Suma de los puentes de las {count} de {total, plural, one {# planta} other {# plantas}} con datos que tienen presupuesto.",
  "pack.bridge.weatherNone":
    "Meteorología: ninguna planta tiene normal de irradiación; su parte queda en Rendimiento.",
  "pack.bridge.meteredNone":
    "Pérdida de inyección y contador: no todas las plantas de la suma tienen producción del contador, por lo que el puente termina en la producción real y no muestra importes.",

  "pack.ranking.title": "Clasificación de las plantas",
  "pack.ranking.order": "por producción frente al presupuesto de los días cubiertos, la mejor primero",
  "pack.ranking.continued": "Clasificación de las plantas (continuación)",
  "pack.ranking.failed": "Sin datos: {reason}",
  "pack.ranking.prFallback": "{name} en lugar de {chosen}, que no puede calcularse para esa planta.",
  "pack.contract.title": "Dinero del contrato",
  "pack.contract.order": "penalizaciones hasta la fecha, cada garantía en su propio periodo de liquidación",
  "pack.contract.continued": "Dinero del contrato (continuación)",
  "pack.contract.column.contract": "Contrato",
  "pack.contract.column.availability": "contractual / garantizada",
  "pack.contract.column.pr": "medido / garantizado",
  "pack.contract.column.damages": "Penalización",
  "pack.contract.column.toDate": "hasta la fecha",
  "pack.contract.total": "Total, {count, plural, one {# planta} other {# plantas}}",
  "pack.contract.met": "Garantía cumplida",
  "pack.contract.missed": "Garantía incumplida",
  "pack.contract.rounding":
    "La penalización de cada garantía se redondea a la unidad mínima de la moneda para su periodo; un total es la suma de las cifras de encima. Un periodo provisional es hasta la fecha y aún puede cambiar.",
  "pack.contract.without": "Disponibilidad técnica, sin condiciones contractuales: {names}",
  "pack.column.rank": "N.º",
  "pack.column.plant": "Planta",
  "pack.column.capacity": "Potencia",
  "pack.column.yield": "Producción",
  "pack.column.budgetVariance": "vs presupuesto",
  "pack.column.daysCovered": "días cubiertos",
  "pack.column.fullBudget": "presup. completo",
  "pack.column.specificYield": "Prod. espec.",
  "pack.column.pr": "PR",
  "pack.column.availability": "Disponibilidad",

  "pack.byVerdict.title": "Plantas por veredicto",
  "pack.byVerdict.none": "Sin veredicto",

  "pack.plantChart.title":
    "Rendimiento específico y PR por planta, en el orden de la clasificación (números de la clasificación)",
  "pack.plantChart.specificYield": "Rendimiento específico ({unit})",

  "pack.plantChart.pr": "PR (IEC 61724-1), %",

  "pack.attention.title": "Plantas que requieren atención",
  "pack.attention.note": "con fallo, sin datos, por debajo del objetivo o una cifra inverosímil",
  "pack.attention.none": "Ninguna: ninguna planta falló, carece de datos o está por debajo del objetivo.",
  "pack.attention.watchCount":
    "{count, plural, one {# planta está} other {# plantas están}} en observación (por debajo de un objetivo, dentro de su margen) y no se listan aquí.",
  "pack.attention.failed": "No se pudieron obtener datos: {reason}",

  "pack.quality.reported": "Plantas con datos",
  "pack.quality.reportedValue": "{ok} de {total}",
  "pack.quality.estimatedValue":
    "{days, plural, one {# día-planta} other {# días-planta}}, {kwh} kWh de la producción:",
  "pack.quality.missing": "Días sin producción",
  "pack.quality.missingValue":
    "{days, plural, one {# día-planta} other {# días-planta}} no estimables, excluidos (no contados como cero):",
  "pack.quality.failed": "Plantas sin datos",
};
