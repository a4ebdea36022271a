/** French warnings (see en.ts). */
import type { warningsEn } from "./en.js";

export const warningsFr: Record<keyof typeof warningsEn, string> = {
  "warning.impossibleValue":
    "{kpi}, {date} : la valeur {value} correspond à {reason, select, negativeEnergy {une énergie négative} energyAboveCapacity {plus de {limit} kWh par kWc de puissance en un jour} negativeIrradiation {une irradiation négative} irradiationAboveLimit {plus de {limit} kWh/m² en un jour} negativePr {un PR négatif} prAboveLimit {un PR supérieur à {limit} %} negativeAvailability {une disponibilité négative} availabilityAboveFull {une disponibilité supérieure à 100 %} cellTemperatureOutside {une température de cellule hors de la plage {low} à {high} °C} other {un nombre non fini}} : non utilisée (traitée comme manquante)",
  "warning.impossibleMore":
    "{count, plural, one {# autre valeur physiquement impossible ce mois-ci n’a pas été utilisée} other {# autres valeurs physiquement impossibles ce mois-ci n’ont pas été utilisées}}",
  "warning.impossibleEarlier":
    "{count, plural, one {# valeur physiquement impossible des mois précédents de l’historique n’a pas été utilisée} other {# valeurs physiquement impossibles des mois précédents de l’historique n’ont pas été utilisées}}",
  "warning.kpiMissing": "{kpi} : non fourni par le service ; vérifier le nom du KPI dans la définition",
  "warning.kpiNoData": "{kpi} : aucune donnée pour le mois",
  "warning.prorated":
    "Mois en cours jusqu’au {through} : {what, select, both {budget P50 et normale d’irradiation proratisés} budget {budget P50 proratisé} other {normale d’irradiation proratisée}} à {reported} sur {total, plural, one {# jour} other {# jours}}",
  "warning.freshnessUnreadable":
    "Rapport d’actualité : {count, plural, one {# jour n’a pas pu être lu} other {# jours n’ont pas pu être lus}} (sans date ni statut, ou horodatage inhabituel) ; on ignore donc s’{count, plural, one {il est arrivé} other {ils sont arrivés}} en retard. Les chiffres ne sont pas affectés",
  "warning.freshnessUnavailable":
    "Rapport d’actualité indisponible : on ignore donc quels jours sont arrivés en retard. Les chiffres ne sont pas affectés. Motif : {reason}",
  "warning.monthInProgress": "Mois en cours : les chiffres couvrent les jours jusqu’au {through}",
  "warning.noPlantSelected": "Aucune centrale du compte ne correspond à la sélection de la définition",
  "warning.plantListNoId":
    "Liste des centrales : l’entrée {entry} n’a pas d’identifiant et ne peut donc pas être interrogée ; ignorée",
  "warning.plantListRepeated":
    "Liste des centrales : la centrale {plant} figure {count} fois dans la liste du service ; présentée une seule fois (première entrée)",
  "warning.secondPass":
    "{plants, plural, one {# centrale n’a échoué que sur des erreurs temporaires (5xx, 429, réseau, délai dépassé) après ses nouvelles tentatives et a été interrogée à nouveau une fois les autres requêtes terminées} other {# centrales n’ont échoué que sur des erreurs temporaires (5xx, 429, réseau, délai dépassé) après leurs nouvelles tentatives et ont été interrogées à nouveau une fois les autres requêtes terminées}} : {recovered, plural, one {# récupérée} other {# récupérées}}",
  "warning.clientPlantOutside":
    "Client « {client} » : la centrale {plant} ne fait pas partie des centrales du rapport ; elle n’est donc pas dans son dossier",
  "warning.clientWithoutPlant": "Le client « {client} » n’a aucune centrale dans ce rapport",
  "warning.commentaryUnknownPlant":
    "Commentaire {file} : la centrale {plant} ne figure pas dans ce rapport ; son texte n’est donc pas imprimé",
  "warning.plantFetchFailed": "ses données n’ont pas pu être récupérées. Motif : {reason}",
  "warning.plantNotFetched": "ses données n’ont pas été récupérées",
  "warning.plantNoTzOffset":
    "la liste des centrales du service n’indique aucun fuseau horaire (tz_offset) pour cette centrale ; ses jours locaux ne peuvent donc pas être déterminés : demandez à l’exploitant du service de le configurer",
  "warning.plantBadTzOffset":
    "la liste des centrales du service indique pour cette centrale le fuseau horaire {offset}, et non +HH:MM ou -HH:MM entre -12:00 et +14:00 ; ses jours locaux ne peuvent donc pas être déterminés : demandez à l’exploitant du service de le corriger",
  "warning.plantNotInList":
    "la centrale {plant} ne figure pas dans la liste des centrales de ce compte : vérifiez l’identifiant dans la définition (une centrale ajoutée n’apparaît qu’après la prochaine mise à jour quotidienne du service)",
  "warning.plantPdfFailed":
    "son PDF n’a pas pu être produit ; la centrale est donc exclue de ce rapport : relancez avec --no-pdf pour obtenir ses chiffres et signalez ce défaut avec l’identifiant de la centrale. Motif : {reason}",
};
