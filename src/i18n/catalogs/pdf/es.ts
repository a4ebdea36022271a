/** Spanish messages of the plant PDF: as Spanish PV asset managers and finance teams write. */
import type { pdfEn } from "./en.js";

export const pdfEs: Record<keyof typeof pdfEn, string> = {
  "pdf.na": "n. d.",
  "pdf.noData": "Sin datos",
  "pdf.noYield": "Sin producción",
  "pdf.notYetReported": "Aún sin reportar",
  "pdf.noCapacity": "Potencia no definida",
  "pdf.target": "Objetivo {value}",
  "pdf.daysOf": "{covered} de {total, plural, one {# día} other {# días}}",
  "pdf.unit.pp": "{value} p. p.",
  "pdf.pr.iec": "PR (IEC 61724-1)",
  "pdf.pr.fallbackName": "{name} (en lugar de {chosen}, no disponible)",
  "pdf.pr.fallbackLine": "En lugar de {chosen} (no disponible)",

  "pdf.notice.partial":
    "Datos parciales: {missing} de {reported, plural, one {# día} other {# días}} sin producción medida ({days}).",
  "pdf.notice.estimated":
    "Estimados y marcados en los gráficos y la tabla: {days}; los totales incluyen estas estimaciones.",
  "pdf.notice.excluded": "No estimables, excluidos (no se cuentan como cero): {days}.",
  "pdf.notice.allExcluded": "Los días que faltan se excluyen, no se cuentan como cero.",
  "pdf.notice.notStarted":
    "Aún no ha terminado ningún día de {month} en la zona horaria de la planta: todavía no hay cifras que informar; véase Calidad de los datos.",
  "pdf.sanity.title": "Revisar antes de enviar: una cifra parece inverosímil.",
  "pdf.sanity.prAboveOne":
    "PR de {pr} por encima de {limit}: la potencia ({capacity} kWp) probablemente es demasiado baja, o la irradiación no está en kWh/m².",
  "pdf.sanity.specificYieldAboveIrradiation":
    "Producción específica de {specific} kWh/kWp por encima de la irradiación de {irradiation} kWh/m²: revise la potencia (kWp) y las unidades de energía (kWh o MWh).",
  "pdf.sanity.budgetVarianceExtreme":
    "Producción {variance} frente al presupuesto: revise el presupuesto (kWh, no MWh ni Wh; doce valores, empezando por enero).",

  "pdf.tile.ofWhichEstimated": "de ello estimado {kwh} kWh ({days, plural, one {# día} other {# días}})",
  "pdf.tile.budget": "Presupuesto {kwh} kWh",
  "pdf.tile.budgetToDate": "Presupuesto a la fecha {kwh} kWh",
  "pdf.tile.budgetCovered": "Presupuesto ({covered}/{total, plural, one {# día} other {# días}}) {kwh} kWh",
  "pdf.tile.fullBudget": "Presupuesto completo {kwh} kWh",
  "pdf.tile.fullBudgetToDate": "Presupuesto completo a la fecha {kwh} kWh",
  "pdf.tile.noBudget": "Sin presupuesto definido",
  "pdf.tile.noDayCovered": "Presupuesto {kwh} kWh; ningún día cubierto",
  "pdf.tile.revenue": "Ingresos {money}",
  "pdf.tile.overspill": "Vertido {kwh} kWh (sobre el límite de inyección)",
  "pdf.tile.perCapacity": "Producción total por kWp con {kwp} kWp",
  "pdf.tile.noTarget": "Sin objetivo definido",
  "pdf.tile.loss": "Pérdida por indisponibilidad {kwh} kWh",
  "pdf.tile.normal": "Normal {value} kWh/m²",
  "pdf.tile.normalToDate": "Normal a la fecha {value} kWh/m²",
  "pdf.tile.noNormal": "Sin irradiación normal definida",
  "pdf.tile.normalDays": "para {days} de {total, plural, one {# día} other {# días}} con irradiación",

  "pdf.brief.title": "El mes en breve",
  "pdf.brief.noData": "No se recibieron datos para este periodo; no se puede calcular ninguna cifra.",
  "pdf.brief.energy": "Producción {deviation} frente al presupuesto ({verdict})",
  "pdf.brief.energyCovered":
    "Producción {deviation} frente al presupuesto para {covered} de {total, plural, one {# día cubierto} other {# días cubiertos}} ({verdict}), {full} frente al presupuesto completo",
  "pdf.brief.energyNoBudget": "Producción {kwh} kWh (sin presupuesto)",
  "pdf.brief.irradiation": "irradiación {deviation} frente a la normal ({verdict})",
  "pdf.brief.pr": "{name} {value} frente a un objetivo de {target} ({verdict})",
  "pdf.brief.prNoTarget": "{name} {value} ({verdict})",
  "pdf.brief.availability": "disponibilidad {value} frente a un objetivo de {target} ({verdict})",
  "pdf.brief.availabilityNoTarget": "disponibilidad {value} ({verdict})",
  "pdf.brief.gaps": "{missing, plural, one {# día} other {# días}} sin producción medida",
  "pdf.brief.gapsEstimated":
    "{missing, plural, one {# día} other {# días}} sin producción medida, {estimated} de ellos estimados",

  "pdf.commentary.title": "Nota del gestor de activos",

  "pdf.bridge.title": "Puente de presupuesto",
  "pdf.bridge.subtitle":
    "Del presupuesto a la producción del contador, base de los ingresos; importes a la tarifa",
  "pdf.bridge.subtitleEnergy": "Del presupuesto a la producción del contador, base de los ingresos",
  "pdf.bridge.money": "A la tarifa",
  "pdf.bridge.budgetDays": "Presupuesto ({covered}/{total, plural, one {# día} other {# días}})",
  "pdf.bridge.curtailment": "Limitación",
  "pdf.bridge.actual": "Producción real",
  "pdf.bridge.exportLoss": "Pérdida inyección/contador",
  "pdf.bridge.metered": "Contador (= base de ingresos)",
  "pdf.bridge.noBudget": "Puente de presupuesto no mostrado: esta planta no tiene presupuesto definido.",
  "pdf.bridge.noYield": "Puente de presupuesto no mostrado: sin producción este mes.",
  "pdf.bridge.weatherNoNormal":
    "Meteorología: esta planta no tiene irradiación normal definida; su parte queda en Rendimiento.",
  "pdf.bridge.weatherNoIrradiation": "Meteorología: no se midió irradiación; su parte queda en Rendimiento.",
  "pdf.bridge.availabilityNoData":
    "Disponibilidad: sin datos de disponibilidad; su parte queda en Rendimiento.",
  "pdf.bridge.meteredNone":
    "Pérdida de inyección y contador: no hay producción del contador este mes, por lo que no hay ingresos: el puente termina en la producción real y no muestra importes.",

  "pdf.contract.title": "Contrato: {name}",
  "pdf.contract.availabilityGuaranteed": "Disponibilidad garantizada",
  "pdf.contract.availabilityContractual": "Disponibilidad contractual",
  "pdf.contract.availabilityRevenue": "Ingresos del periodo hasta la fecha",
  "pdf.contract.availabilityDamages": "Penalización por disponibilidad",
  "pdf.contract.prGuaranteed": "PR garantizado",
  "pdf.contract.prMeasured": "PR medido",
  "pdf.contract.prShortfall": "Déficit de PR",
  "pdf.contract.prDamages": "Penalización por PR",
  "pdf.contract.damages": "Penalizaciones hasta la fecha",
  "pdf.contract.period":
    "{guarantee, select, availability {Disponibilidad} other {PR}} {from} – {to}: {state, select, provisional {provisional, se liquida el {settles}} other {liquidado el {settles}}}",
  "pdf.contract.lostRevenue": "Ingresos perdidos por causa, {month}",
  "pdf.contract.cause":
    "{cause, select, contractor {Contratista} scheduledMaintenance {Mantenimiento programado} forcedOutage {Parada forzada} forceMajeure {Fuerza mayor} outOfEnvironmentalSpecification {Fuera de especificación ambiental} outOfElectricalSpecification {Red (fuera de especificación eléctrica)} requestedShutdown {Parada solicitada} suspended {Suspendido} curtailment {Limitación} performance {Rendimiento} other {{cause}}}",
  "pdf.contract.noTariff": "Sin tarifa: los ingresos perdidos no se valoran",
  "pdf.year.ytd": "En lo que va de año, {from} – {to}",
  "pdf.year.lastYear": "Mismo mes del año anterior, {month}",
  "pdf.year.budget": "Presupuesto (días cubiertos)",
  "pdf.year.variance": "Desviación (días cubiertos)",
  "pdf.year.fullBudget": "Presupuesto completo",
  "pdf.year.varianceFull": "Desviación (presupuesto completo)",
  "pdf.year.yieldThen": "Producción entonces",
  "pdf.year.change": "Variación",
  "pdf.year.noYtd": "— el histórico no llega a enero",
  "pdf.year.noLastYear": "— el histórico no llega a ese mes",
  "pdf.year.noDataThen": "— sin datos para ese mes",
  "pdf.year.noDataYet": "— sin datos este año",
  "pdf.year.noBudget": "— sin presupuesto",
  "pdf.plevel.title": "Últimos 12 meses, {from} – {to}",
  "pdf.plevel.titleNone": "Últimos 12 meses",
  "pdf.plevel.level": "Nivel del estudio de producción",
  "pdf.plevel.value": "P{level}",
  "pdf.plevel.study": "Estudio P50 / P90",
  "pdf.plevel.studyValue": "{p50} / {p90} {unit}",
  "pdf.plevel.assumption":
    "La producción de los 12 meses equivale a este nivel P de los P50 y P90 anuales del estudio de producción, suponiendo una distribución normal.",
  "pdf.plevel.daysWithoutData":
    "{count, plural, one {# día sin datos contado como cero} other {# días sin datos contados como cero}}",
  "pdf.plevel.shortHistory": "Sin nivel P: hacen falta 12 meses de historial.",
  "pdf.plevel.incomplete": "Sin nivel P: hacen falta 12 meses completos; incompletos: {months}.",

  "pdf.chart.yieldTitle": "Producción e irradiación diarias",
  "pdf.chart.yield": "Producción ({unit})",
  "pdf.chart.estimated": "Estimada",
  "pdf.chart.irradiation": "Irradiación ({unit})",
  "pdf.chart.noIrradiation": "Sin irradiación",
  "pdf.chart.prTitle": "PR efectivo diario (según el servicio de datos)",
  "pdf.chart.availabilityTitle": "Disponibilidad diaria",
  "pdf.chart.noDataPeriod": "Sin datos para este periodo",
  "pdf.chart.trendTitle":
    "Producción frente al presupuesto, {count, plural, one {último mes} other {últimos # meses}}",
  "pdf.chart.trendTitleNoBudget": "Producción, {count, plural, one {último mes} other {últimos # meses}}",
  "pdf.chart.budgetP50": "Presupuesto P50 ({unit})",
  "pdf.chart.noHistory": "Sin histórico",

  "pdf.table.note": "PR, disponibilidad y temperatura de célula del mes: ponderadas por irradiación",
  "pdf.table.continued": "Valores diarios (continuación)",
  "pdf.table.date": "Fecha",
  "pdf.table.yield": "Producción",
  "pdf.table.meterYield": "Prod. contador",
  "pdf.table.irradiation": "Irradiación",
  "pdf.table.prEffective": "PR ef.",
  "pdf.table.availability": "Disponibilidad",
  "pdf.table.cellTemperature": "Temp. célula",
  "pdf.table.status": "Estado de datos",
  "pdf.table.measured": "Medido",
  "pdf.table.month": "Mes",
  "pdf.table.monthToDate": "Mes a la fecha",
  "pdf.table.total": "Incl. estimaciones",
  "pdf.table.totalToDate": "Incl. estimaciones, a la fecha",
  "pdf.table.footnote":
    "Cursiva: estimado para un día sin valor medido. * a partir de la otra serie de energía (producción a partir de la del contador, o al revés), † a partir de la irradiación; véase Cálculo de las cifras.",
  "pdf.status.complete": "Completo",
  "pdf.status.partial": "Parcial",
  "pdf.status.outage": "Parada, 0 kWh",
  "pdf.chart.outage": "Parada (0 kWh)",
  "pdf.status.estimated": "estimado",
  "pdf.status.late": "con retraso",

  "pdf.quality.title": "Calidad de los datos",
  "pdf.quality.none": "ninguno",
  "pdf.quality.completeness": "Integridad",
  "pdf.quality.completenessValue": "{list} días con valor",
  "pdf.quality.daysWithoutYield": "Días sin producción",
  "pdf.quality.estimatedDays": "Días estimados",
  "pdf.quality.lateDays": "Días con retraso",
  "pdf.quality.latenessUnknown": "Retraso desconocido",
  "pdf.quality.latenessUnknownValue":
    "{days}: el servicio solo informa de retrasos de los últimos 30 días aproximadamente",
  "pdf.quality.impossible": "Valores imposibles",
  "pdf.quality.impossibleValue":
    "{count}, físicamente imposibles (p. ej., energía negativa), tratados como ausentes",
  "pdf.quality.unreadable": "Valores ilegibles",
  "pdf.quality.unreadableValue": "{count}, tratados como ausentes",
  "pdf.quality.note": "Notas",
  "pdf.quality.estimatedDay": "{day} ({sources})",
  "pdf.quality.fromBoth":
    "producción y producción del contador a partir {source, select, meter {del contador} yield {de la producción} other {de la irradiación}}",
  "pdf.quality.yieldFrom":
    "producción a partir {source, select, meter {del contador} yield {de la producción} other {de la irradiación}}",
  "pdf.quality.meterFrom":
    "producción del contador a partir {source, select, meter {del contador} yield {de la producción} other {de la irradiación}}",
  "pdf.field.yield": "Producción",
  "pdf.field.meterYield": "Producción del contador",
  "pdf.field.irradiation": "Irradiación",
  "pdf.field.pr": "PR",
  "pdf.field.availability": "Disponibilidad",
  "pdf.field.cellTemperature": "Temperatura de célula",
  "pdf.field.overspill": "Vertido",

  "pdf.method.title": "Cálculo de las cifras",
  "pdf.method.days":
    "Los días son los días naturales locales de la planta. Un valor ausente nunca cuenta como cero: se estima cuando es posible y se marca; una cifra sin ningún valor se muestra como «–».",
  "pdf.method.estimates":
    "Estimación de un día sin producción medida: producción del contador de ese día ÷ {meterPerYield} (producción del contador por producción del mes), si no, su irradiación × {yieldPerIrradiation} kWh por kWh/m² (producción por irradiación del mes). Un día sin lectura del contador: su producción × {meterPerYield}, si no, su irradiación × {meterPerIrradiation}. Cada ratio sale de los días del mes en que se midieron ambos valores.",
  "pdf.method.noEstimates":
    "Estimaciones: un día ausente se estima a partir de la producción del contador o de la irradiación con ratios de los días completos del mes; este mes no se pudo formar ningún ratio o ningún día lo necesitó.",
  "pdf.method.totals":
    "La producción y la producción del contador son los días medidos más los estimados; los recuadros indican qué parte de cada total es estimada.",
  "pdf.method.pr":
    "PR (IEC 61724-1) = producción ÷ (potencia × irradiación), en los días con ambos valores, con la irradiación referida a 1 kW/m² (condiciones estándar de prueba).",
  "pdf.method.prTemperature":
    "PR a 25 °C = producción ÷ (potencia × Σ irradiación diaria × (1 + γ × (temperatura de célula − 25 °C))), con el coeficiente de temperatura de la planta γ = {gamma} por °C. Usa temperaturas de célula medias diarias, por lo que aproxima el PR corregido por temperatura de la IEC 61724-1.",
  "pdf.method.prTemperatureNone":
    "El PR a 25 °C necesita la potencia y el coeficiente de temperatura de los módulos; sin ellos no se muestra.",
  "pdf.method.prEffective":
    "El PR efectivo es el PR del propio servicio de datos, que excluye los periodos de indisponibilidad; sus valores diarios son los del gráfico, ponderados por irradiación en el mes.",
  "pdf.method.prFallback":
    "{chosen}, que usan las valoraciones, no puede calcularse para esta planta este mes, por lo que su valoración del PR se basa en {name}.",
  "pdf.method.availability":
    "La disponibilidad y la temperatura de célula son medias de los valores diarios ponderadas por irradiación. Pérdida por indisponibilidad = Σ producción × (1 − disponibilidad) ÷ disponibilidad en los días con ambos valores; un día al 0 % cuenta su irradiación × la producción por irradiación del mes con plena disponibilidad.",
  "pdf.method.budget":
    "Presupuesto: el presupuesto P50 de {full} kWh del periodo, prorrateado a {covered} de {total, plural, one {# día} other {# días}} con producción medida o estimada = {budget} kWh. Desviación = producción ÷ ese presupuesto − 1, de modo que un mes con días ausentes se compara en términos homogéneos. Frente al presupuesto completo la desviación es producción ÷ {full} kWh − 1: un día sin datos cuenta en contra de la planta, como lo cuenta un contrato.",
  "pdf.method.bridge":
    "Puente: Meteorología = presupuesto × (irradiación ÷ normal a largo plazo − 1), con la normal prorrateada a los días con irradiación; Disponibilidad = − la pérdida por indisponibilidad; Limitación = − el vertido por encima del límite de inyección; Rendimiento = el resto, de modo que presupuesto + meteorología + disponibilidad + limitación + rendimiento = producción real exactamente. Pérdida inyección/contador = producción del contador − producción real, de modo que el puente termina en la producción del contador, sobre la que se pagan los ingresos. Importe = kWh × tarifa; el importe del contador son los ingresos.",
  "pdf.method.revenue":
    "Ingresos = producción del contador (medida + estimada) × tarifa de {tariff} por kWh.",
  "pdf.method.year":
    "En lo que va de año suma de enero a este mes, cada mes calculado como arriba a partir de sus propios días; su presupuesto es la suma de los presupuestos mensuales de los días cubiertos, su presupuesto completo la suma de los presupuestos P50 mensuales. El año anterior compara el mismo mes un año antes.",
  "pdf.contract.none": "Disponibilidad técnica, sin condiciones contractuales",
  "pdf.method.contractNone":
    "Disponibilidad técnica, sin condiciones contractuales: esta planta no tiene contrato en este informe, así que no se aplica ninguna garantía ni se calculan penalizaciones.",
  "pdf.method.contractTitle":
    "Contrato {name}: los años contractuales empiezan el {start}; trimestres y años contractuales se cuentan desde ese día.",
  "pdf.method.contractAvailability":
    "Garantía de disponibilidad: {guaranteed} de disponibilidad contractual en cada {period, select, month {mes} quarter {trimestre} other {año contractual}}. La pérdida de disponibilidad de un día se asigna a las categorías de los eventos de ese día, en proporción a sus horas × fracción afectada, y al contratista un día sin evento. Disponibilidad contractual = 1 − (pérdida − pérdida excluida) ÷ (producción + pérdida − pérdida excluida). Excluidas: {excluded}.",
  "pdf.method.contractPriceAdjustment":
    "Penalización (ajuste de precio): por debajo de la garantía, los ingresos del periodo hasta la fecha se reducen en {slope} × (disponibilidad garantizada − contractual); por debajo de {floor}, en su totalidad.",
  "pdf.method.contractEnergy":
    "Penalización (energía): (disponibilidad garantizada − contractual) × (producción + pérdida − pérdida excluida) × {price} por kWh.",
  "pdf.method.contractCap": "La penalización tiene un tope de {cap} por periodo.",
  "pdf.method.contractTariff": "la tarifa de la planta",
  "pdf.method.contractNoExclusions": "ninguna",
  "pdf.method.contractPr":
    "Garantía de PR: {first} el primer año contractual, menos {degradation} al año {mode, select, linear {de ese valor (lineal)} other {compuesto}}: {guaranteed} en este periodo, con una tolerancia de {tolerance}, en cada {period, select, month {mes} quarter {trimestre} other {año contractual}}. PR medido = producción ÷ (potencia × irradiación × (1 + γ × (temperatura de célula − {tref} °C))) en los días del periodo sin un evento de una categoría excluida ({excluded}). Déficit = garantizado × (1 − tolerancia) − medido, redondeado hacia arriba a 0,1 pp.",
  "pdf.method.contractPrEnergy":
    "Penalización de PR: déficit × producción de referencia corregida por temperatura × {price} por kWh.",
  "pdf.method.contractPrPoint": "Penalización de PR: {price} por punto porcentual de déficit.",
  "pdf.method.contractSettlement":
    "Cada garantía se liquida al final de su propio periodo: un periodo que no ha terminado se muestra hasta la fecha, marcado como provisional, con el día en que se liquida; las cifras de un periodo liquidado no cambian en informes posteriores. Las penalizaciones se redondean a la unidad mínima de la moneda por garantía y periodo, y el total es su suma.",
  "pdf.method.late": "Días con retraso: el servicio de datos no actualizó el día en 24 horas.",
  "pdf.method.bandsTitle": "Valoraciones (las mismas en los libros de Excel y en la página de resumen):",
  "pdf.method.bandEnergy":
    "Producción frente al presupuesto de los días cubiertos: «{target}» en el presupuesto o por encima; «{watch}» hasta {band} por debajo; «{below}» más allá.",
  "pdf.method.bandRatios":
    "{pr} frente al objetivo de la planta: «{watch}» hasta {prBand} por debajo del objetivo; disponibilidad: «{watch}» hasta {availabilityBand} por debajo de su objetivo. Una cifra en el lado equivocado de su objetivo nunca es «{target}».",
  "pdf.method.bandIrradiation":
    "Irradiación frente a la normal a largo plazo: «{target}» en la normal o por encima; «{watch}» hasta {band} por debajo; «{below}» más allá.",

  "pdf.footer.generated": "Generado el {time}",
  "pdf.footer.page": "Página {page} de {count}",
};
