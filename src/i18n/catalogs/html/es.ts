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
  "html.budgetVariance": "Desviación frente al presupuesto de los días cubiertos",
  "html.irradiationVariance": "Irradiación frente a la media",
  "html.ytdVariance": "Acumulado del año ({from} – {to}) frente al presupuesto de los días cubiertos",
  "html.ytdRevenue": "Ingresos acumulados del año",
  "html.lastYear": "Producción frente a {month}",
  "html.weighting.irradiationCapacity":
    "El PR de la cartera (IEC 61724-1) es un cociente de sumas, Σ E / Σ(P0·H), sobre los días-planta con producción e irradiación de las plantas con potencia P0 conocida. El PR efectivo y la disponibilidad se ponderan por irradiación × potencia, Σ(x·H·C) / Σ(H·C), sobre los días-planta con ambos valores (H irradiación, C potencia); la irradiación es la media de las plantas ponderada por potencia. La desviación frente al presupuesto es la producción total (medida + estimada) de las plantas con presupuesto dividida por su presupuesto de los días cubiertos, menos 1; la energía y los ingresos son sumas sobre las plantas.",
  "html.weighting.irradiation":
    "El PR de la cartera (IEC 61724-1) es un cociente de sumas, Σ E / Σ(P0·H), sobre los días-planta con producción e irradiación de las plantas con potencia P0 conocida. El PR efectivo y la disponibilidad se ponderan por irradiación, Σ(x·H) / Σ H, sobre los días-planta con ambos valores, porque no se conoce la potencia de todas las plantas; la irradiación es la media simple de las plantas. La desviación frente al presupuesto es la producción total (medida + estimada) de las plantas con presupuesto dividida por su presupuesto de los días cubiertos, menos 1; la energía y los ingresos son sumas sobre las plantas.",
  "html.bridge.title": "Del presupuesto a la producción real",
  "html.bridge.caption":
    "Presupuesto de los días cubiertos y, a continuación, lo que cambiaron la meteorología (irradiación frente a la media), la disponibilidad, el recorte y el rendimiento (el resto) hasta la producción real; después, las pérdidas hasta el contador, hasta la energía medida sobre la que se pagan los ingresos.",
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
  "html.column.budgetVariance": "vs. presupuesto (días cubiertos)",
  "html.column.pr": "PR (IEC 61724\u20111)",
  "html.column.ytd": "Acum. año vs. presupuesto (días cubiertos)",
  "html.column.days": "Días con datos",
  "html.lateDays": "{count, plural, one {# día con retraso} other {# días con retraso}}",
  "html.fetched": "ok",
  "html.failed": "fallido",
  "html.failedWith": "fallido: {reason}",
  "html.warnings": "Avisos ({n})",
  "html.footer":
    "{count, plural, one {{n} solicitud} other {{n} solicitudes}} al Solar Plant Data Service (reintentos: {retried}, fallos: {failed}). Cifras y lista de archivos: {link}.",
  "html.status.withFiles": "{detail}; algunos archivos no se pudieron generar (ver más abajo)",
  "html.notFinal":
    "No definitivo: el mes aún no ha terminado en la zona horaria de estas plantas, por lo que se informan hasta un día anterior y sus cifras cambiarán. Vuelva a ejecutar el informe cuando su mes haya terminado para obtener cifras definitivas.",
  "html.notFinal.plant": "{plant}: informada hasta el {through}; su mes termina el {endsAt}",
  "html.notFinal.plantNoEnd": "{plant}: informada hasta el {through}",
  "html.throughDay": "hasta el {day}",
  "html.budgetVarianceFull": "Desviación frente al presupuesto completo",
  "html.budgetFull": "Presupuesto completo",
  "html.fullBudget": "presupuesto completo {variance}",
  "html.ytdVarianceFull": "Acumulado del año ({from} – {to}) frente al presupuesto completo",
  "html.varianceRule":
    "La desviación frente al presupuesto de los días cubiertos compara lo comparable: los días sin datos quedan fuera del presupuesto. La desviación frente al presupuesto completo divide por el presupuesto de todo el periodo, de modo que un día sin datos cuenta en contra de la planta (la visión del contrato).",
  "html.targetsRule":
    "Los objetivos de la cartera y de cada cliente son los de sus plantas, ponderados como las cifras: el objetivo de PR por la producción de referencia de cada planta (P0 · Σ H), el de disponibilidad por su irradiación × potencia.",
  "html.targetGap": "objetivo {ratio} ({gap} pp)",
  "html.prFallback": "{label}: sin {chosen} este mes",
  "html.bridge.curtailment": "Recorte (excedente)",
  "html.bridge.actual": "Producción real",
  "html.bridge.exportLoss": "Pérdida de inyección y contador",
  "html.bridge.metered": "Medido (= base de ingresos)",
  "html.bridge.noMeter":
    "No todas las plantas tienen un total de contador, por lo que el puente termina en la producción real; los ingresos se pagan sobre la producción medida de las plantas que lo tienen.",
  "html.column.pLevel": "Nivel P, 12 meses",
  "html.column.contract": "Contrato: penalizaciones hasta la fecha",
  "html.contract.none": "sin condiciones contractuales",
  "html.contract.availability": "disponibilidad contractual {value} (garantizada {guaranteed})",
  "html.contract.prShortfall": "déficit de PR {points} p. p.",
  "html.contract.provisional": "provisional, se liquida el {day}",
  "html.contract.title": "Dinero del contrato",
  "html.contract.damages": "Penalizaciones hasta la fecha",
  "html.contract.part": "{guarantee, select, availability {disponibilidad} other {PR}} {value}",
  "html.contract.lostRevenue": "Ingresos perdidos, {month}",
  "html.contract.plants":
    "de {count, plural, one {# planta} other {# plantas}} con contrato, cada garantía en su propio periodo; las sumas de las cifras redondeadas de las plantas",
  "html.contract.met": "cumplida",
  "html.contract.missed": "incumplida",
  "html.contract.unknown": "desconocido",
  "html.contract.chipTitle":
    "{guarantee, select, availability {Garantía de disponibilidad} other {Garantía de PR}}: {verdict}",
  "html.pLevel": "P{level}",
  "html.pLevel.detail":
    "12 meses móviles ({from} – {to}): {energy} = P{level} del estudio de producción (P50 {p50}, P90 {p90}; se supone una distribución normal)",
  "html.pLevel.missing":
    "{reason, select, shortHistory {requiere 12 meses de historial} incompleteMonths {{months}: sin terminar o sin datos} other {sin estudio de producción}}",
  "html.pLevel.daysWithoutData":
    "{count, plural, one {# día sin datos contado como cero} other {# días sin datos contados como cero}}",
  "html.pLevel.note":
    "Nivel P: la energía de los 12 meses hasta el mes del informe como nivel de excedencia del estudio de producción de la planta. P62 significa que equivale al valor P62 del estudio, la energía que se supera con un 62 % de probabilidad; P50 es el año esperado, un número mayor un año más débil (P90 se supera 9 de cada 10 años). σ = (P50 − P90) / 1,2816, se supone una distribución normal; nunca para un solo mes.",
  "html.attention.title": "Requieren atención",
  "html.attention.none": "Ninguna planta falló, carece de datos o está por debajo del objetivo.",
  "html.attention.watchCount":
    "{count, plural, one {# planta está} other {# plantas están}} en observación (por debajo de un objetivo, dentro de su margen) y no se listan aquí.",
  "html.attention.level":
    "{level, select, failed {No se pudieron obtener los datos} other {Sin datos para ningún día del periodo}}",
  "html.attention.figure":
    "{kind, select, variance {{figure} {value} frente al presupuesto de los días cubiertos} other {{figure} {value} frente a un objetivo de {target}}}",
  "html.attention.sanity":
    "{code, select, prAboveOne {PR superior al 100 %: compruebe la potencia y la unidad de irradiación} specificYieldAboveIrradiation {producción específica superior a la irradiación: compruebe la potencia y las unidades de energía} other {producción muy alejada del presupuesto: compruebe el presupuesto}}",
  "html.failedFiles.title": "Archivos que no se pudieron generar",
  "html.failedFiles.intro":
    "Estos archivos no están en la carpeta. Ninguna cifra ha cambiado por ello: las cifras de cada planta están en esta página y en los demás archivos. Comuníquelo como un error, con el motivo.",
  "html.failedFile":
    "{kind, select, plantPdf {PDF de {name}} portfolioPdf {Informe de cartera (PDF)} clientPack {Informe de cliente de {name} (PDF)} other {Libro de trabajo}}",
  "html.failedFile.reason": "Motivo: {reason}",
  "html.pdfFailed": "No se pudo generar el PDF",
  "html.clients": "Clientes",
  "html.column.client": "Cliente (PDF)",
};
