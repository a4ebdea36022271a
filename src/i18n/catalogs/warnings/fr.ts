/** French warnings (see en.ts). */
import type { warningsEn } from "./en.js";

export const warningsFr: Record<keyof typeof warningsEn, string> = {
  "warning.impossibleValue":
    "{kpi}, {date}\u00a0: la valeur {value}{unit, select, percent {\u00a0%} kwh {\u00a0kWh} kwhPerM2 {\u00a0kWh/m²} celsius {\u00a0°C} other {}} correspond à {cause, select, negativeEnergy {une énergie négative} energyAboveCapacity {plus de {limit} kWh par kWc de puissance en un jour} negativeIrradiation {une irradiation négative} irradiationAboveLimit {plus de {limit} kWh/m² en un jour} negativePr {un PR négatif} prAboveLimit {un PR supérieur à {limit} %} negativeAvailability {une disponibilité négative} availabilityAboveFull {une disponibilité supérieure à 100 %} cellTemperatureOutside {une température de cellule hors de la plage de {low} à {high} °C} other {un nombre non fini}}\u00a0: non utilisée (traitée comme manquante)",
  "warning.impossibleMore":
    "{count, plural, one {#\u00a0autre valeur physiquement impossible ce mois-ci n’a pas été utilisée} other {#\u00a0autres valeurs physiquement impossibles ce mois-ci n’ont pas été utilisées}}",
  "warning.impossibleEarlier":
    "{count, plural, one {#\u00a0valeur physiquement impossible des mois précédents de l’historique n’a pas été utilisée} other {#\u00a0valeurs physiquement impossibles des mois précédents de l’historique n’ont pas été utilisées}}",
  "warning.kpiMissing":
    "{kpi}\u00a0: non fourni par le service\u00a0; vérifier le nom du KPI dans la définition",
  "warning.kpiNoData": "{kpi}\u00a0: aucune donnée pour le mois",
  "warning.prorated":
    "Mois en cours jusqu’au {through}\u00a0: {what, select, both {budget P50 et normale d’irradiation proratisés} budget {budget P50 proratisé} other {normale d’irradiation proratisée}} à {reported} sur {total, plural, one {#\u00a0jour} other {#\u00a0jours}}",
  "warning.monthNotEnded":
    "Le mois ne se termine dans le fuseau horaire de la centrale (UTC{offset}) que le {endsAt} : {started, select, no {aucun jour du mois n'y est encore terminé} other {les chiffres couvrent ses jours jusqu'au {through}}}, comme pour un mois en cours",
  "warning.freshnessUnreadable":
    "Rapport d’actualité\u00a0: {count, plural, one {#\u00a0jour n’a pas pu être lu} other {#\u00a0jours n’ont pas pu être lus}} (sans date ni statut, ou horodatage inhabituel)\u00a0; on ignore donc s’{count, plural, one {il est arrivé} other {ils sont arrivés}} en retard. Les chiffres ne sont pas affectés",
  "warning.freshnessUnavailable":
    "Rapport d’actualité indisponible\u00a0: on ignore donc quels jours sont arrivés en retard. Les chiffres ne sont pas affectés. Motif\u00a0: {failure}",
  "warning.monthInProgress": "Mois en cours\u00a0: les chiffres couvrent les jours jusqu’au {through}",
  "warning.plantMonthNotEnded":
    "{plant} (UTC{offset}) : le mois s'y termine le {endsAt}, la centrale est donc présentée jusqu'au {through} comme un mois en cours ; le rapport sera définitif s'il est relancé après cette heure",
  "warning.verdictFallback":
    "{count, plural, one {# centrale n’a} other {# centrales n’ont}} pas de {metric, select, prTemperatureCorrected {PR à 25 °C} prEffective {PR effectif} other {{metric}}} ce mois-ci ({plants})\u00a0: le verdict de PR porte sur le PR (CEI 61724-1), indiqué comme tel\u00a0; ajoutez le coefficient de température aux données des centrales",
  "warning.noPlantSelected": "Aucune centrale du compte ne correspond à la sélection de la définition",
  "warning.plantListNoId":
    "Liste des centrales\u00a0: l’entrée {entry} n’a pas d’identifiant et ne peut donc pas être interrogée\u00a0; ignorée",
  "warning.plantListRepeated":
    "Liste des centrales\u00a0: la centrale {plant} figure {count} fois dans la liste du service\u00a0; présentée une seule fois (première entrée)",
  "warning.requestWindowFallback":
    "Le service n’a pas fourni tout l’historique en un seul appel ({cause, select, refused {il a refusé {asked}\u00a0jours\u00a0: «\u00a0{detail}\u00a0»\u00a0; l’appel refusé compte comme une requête en échec} other {il a renvoyé {answered} des {asked}\u00a0jours demandés, et les jours manquants avaient des données}})\u00a0; le rapport l’a demandé par tranches de {days, plural, one {#\u00a0jour} other {#\u00a0jours}}. Les chiffres n’en sont pas affectés",
  "warning.secondPass":
    "{plants, plural, one {#\u00a0centrale n’a échoué que sur des erreurs temporaires (5xx, 429, réseau, délai dépassé) après ses nouvelles tentatives et a été interrogée à nouveau une fois les autres requêtes terminées} other {#\u00a0centrales n’ont échoué que sur des erreurs temporaires (5xx, 429, réseau, délai dépassé) après leurs nouvelles tentatives et ont été interrogées à nouveau une fois les autres requêtes terminées}}\u00a0: {recovered, plural, one {#\u00a0récupérée} other {#\u00a0récupérées}}",
  "warning.clientPlantOutside":
    "Client «\u00a0{client}\u00a0»\u00a0: la centrale {plant} ne fait pas partie des centrales du rapport\u00a0; elle n’est donc pas dans son dossier",
  "warning.clientWithoutPlant": "Le client «\u00a0{client}\u00a0» n’a aucune centrale dans ce rapport",
  "warning.commentaryUnknownPlant":
    "Commentaire {file}\u00a0: la centrale {plant} ne figure pas dans ce rapport\u00a0; son texte n’est donc pas imprimé",
  "warning.plantFetchFailed": "ses données n’ont pas pu être récupérées. Motif\u00a0: {failure}",
  "warning.fetchFailure":
    "{failure, select, notInAccount {le service a refusé l’accès à la centrale (HTTP {status})\u00a0: elle n’est pas dans ce compte, ou a été ajoutée après la dernière actualisation quotidienne du service} rangeRefused {le service a refusé les jours demandés en un seul appel (HTTP {status})\u00a0: réglez maxDaysPerRequest sur «\u00a0auto\u00a0» ou sur moins de jours} rateLimited {le service limitait encore le débit des requêtes après les nouvelles tentatives (HTTP {status})\u00a0: réessayez plus tard} serviceFailed {le service était encore en échec après les nouvelles tentatives (HTTP {status})\u00a0: réessayez plus tard} redirected {le service a répondu par une redirection (HTTP {status})\u00a0: réglez SOLAR_API_BASE_URL sur l’adresse à laquelle il répond lui-même} refused {le service a refusé la requête (HTTP {status})} unreachable {le service est injoignable\u00a0: vérifiez le réseau et le proxy} timeout {le service n’a pas répondu à temps\u00a0: réessayez plus tard} badResponse {la réponse du service est illisible\u00a0: signalez-le à son opérateur} tooLarge {la réponse du service dépassait la taille limite\u00a0: demandez moins de jours par appel} other {une erreur inattendue\u00a0: signalez-la comme un bogue}}{said, select, service {\u00a0; le service a répondu\u00a0: «\u00a0{detail}\u00a0»} error {\u00a0: {detail}} other {}}",
  "warning.plantNotFetched": "ses données n’ont pas été récupérées",
  "warning.plantNoTzOffset":
    "la liste des centrales du service n’indique aucun fuseau horaire (tz_offset) pour cette centrale\u00a0; ses jours locaux ne peuvent donc pas être déterminés\u00a0: demandez à l’exploitant du service de le configurer",
  "warning.plantBadTzOffset":
    "la liste des centrales du service indique pour cette centrale le fuseau horaire {offset}, et non +HH:MM ou -HH:MM entre -12:00 et +14:00\u00a0; ses jours locaux ne peuvent donc pas être déterminés\u00a0: demandez à l’exploitant du service de le corriger",
  "warning.plantNotInList":
    "la centrale {plant} ne figure pas dans la liste des centrales de ce compte\u00a0: vérifiez l’identifiant dans la définition (une centrale ajoutée n’apparaît qu’après la prochaine mise à jour quotidienne du service)",
  "warning.plantPdfFailed":
    "Le PDF de {plant} n’a pas pu être produit et manque dans ce rapport\u00a0; ses chiffres figurent dans les classeurs, dans index.html et dans le portefeuille. Signalez-le comme un bogue avec l’identifiant de la centrale. Motif\u00a0: {reason}",
  "warning.portfolioPdfFailed":
    "Le PDF du portefeuille n’a pas pu être généré et manque dans ce rapport. Motif\u00a0: {reason}",
  "warning.clientPackFailed":
    "Le dossier du client «\u00a0{client}\u00a0» n’a pas pu être généré et manque dans ce rapport. Motif\u00a0: {reason}",
};
