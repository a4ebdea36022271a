/** German warnings (see en.ts). */
import type { warningsEn } from "./en.js";

export const warningsDe: Record<keyof typeof warningsEn, string> = {
  "warning.impossibleValue":
    "{kpi}, {date}: {value}{unit, select, percent {\u00a0%} kwh {\u00a0kWh} kwhPerM2 {\u00a0kWh/m²} celsius {\u00a0°C} other {}} ist {cause, select, negativeEnergy {negative Energie} energyAboveCapacity {mehr als {limit} kWh je kWp Leistung an einem Tag} negativeIrradiation {negative Einstrahlung} irradiationAboveLimit {mehr als {limit} kWh/m² an einem Tag} negativePr {eine negative PR} prAboveLimit {eine PR über {limit} %} negativeAvailability {eine negative Verfügbarkeit} availabilityAboveFull {eine Verfügbarkeit über 100 %} cellTemperatureOutside {eine Zelltemperatur außerhalb von {low} bis {high} °C} other {keine endliche Zahl}}: nicht verwendet (als fehlend behandelt)",
  "warning.impossibleMore":
    "{count, plural, one {#\u00a0weiterer physikalisch unmöglicher Wert in diesem Monat wurde nicht verwendet} other {#\u00a0weitere physikalisch unmögliche Werte in diesem Monat wurden nicht verwendet}}",
  "warning.impossibleEarlier":
    "{count, plural, one {#\u00a0physikalisch unmöglicher Wert in früheren Monaten des Verlaufs wurde nicht verwendet} other {#\u00a0physikalisch unmögliche Werte in früheren Monaten des Verlaufs wurden nicht verwendet}}",
  "warning.kpiMissing": "{kpi}: vom Datendienst nicht geliefert; KPI-Namen in der Definition prüfen",
  "warning.kpiNoData": "{kpi}: keine Daten für den Monat",
  "warning.prorated":
    "Laufender Monat bis {through}: {what, select, both {P50-Budget und Einstrahlungs-Normalwert} budget {P50-Budget} other {Einstrahlungs-Normalwert}} anteilig auf {reported} von {total, plural, one {#\u00a0Tag} other {#\u00a0Tagen}}",
  "warning.monthNotEnded":
    "Der Monat endet in der Zeitzone der Anlage (UTC{offset}) erst am {endsAt}: {started, select, no {dort ist noch kein Tag des Monats zu Ende} other {die Kennzahlen umfassen die Tage bis {through}}}, wie bei einem laufenden Monat",
  "warning.freshnessUnreadable":
    "Aktualitätsbericht: {count, plural, one {#\u00a0Tag war nicht lesbar} other {#\u00a0Tage waren nicht lesbar}} (ohne Datum oder Status oder mit ungewöhnlichem Zeitstempel); ob {count, plural, one {er} other {sie}} verspätet eintrafen, ist unbekannt. Die Kennzahlen sind nicht betroffen",
  "warning.freshnessUnavailable":
    "Aktualitätsbericht nicht verfügbar, daher ist unbekannt, welche Tage verspätet eintrafen. Die Kennzahlen sind nicht betroffen. Grund: {failure}",
  "warning.monthInProgress": "Laufender Monat: Die Kennzahlen umfassen die Tage bis {through}",
  "warning.plantMonthNotEnded":
    "{plant} (UTC{offset}): Der Monat endet dort am {endsAt}, daher ist die Anlage wie ein laufender Monat bis {through} berichtet; der Bericht ist endgültig, wenn er nach diesem Zeitpunkt erneut erstellt wird",
  "warning.verdictFallback":
    "{count, plural, one {# Anlage hat} other {# Anlagen haben}} in diesem Monat keine {metric, select, prTemperatureCorrected {PR bei 25 °C} prEffective {effektive PR} other {{metric}}} ({plants}): Die PR-Bewertung beruht stattdessen auf der PR (IEC 61724-1) und ist so gekennzeichnet; den Temperaturkoeffizienten in den Anlagendaten ergänzen",
  "warning.noPlantSelected": "Keine Anlage des Kontos entspricht der Anlagenauswahl der Definition",
  "warning.plantListNoId":
    "Anlagenliste: Eintrag {entry} hat keine ID und kann daher nicht abgefragt werden; ausgelassen",
  "warning.plantListRepeated":
    "Anlagenliste: Die Anlage {plant} wird vom Datendienst {count}-mal aufgeführt; einmal berichtet (erster Eintrag)",
  "warning.requestWindowFallback":
    "Der Dienst hat den gesamten Verlauf nicht in einem Abruf geliefert ({cause, select, refused {er lehnte {asked}\u00a0Tage ab: „{detail}“; der abgelehnte Abruf zählt als fehlgeschlagene Anfrage} other {er lieferte {answered} der {asked} angefragten Tage, und die fehlenden Tage hatten Daten}}); der Bericht hat ihn stattdessen in Abschnitten von {days, plural, one {#\u00a0Tag} other {je #\u00a0Tagen}} abgefragt. Die Zahlen sind davon nicht betroffen",
  "warning.secondPass":
    "{plants, plural, one {#\u00a0Anlage schlug nach allen Wiederholungen nur mit vorübergehenden Fehlern (5xx, 429, Netzwerk, Zeitüberschreitung) fehl und wurde nach Abschluss der übrigen Anfragen erneut abgerufen} other {#\u00a0Anlagen schlugen nach allen Wiederholungen nur mit vorübergehenden Fehlern (5xx, 429, Netzwerk, Zeitüberschreitung) fehl und wurden nach Abschluss der übrigen Anfragen erneut abgerufen}}: {recovered} davon erfolgreich",
  "warning.clientPlantOutside":
    "Kunde „{client}“: Die Anlage {plant} gehört nicht zu den Anlagen des Berichts und ist daher nicht in seinem Paket",
  "warning.clientWithoutPlant": "Kunde „{client}“ hat in diesem Bericht keine Anlage",
  "warning.commentaryUnknownPlant":
    "Kommentar {file}: Die Anlage {plant} ist nicht in diesem Bericht, ihr Text wird daher nicht gedruckt",
  "warning.plantFetchFailed": "Daten konnten nicht abgerufen werden. Grund: {failure}",
  "warning.fetchFailure":
    "{failure, select, notInAccount {der Dienst verweigerte den Zugriff auf die Anlage (HTTP {status}): Sie gehört nicht zu diesem Konto oder kam nach der letzten täglichen Aktualisierung des Dienstes hinzu} rangeRefused {der Dienst lehnte die in einem Abruf angefragten Tage ab (HTTP {status}): maxDaysPerRequest auf „auto“ oder weniger Tage setzen} rateLimited {der Dienst begrenzte die Anfragerate auch nach den Wiederholungen (HTTP {status}): später erneut versuchen} serviceFailed {der Dienst schlug auch nach den Wiederholungen fehl (HTTP {status}): später erneut versuchen} redirected {der Dienst antwortete mit einer Weiterleitung (HTTP {status}): SOLAR_API_BASE_URL auf die Adresse setzen, unter der er selbst antwortet} refused {der Dienst lehnte die Anfrage ab (HTTP {status})} unreachable {der Dienst war nicht erreichbar: Netzwerk und Proxy prüfen} timeout {der Dienst antwortete nicht rechtzeitig: später erneut versuchen} badResponse {die Antwort des Dienstes war nicht lesbar: dem Betreiber des Dienstes melden} tooLarge {die Antwort des Dienstes überschritt die Größengrenze: weniger Tage je Abruf anfragen} other {ein unerwarteter Fehler: bitte als Fehler melden}}{said, select, service {; der Dienst schrieb: „{detail}“} error {: {detail}} other {}}",
  "warning.plantNotFetched": "Daten wurden nicht abgerufen",
  "warning.plantNoTzOffset":
    "Die Anlagenliste des Datendienstes nennt für diese Anlage keine Zeitzone (tz_offset), daher sind ihre lokalen Tage nicht bestimmbar: Bitte den Betreiber des Dienstes, sie einzurichten",
  "warning.plantBadTzOffset":
    "Die Anlagenliste des Datendienstes nennt für diese Anlage die Zeitzone {offset}, nicht +HH:MM oder -HH:MM zwischen -12:00 und +14:00, daher sind ihre lokalen Tage nicht bestimmbar: Bitte den Betreiber des Dienstes, sie zu korrigieren",
  "warning.plantNotInList":
    "Die Anlage {plant} ist nicht in der Anlagenliste dieses Kontos: ID in der Definition prüfen (eine neu angelegte Anlage erscheint erst nach der nächsten täglichen Aktualisierung des Dienstes)",
  "warning.plantPdfFailed":
    "Das PDF von {plant} konnte nicht erzeugt werden und fehlt in diesem Bericht; ihre Kennzahlen stehen in den Arbeitsmappen, in index.html und im Portfolio. Bitte als Fehler mit der ID der Anlage melden. Grund: {reason}",
  "warning.portfolioPdfFailed":
    "Das Portfolio-PDF konnte nicht erstellt werden und fehlt in diesem Bericht. Grund: {reason}",
  "warning.clientPackFailed":
    "Das Paket des Kunden „{client}“ konnte nicht erstellt werden und fehlt in diesem Bericht. Grund: {reason}",
};
