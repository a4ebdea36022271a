/** Spanish warnings (see en.ts). */
import type { warningsEn } from "./en.js";

export const warningsEs: Record<keyof typeof warningsEn, string> = {
  "warning.impossibleValue":
    "{kpi}, {date}: el valor {value}{unit, select, percent {\u00a0%} kwh {\u00a0kWh} kwhPerM2 {\u00a0kWh/m²} celsius {\u00a0°C} other {}} es {cause, select, negativeEnergy {una energía negativa} energyAboveCapacity {más de {limit} kWh por kWp de potencia en un día} negativeIrradiation {una irradiación negativa} irradiationAboveLimit {más de {limit} kWh/m² en un día} negativePr {un PR negativo} prAboveLimit {un PR superior al {limit} %} negativeAvailability {una disponibilidad negativa} availabilityAboveFull {una disponibilidad superior al 100 %} cellTemperatureOutside {una temperatura de célula fuera del intervalo de {low} a {high} °C} other {un número no finito}}: no se utiliza (se trata como ausente)",
  "warning.impossibleMore":
    "{count, plural, one {#\u00a0valor físicamente imposible más de este mes no se ha utilizado} other {#\u00a0valores físicamente imposibles más de este mes no se han utilizado}}",
  "warning.impossibleEarlier":
    "{count, plural, one {#\u00a0valor físicamente imposible de meses anteriores del historial no se ha utilizado} other {#\u00a0valores físicamente imposibles de meses anteriores del historial no se han utilizado}}",
  "warning.kpiMissing": "{kpi}: el servicio no lo devolvió; revise el nombre del KPI en la definición",
  "warning.kpiNoData": "{kpi}: sin datos para el mes",
  "warning.prorated":
    "Mes en curso hasta el {through}: {what, select, both {presupuesto P50 e irradiación normal prorrateados} budget {presupuesto P50 prorrateado} other {irradiación normal prorrateada}} a {reported} de {total, plural, one {#\u00a0día} other {#\u00a0días}}",
  "warning.monthNotEnded":
    "El mes no termina en la zona horaria de la planta (UTC{offset}) hasta el {endsAt}: {started, select, no {allí aún no ha terminado ningún día del mes} other {las cifras cubren sus días hasta el {through}}}, como un mes en curso",
  "warning.freshnessUnreadable":
    "Informe de actualidad: {count, plural, one {#\u00a0día no se pudo leer} other {#\u00a0días no se pudieron leer}} (sin fecha ni estado, o con una marca de tiempo inusual), por lo que se desconoce si llegaron con retraso; las cifras no se ven afectadas",
  "warning.freshnessUnavailable":
    "Informe de actualidad no disponible, por lo que se desconoce qué días llegaron con retraso; las cifras no se ven afectadas. Motivo: {failure}",
  "warning.monthInProgress": "Mes en curso: las cifras cubren los días hasta el {through}",
  "warning.plantMonthNotEnded":
    "{plant} (UTC{offset}): el mes termina allí el {endsAt}, por lo que la planta se informa hasta el {through} como un mes en curso; el informe será definitivo si se vuelve a generar después de esa hora",
  "warning.verdictFallback":
    "{count, plural, one {# planta no tiene} other {# plantas no tienen}} {metric, select, prTemperatureCorrected {PR a 25 °C} prEffective {PR efectivo} other {{metric}}} este mes ({plants}): la valoración del PR se basa en el PR (IEC 61724-1), indicado como tal; añada el coeficiente de temperatura a los datos de las plantas",
  "warning.noPlantSelected":
    "Ninguna planta de la cuenta coincide con la selección de plantas de la definición",
  "warning.plantListNoId":
    "Lista de plantas: la entrada {entry} no tiene identificador, por lo que no se puede consultar; se omite",
  "warning.plantListRepeated":
    "Lista de plantas: el servicio incluye la planta {plant} {count} veces; se informa una sola vez (su primera entrada)",
  "warning.requestWindowFallback":
    "El servicio no entregó todo el histórico en una sola llamada ({cause, select, refused {rechazó {asked}\u00a0días: «{detail}»; la llamada rechazada cuenta como una petición fallida} other {devolvió {answered} de los {asked}\u00a0días pedidos, y los días que faltaban tenían datos}}); el informe lo solicitó en tramos de {days, plural, one {#\u00a0día} other {#\u00a0días}}. Las cifras no se ven afectadas",
  "warning.secondPass":
    "{plants, plural, one {#\u00a0planta falló solo por errores transitorios (5xx, 429, red, tiempo de espera) tras sus reintentos y se volvió a consultar al terminar las demás solicitudes} other {#\u00a0plantas fallaron solo por errores transitorios (5xx, 429, red, tiempo de espera) tras sus reintentos y se volvieron a consultar al terminar las demás solicitudes}}: {recovered} recuperadas",
  "warning.clientPlantOutside":
    "Cliente «{client}»: la planta {plant} no está entre las plantas del informe, por lo que no figura en su paquete",
  "warning.clientWithoutPlant": "El cliente «{client}» no tiene ninguna planta en este informe",
  "warning.commentaryUnknownPlant":
    "Comentario {file}: la planta {plant} no está en este informe, por lo que su texto no se imprime",
  "warning.plantFetchFailed": "no se pudieron obtener sus datos. Motivo: {failure}",
  "warning.fetchFailure":
    "{failure, select, notInAccount {el servicio denegó el acceso a la planta (HTTP {status}): no está en esta cuenta o se añadió después de la última actualización diaria del servicio} rangeRefused {el servicio rechazó los días pedidos en una sola llamada (HTTP {status}): ponga maxDaysPerRequest en «auto» o en menos días} rateLimited {el servicio siguió limitando la frecuencia de solicitudes tras los reintentos (HTTP {status}): vuelva a intentarlo más tarde} serviceFailed {el servicio siguió fallando tras los reintentos (HTTP {status}): vuelva a intentarlo más tarde} redirected {el servicio respondió con una redirección (HTTP {status}): ponga en SOLAR_API_BASE_URL la dirección en la que responde él mismo} refused {el servicio rechazó la solicitud (HTTP {status})} unreachable {no se pudo conectar con el servicio: compruebe la red y el proxy} timeout {el servicio no respondió a tiempo: vuelva a intentarlo más tarde} badResponse {la respuesta del servicio no se pudo leer: comuníquelo a su operador} tooLarge {la respuesta del servicio superó el límite de tamaño: pida menos días por llamada} other {un error inesperado: comuníquelo como fallo}}{said, select, service {; el servicio respondió: «{detail}»} error {: {detail}} other {}}",
  "warning.plantNotFetched": "no se obtuvieron sus datos",
  "warning.plantNoTzOffset":
    "la lista de plantas del servicio no indica zona horaria (tz_offset) para esta planta, por lo que no se pueden determinar sus días locales: pida al operador del servicio que la configure",
  "warning.plantBadTzOffset":
    "la lista de plantas del servicio indica para esta planta la zona horaria {offset}, no +HH:MM o -HH:MM entre -12:00 y +14:00, por lo que no se pueden determinar sus días locales: pida al operador del servicio que la corrija",
  "warning.plantNotInList":
    "la planta {plant} no está en la lista de plantas de esta cuenta: revise el identificador en la definición (una planta recién añadida solo aparece tras la siguiente actualización diaria del servicio)",
  "warning.plantPdfFailed":
    "No se pudo generar el PDF de {plant} y queda fuera de este informe; sus cifras están en los libros, en index.html y en la cartera. Notifíquelo como error con el id de la planta. Motivo: {reason}",
  "warning.portfolioPdfFailed":
    "No se pudo generar el PDF de la cartera y falta en este informe. Motivo: {reason}",
  "warning.clientPackFailed":
    "No se pudo generar el dosier del cliente «{client}» y falta en este informe. Motivo: {reason}",
};
