/** Italian warnings (see en.ts). */
import type { warningsEn } from "./en.js";

export const warningsIt: Record<keyof typeof warningsEn, string> = {
  "warning.impossibleValue":
    "{kpi}, {date}: il valore {value}{unit, select, percent {\u00a0%} kwh {\u00a0kWh} kwhPerM2 {\u00a0kWh/m²} celsius {\u00a0°C} other {}} è {cause, select, negativeEnergy {un’energia negativa} energyAboveCapacity {oltre {limit} kWh per kWp di potenza in un giorno} negativeIrradiation {un irraggiamento negativo} irradiationAboveLimit {oltre {limit} kWh/m² in un giorno} negativePr {un PR negativo} prAboveLimit {un PR superiore al {limit} %} negativeAvailability {una disponibilità negativa} availabilityAboveFull {una disponibilità superiore al 100 %} cellTemperatureOutside {una temperatura di cella fuori dall’intervallo da {low} a {high} °C} other {un numero non finito}}: non utilizzato (trattato come mancante)",
  "warning.impossibleMore":
    "{count, plural, one {#\u00a0altro valore fisicamente impossibile di questo mese non è stato utilizzato} other {altri #\u00a0valori fisicamente impossibili di questo mese non sono stati utilizzati}}",
  "warning.impossibleEarlier":
    "{count, plural, one {#\u00a0valore fisicamente impossibile nei mesi precedenti dello storico non è stato utilizzato} other {#\u00a0valori fisicamente impossibili nei mesi precedenti dello storico non sono stati utilizzati}}",
  "warning.kpiMissing": "{kpi}: non restituito dal servizio; verificare il nome del KPI nella definizione",
  "warning.kpiNoData": "{kpi}: nessun dato per il mese",
  "warning.prorated":
    "Mese in corso fino al {through}: {what, select, both {budget P50 e media di irraggiamento riproporzionati} budget {budget P50 riproporzionato} other {media di irraggiamento riproporzionata}} a {reported} su {total, plural, one {#\u00a0giorno} other {#\u00a0giorni}}",
  "warning.monthNotEnded":
    "Il mese termina nel fuso orario dell'impianto (UTC{offset}) solo il {endsAt}: {started, select, no {lì non è ancora terminato alcun giorno del mese} other {i dati coprono i suoi giorni fino al {through}}}, come per un mese in corso",
  "warning.freshnessUnreadable":
    "Rapporto di aggiornamento: {count, plural, one {#\u00a0giorno non è stato leggibile} other {#\u00a0giorni non sono stati leggibili}} (senza data o stato, o con un orario anomalo), quindi non si sa se siano arrivati in ritardo; i valori non ne sono influenzati",
  "warning.freshnessUnavailable":
    "Rapporto di aggiornamento non disponibile, quindi non si sa quali giorni siano arrivati in ritardo; i valori non ne sono influenzati. Motivo: {failure}",
  "warning.monthInProgress": "Mese in corso: i valori coprono i giorni fino al {through}",
  "warning.plantMonthNotEnded":
    "{plant} (UTC{offset}): il mese vi termina il {endsAt}, quindi l'impianto è riportato fino al {through} come un mese in corso; il report sarà definitivo se rigenerato dopo quell'ora",
  "warning.verdictFallback":
    "{count, plural, one {# impianto non ha} other {# impianti non hanno}} il {metric, select, prTemperatureCorrected {PR a 25 °C} prEffective {PR effettivo} other {{metric}}} questo mese ({plants}): la valutazione del PR si basa sul PR (IEC 61724-1), indicato come tale; aggiungere il coefficiente di temperatura ai dati degli impianti",
  "warning.noPlantSelected":
    "Nessun impianto dell’account corrisponde alla selezione di impianti della definizione",
  "warning.plantListNoId":
    "Elenco impianti: la voce {entry} non ha un identificativo, quindi non può essere interrogata; esclusa",
  "warning.plantListRepeated":
    "Elenco impianti: il servizio elenca l’impianto {plant} {count} volte; riportato una sola volta (la prima voce)",
  "warning.requestWindowFallback":
    "Il servizio non ha fornito l’intero storico in una sola chiamata ({cause, select, refused {ha rifiutato {asked}\u00a0giorni: «{detail}»; la chiamata rifiutata conta come richiesta non riuscita} other {ha restituito {answered} dei {asked}\u00a0giorni richiesti, e i giorni mancanti avevano dati}}); il report lo ha richiesto in finestre di {days, plural, one {#\u00a0giorno} other {#\u00a0giorni}}. I dati non ne risentono",
  "warning.secondPass":
    "{plants, plural, one {#\u00a0impianto non è riuscito solo per errori temporanei (5xx, 429, rete, timeout) dopo i suoi tentativi ed è stato interrogato di nuovo al termine delle altre richieste} other {#\u00a0impianti non sono riusciti solo per errori temporanei (5xx, 429, rete, timeout) dopo i loro tentativi e sono stati interrogati di nuovo al termine delle altre richieste}}: {recovered} recuperati",
  "warning.clientPlantOutside":
    "Cliente «{client}»: l’impianto {plant} non è tra gli impianti del report, quindi non è nel suo pacchetto",
  "warning.clientWithoutPlant": "Il cliente «{client}» non ha alcun impianto in questo report",
  "warning.commentaryUnknownPlant":
    "Commento {file}: l’impianto {plant} non è in questo report, quindi il suo testo non viene stampato",
  "warning.plantFetchFailed": "non è stato possibile ottenere i suoi dati. Motivo: {failure}",
  "warning.fetchFailure":
    "{failure, select, notInAccount {il servizio ha negato l’accesso all’impianto (HTTP {status}): non è in questo account, o è stato aggiunto dopo l’ultimo aggiornamento giornaliero del servizio} rangeRefused {il servizio ha rifiutato i giorni chiesti in una sola chiamata (HTTP {status}): impostare maxDaysPerRequest su «auto» o su meno giorni} rateLimited {il servizio limitava ancora la frequenza delle richieste dopo i nuovi tentativi (HTTP {status}): riprovare più tardi} serviceFailed {il servizio non rispondeva ancora correttamente dopo i nuovi tentativi (HTTP {status}): riprovare più tardi} redirected {il servizio ha risposto con un reindirizzamento (HTTP {status}): impostare SOLAR_API_BASE_URL sull’indirizzo a cui risponde direttamente} refused {il servizio ha rifiutato la richiesta (HTTP {status})} unreachable {il servizio non è raggiungibile: controllare la rete e il proxy} timeout {il servizio non ha risposto in tempo: riprovare più tardi} badResponse {la risposta del servizio non è leggibile: segnalarlo al suo gestore} tooLarge {la risposta del servizio superava il limite di dimensione: chiedere meno giorni per chiamata} other {un errore imprevisto: segnalarlo come bug}}{said, select, service {; il servizio ha risposto: «{detail}»} error {: {detail}} other {}}",
  "warning.plantNotFetched": "i suoi dati non sono stati ottenuti",
  "warning.plantNoTzOffset":
    "l’elenco impianti del servizio non indica un fuso orario (tz_offset) per questo impianto, quindi i suoi giorni locali non sono determinabili: chiedere al gestore del servizio di configurarlo",
  "warning.plantBadTzOffset":
    "l’elenco impianti del servizio indica per questo impianto il fuso orario {offset}, non +HH:MM o -HH:MM tra -12:00 e +14:00, quindi i suoi giorni locali non sono determinabili: chiedere al gestore del servizio di correggerlo",
  "warning.plantNotInList":
    "l’impianto {plant} non è nell’elenco impianti di questo account: verificare l’identificativo nella definizione (un impianto appena aggiunto compare solo dopo il successivo aggiornamento giornaliero del servizio)",
  "warning.plantPdfFailed":
    "Non è stato possibile generare il PDF di {plant}, che manca in questo report; i suoi dati sono nelle cartelle di lavoro, in index.html e nel portafoglio. Segnalarlo come errore con l’id dell’impianto. Motivo: {reason}",
  "warning.portfolioPdfFailed":
    "Non è stato possibile generare il PDF del portafoglio, che manca in questo report. Motivo: {reason}",
  "warning.clientPackFailed":
    "Non è stato possibile generare il fascicolo del cliente «{client}», che manca in questo report. Motivo: {reason}",
};
