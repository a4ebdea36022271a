/** Spanish messages of index.html: Spanish PV terms (producción, irradiación, disponibilidad, presupuesto, desviación). */
import type { htmlEn } from "./en.js";

export const htmlEs: Record<keyof typeof htmlEn, string> = {
  "html.status.ok": "OK",
  "html.status.partial": "Parcial",
  "html.status.failed": "Fallido",
  "html.status.line": "{status}: {detail}",
  "html.status.allReported":
    "{count, plural, one {la única planta ha enviado datos} other {las {n} plantas han enviado datos}}",
  "html.status.someFailed":
    "{count, plural, one {{n} de {total} plantas ha fallado} other {{n} de {total} plantas han fallado}}",
  "html.status.noPlants": "ninguna planta en el informe",
  "html.status.noneReported":
    "{count, plural, one {la única planta no ha enviado datos} other {ninguna de las {n} plantas ha enviado datos}}",
  "html.generated": "Generado el {time}",
  "html.portfolio": "Cartera",
  "html.plantsReported": "Plantas con datos",
  "html.labelled": "{label}: {value}",
  "html.inclEstimated": "incl. {energy} estimados",
  "html.target": "objetivo {ratio}",
  "html.budgetVariance": "Desviación frente al presupuesto",
  "html.irradiationVariance": "Irradiación frente a la media",
  "html.ytdVariance": "Acumulado del año ({from} – {to}) frente al presupuesto",
  "html.ytdRevenue": "Ingresos acumulados del año",
  "html.lastYear": "Producción frente a {month}",
  "html.weighting.irradiationCapacity":
    "El PR de la cartera (IEC 61724-1) es un cociente de sumas, Σ E / Σ(P0·H), sobre los días-planta con producción e irradiación de las plantas con potencia P0 conocida. El PR efectivo y la disponibilidad se ponderan por irradiación × potencia, Σ(x·H·C) / Σ(H·C), sobre los días-planta con ambos valores (H irradiación, C potencia); la irradiación es la media de las plantas ponderada por potencia. La desviación frente al presupuesto es la producción total (medida + estimada) de las plantas con presupuesto dividida por su presupuesto de los días cubiertos, menos 1; la energía y los ingresos son sumas sobre las plantas.",
  "html.weighting.irradiation":
    "El PR de la cartera (IEC 61724-1) es un cociente de sumas, Σ E / Σ(P0·H), sobre los días-planta con producción e irradiación de las plantas con potencia P0 conocida. El PR efectivo y la disponibilidad se ponderan por irradiación, Σ(x·H) / Σ H, sobre los días-planta con ambos valores, porque no se conoce la potencia de todas las plantas; la irradiación es la media simple de las plantas. La desviación frente al presupuesto es la producción total (medida + estimada) de las plantas con presupuesto dividida por su presupuesto de los días cubiertos, menos 1; la energía y los ingresos son sumas sobre las plantas.",
  "html.bridge.title": "Del presupuesto a la producción real",
  "html.bridge.caption":
    "Presupuesto de los días cubiertos y, a continuación, lo que cambiaron la meteorología (irradiación frente a la media), la disponibilidad y el rendimiento (el resto).",
  "html.bridge.energy": "Energía",
  "html.bridge.value": "Valor",
  "html.legend.title": "Cómo se decide cada valoración",
  "html.legend.intro": "Cada etiqueta indica su valoración; el color la repite.",
  "html.legend.energy":
    "{figure}: «{target}» a partir del presupuesto de los días cubiertos, «{watch}» hasta {threshold}, «{below}» más allá.",
  "html.legend.ratio":
    "{figure}: «{target}» a partir del objetivo de la planta, «{watch}» hasta {threshold} por debajo, «{below}» más allá.",
  "html.legend.irradiation":
    "{figure}: «{target}» a partir de la media a largo plazo, «{watch}» hasta {threshold}, «{below}» más allá. Explica el mes; no depende de la planta.",
  "html.points": "{value} puntos porcentuales",
  "html.verdict.none": "Sin valoración",
  "html.chip.title": "{figure}: {verdict}",
  "html.reports": "Informes y datos",
  "html.portfolioPdf": "Informe de cartera (PDF)",
  "html.clientPack": "{client}: informe de cliente (PDF)",
  "html.data.daily": "Valores diarios por planta (CSV)",
  "html.data.monthly": "Cifras mensuales por planta (CSV)",
  "html.workbooks": "Libros de trabajo",
  "html.noWorkbooks": "Sin libros de trabajo.",
  "html.workbook.yield": "Libro de producción",
  "html.workbook.pr": "Libro de performance ratio",
  "html.workbook.availability": "Libro de disponibilidad",
  "html.plants": "Plantas",
  "html.column.plant": "Planta (PDF)",
  "html.column.fetch": "Datos",
  "html.column.yield": "Producción",
  "html.column.budgetVariance": "vs. presupuesto",
  "html.column.pr": "PR (IEC 61724\u20111)",
  "html.column.ytd": "Acum. año vs. presupuesto",
  "html.column.days": "Días con datos",
  "html.column.late": "Días con retraso",
  "html.fetched": "ok",
  "html.failed": "fallido",
  "html.failedWith": "fallido: {reason}",
  "html.warnings": "Avisos ({n})",
  "html.footer":
    "{count, plural, one {{n} solicitud} other {{n} solicitudes}} al Solar Plant Data Service (reintentos: {retried}, fallos: {failed}). Cifras y lista de archivos: {link}.",
};
