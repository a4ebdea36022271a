/** Dutch warnings (see en.ts). */
import type { warningsEn } from "./en.js";

export const warningsNl: Record<keyof typeof warningsEn, string> = {
  "warning.impossibleValue":
    "{kpi}, {date}: de waarde {value}{unit, select, percent {\u00a0%} kwh {\u00a0kWh} kwhPerM2 {\u00a0kWh/m²} celsius {\u00a0°C} other {}} is {cause, select, negativeEnergy {negatieve energie} energyAboveCapacity {meer dan {limit} kWh per kWp vermogen op één dag} negativeIrradiation {negatieve instraling} irradiationAboveLimit {meer dan {limit} kWh/m² op één dag} negativePr {een negatieve PR} prAboveLimit {een PR boven {limit} %} negativeAvailability {een negatieve beschikbaarheid} availabilityAboveFull {een beschikbaarheid boven 100 %} cellTemperatureOutside {een celtemperatuur buiten {low} tot {high} °C} other {geen eindig getal}}: niet gebruikt (als ontbrekend behandeld)",
  "warning.impossibleMore":
    "{count, plural, one {Nog #\u00a0fysiek onmogelijke waarde deze maand is niet gebruikt} other {Nog #\u00a0fysiek onmogelijke waarden deze maand zijn niet gebruikt}}",
  "warning.impossibleEarlier":
    "{count, plural, one {#\u00a0fysiek onmogelijke waarde in eerdere maanden van het verloop is niet gebruikt} other {#\u00a0fysiek onmogelijke waarden in eerdere maanden van het verloop zijn niet gebruikt}}",
  "warning.kpiMissing": "{kpi}: niet geleverd door de dienst; controleer de KPI-naam in de definitie",
  "warning.kpiNoData": "{kpi}: geen gegevens voor de maand",
  "warning.prorated":
    "Lopende maand tot en met {through}: {what, select, both {P50-budget en normale instraling} budget {P50-budget} other {normale instraling}} naar rato van {reported} van {total, plural, one {#\u00a0dag} other {#\u00a0dagen}}",
  "warning.monthNotEnded":
    "De maand eindigt in de tijdzone van de installatie (UTC{offset}) pas op {endsAt}: {started, select, no {daar is nog geen dag van de maand voorbij} other {de cijfers beslaan de dagen tot en met {through}}}, zoals bij een lopende maand",
  "warning.freshnessUnreadable":
    "Actualiteitsrapport: {count, plural, one {#\u00a0dag kon niet worden gelezen} other {#\u00a0dagen konden niet worden gelezen}} (geen datum of status, of een afwijkend tijdstempel), dus of ze te laat binnenkwamen is onbekend; de cijfers zijn niet beïnvloed",
  "warning.freshnessUnavailable":
    "Actualiteitsrapport niet beschikbaar, dus welke dagen te laat binnenkwamen is onbekend; de cijfers zijn niet beïnvloed. Reden: {failure}",
  "warning.monthInProgress": "Lopende maand: de cijfers beslaan de dagen tot en met {through}",
  "warning.plantMonthNotEnded":
    "{plant} (UTC{offset}): de maand eindigt daar op {endsAt}, dus de installatie wordt tot en met {through} gerapporteerd als een lopende maand; het rapport is definitief als het na dat tijdstip opnieuw wordt gemaakt",
  "warning.verdictFallback":
    "{count, plural, one {# installatie heeft} other {# installaties hebben}} deze maand geen {metric, select, prTemperatureCorrected {PR bij 25 °C} prEffective {effectieve PR} other {{metric}}} ({plants}): het PR-oordeel berust op de PR (IEC 61724-1), zo aangeduid; voeg de temperatuurcoëfficiënt toe aan de installatiegegevens",
  "warning.noPlantSelected": "Geen installatie van het account valt binnen de selectie van de definitie",
  "warning.plantListNoId":
    "Installatielijst: item {entry} heeft geen id en kan dus niet worden opgevraagd; weggelaten",
  "warning.plantListRepeated":
    "Installatielijst: installatie {plant} staat {count} keer in de lijst van de dienst; één keer gerapporteerd (het eerste item)",
  "warning.requestWindowFallback":
    "De dienst leverde de volledige historie niet in één aanroep ({cause, select, refused {hij weigerde {asked}\u00a0dagen: ‘{detail}’; de geweigerde aanroep telt als mislukte aanvraag} other {hij leverde {answered} van de {asked} gevraagde dagen, en de ontbrekende dagen hadden gegevens}}); het rapport heeft die in plaats daarvan in blokken van {days, plural, one {#\u00a0dag} other {#\u00a0dagen}} opgevraagd. De cijfers veranderen daardoor niet",
  "warning.secondPass":
    "{plants, plural, one {#\u00a0installatie mislukte na de herhaalpogingen alleen door tijdelijke fouten (5xx, 429, netwerk, time-out) en is opnieuw opgevraagd toen de andere verzoeken klaar waren} other {#\u00a0installaties mislukten na de herhaalpogingen alleen door tijdelijke fouten (5xx, 429, netwerk, time-out) en zijn opnieuw opgevraagd toen de andere verzoeken klaar waren}}: {recovered} hersteld",
  "warning.clientPlantOutside":
    "Klant ‘{client}’: installatie {plant} hoort niet bij de installaties van het rapport en zit dus niet in het pakket van de klant",
  "warning.clientWithoutPlant": "Klant ‘{client}’ heeft geen installatie in dit rapport",
  "warning.commentaryUnknownPlant":
    "Toelichting {file}: installatie {plant} staat niet in dit rapport, dus de tekst wordt niet afgedrukt",
  "warning.plantFetchFailed": "de gegevens konden niet worden opgehaald. Reden: {failure}",
  "warning.fetchFailure":
    "{failure, select, notInAccount {de dienst weigerde toegang tot de installatie (HTTP {status}): die hoort niet bij dit account, of is toegevoegd na de laatste dagelijkse verversing van de dienst} rangeRefused {de dienst weigerde de dagen die in één aanroep werden gevraagd (HTTP {status}): zet maxDaysPerRequest op ‘auto’ of op minder dagen} rateLimited {de dienst beperkte het aantal verzoeken nog na de herhalingen (HTTP {status}): probeer het later opnieuw} serviceFailed {de dienst faalde nog na de herhalingen (HTTP {status}): probeer het later opnieuw} redirected {de dienst antwoordde met een omleiding (HTTP {status}): zet SOLAR_API_BASE_URL op het adres waarop de dienst zelf antwoordt} refused {de dienst weigerde het verzoek (HTTP {status})} unreachable {de dienst was niet bereikbaar: controleer het netwerk en de proxy} timeout {de dienst antwoordde niet op tijd: probeer het later opnieuw} badResponse {het antwoord van de dienst was onleesbaar: meld het aan de beheerder} tooLarge {het antwoord van de dienst was groter dan de limiet: vraag minder dagen per aanroep} other {een onverwachte fout: meld het als bug}}{said, select, service {; de dienst antwoordde: ‘{detail}’} error {: {detail}} other {}}",
  "warning.plantNotFetched": "de gegevens zijn niet opgehaald",
  "warning.plantNoTzOffset":
    "de installatielijst van de dienst geeft deze installatie geen tijdzone (tz_offset), dus de lokale dagen zijn niet te bepalen: vraag de beheerder van de dienst deze in te stellen",
  "warning.plantBadTzOffset":
    "de installatielijst van de dienst geeft deze installatie de tijdzone {offset}, niet +HH:MM of -HH:MM tussen -12:00 en +14:00, dus de lokale dagen zijn niet te bepalen: vraag de beheerder van de dienst deze te corrigeren",
  "warning.plantNotInList":
    "installatie {plant} staat niet in de installatielijst van dit account: controleer de id in de definitie (een nieuwe installatie verschijnt pas na de volgende dagelijkse verversing van de dienst)",
  "warning.plantPdfFailed":
    "De pdf van {plant} kon niet worden gemaakt en ontbreekt in dit rapport; de cijfers staan in de werkmappen, in index.html en in de portefeuille. Meld dit als fout met de id van de installatie. Reden: {reason}",
  "warning.portfolioPdfFailed":
    "De portefeuille-pdf kon niet worden gemaakt en ontbreekt in dit rapport. Reden: {reason}",
  "warning.clientPackFailed":
    "Het pakket van klant ‘{client}’ kon niet worden gemaakt en ontbreekt in dit rapport. Reden: {reason}",
};
