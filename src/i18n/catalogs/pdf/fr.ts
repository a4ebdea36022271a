/** French messages of the plant PDF: as French PV asset managers and finance teams write. */
import type { pdfEn } from "./en.js";

export const pdfFr: Record<keyof typeof pdfEn, string> = {
  "pdf.na": "n. d.",
  "pdf.noData": "Aucune donnée",
  "pdf.noYield": "Aucune production",
  "pdf.notYetReported": "Pas encore transmis",
  "pdf.noCapacity": "Puissance non renseignée",
  "pdf.target": "Objectif {value}",
  "pdf.daysOf": "{covered} sur {total, plural, one {# jour} other {# jours}}",
  "pdf.unit.pp": "{value} pt",
  "pdf.pr.iec": "PR (IEC 61724-1)",
  "pdf.pr.fallbackName": "{name} (à la place de {chosen}, non disponible)",
  "pdf.pr.fallbackLine": "À la place de {chosen} (non disponible)",

  "pdf.notice.partial":
    "Données partielles : {missing} sur {reported, plural, one {# jour} other {# jours}} sans production mesurée ({days}).",
  "pdf.notice.estimated":
    "Estimés et signalés dans les graphiques et le tableau : {days} ; les totaux incluent ces estimations.",
  "pdf.notice.excluded": "Non estimables, exclus (non comptés comme zéro) : {days}.",
  "pdf.notice.allExcluded": "Les jours manquants sont exclus, non comptés comme zéro.",
  "pdf.notice.notStarted":
    "Aucun jour de {month} n’est encore terminé dans le fuseau horaire de la centrale : aucun chiffre à présenter pour l’instant ; voir Qualité des données.",
  "pdf.sanity.title": "À vérifier avant envoi : un chiffre semble invraisemblable.",
  "pdf.sanity.prAboveOne":
    "PR de {pr} supérieur à {limit} : la puissance ({capacity} kWc) est probablement trop faible, ou l’irradiation n’est pas en kWh/m².",
  "pdf.sanity.specificYieldAboveIrradiation":
    "Productible spécifique de {specific} kWh/kWc supérieur à l’irradiation de {irradiation} kWh/m² : vérifier la puissance (kWc) et les unités d’énergie (kWh ou MWh).",
  "pdf.sanity.budgetVarianceExtreme":
    "Production à {variance} par rapport au budget : vérifier le budget (kWh, pas MWh ni Wh ; douze valeurs, janvier en premier).",

  "pdf.tile.ofWhichEstimated": "dont estimé {kwh} kWh ({days, plural, one {# jour} other {# jours}})",
  "pdf.tile.budget": "Budget {kwh} kWh",
  "pdf.tile.budgetToDate": "Budget à date {kwh} kWh",
  "pdf.tile.budgetCovered": "Budget ({covered}/{total, plural, one {# jour} other {# jours}}) {kwh} kWh",
  "pdf.tile.fullBudget": "Budget complet {kwh} kWh",
  "pdf.tile.fullBudgetToDate": "Budget complet à date {kwh} kWh",
  "pdf.tile.noBudget": "Aucun budget défini",
  "pdf.tile.noDayCovered": "Budget {kwh} kWh ; aucun jour couvert",
  "pdf.tile.revenue": "Chiffre d’affaires {money}",
  "pdf.tile.overspill": "Écrêtage {kwh} kWh (limite d’injection)",
  "pdf.tile.perCapacity": "Production totale par kWc pour {kwp} kWc",
  "pdf.tile.noTarget": "Aucun objectif défini",
  "pdf.tile.loss": "Perte d’indisponibilité {kwh} kWh",
  "pdf.tile.normal": "Normale {value} kWh/m²",
  "pdf.tile.normalToDate": "Normale à date {value} kWh/m²",
  "pdf.tile.noNormal": "Aucune normale d’irradiation",
  "pdf.tile.normalDays": "pour {days} sur {total, plural, one {# jour} other {# jours}} avec irradiation",

  "pdf.brief.title": "Le mois en bref",
  "pdf.brief.noData": "Aucune donnée reçue pour cette période ; aucun chiffre ne peut être calculé.",
  "pdf.brief.energy": "Production {deviation} par rapport au budget ({verdict})",
  "pdf.brief.energyCovered":
    "Production {deviation} par rapport au budget pour {covered} sur {total, plural, one {# jour couvert} other {# jours couverts}} ({verdict}), {full} par rapport au budget complet",
  "pdf.brief.energyNoBudget": "Production {kwh} kWh (sans budget)",
  "pdf.brief.irradiation": "irradiation {deviation} par rapport à la normale ({verdict})",
  "pdf.brief.pr": "{name} {value} pour un objectif de {target} ({verdict})",
  "pdf.brief.prNoTarget": "{name} {value} ({verdict})",
  "pdf.brief.availability": "disponibilité {value} pour un objectif de {target} ({verdict})",
  "pdf.brief.availabilityNoTarget": "disponibilité {value} ({verdict})",
  "pdf.brief.gaps": "{missing, plural, one {# jour} other {# jours}} sans production mesurée",
  "pdf.brief.gapsEstimated":
    "{missing, plural, one {# jour} other {# jours}} sans production mesurée, {estimated, plural, one {dont # estimé} other {dont # estimés}}",

  "pdf.commentary.title": "Note du gestionnaire d’actifs",

  "pdf.bridge.title": "Passage du budget au réalisé",
  "pdf.bridge.subtitle":
    "Du budget à la production au compteur, base du chiffre d’affaires ; montants au tarif",
  "pdf.bridge.subtitleEnergy": "Du budget à la production au compteur, base du chiffre d’affaires",
  "pdf.bridge.money": "Au tarif",
  "pdf.bridge.budgetDays": "Budget ({covered}/{total, plural, one {# jour} other {# jours}})",
  "pdf.bridge.curtailment": "Écrêtage",
  "pdf.bridge.actual": "Production réelle",
  "pdf.bridge.exportLoss": "Perte injection/compteur",
  "pdf.bridge.metered": "Compteur (= base du CA)",
  "pdf.bridge.noBudget":
    "Passage budget-réalisé non affiché : aucun budget n’est défini pour cette centrale.",
  "pdf.bridge.noYield": "Passage budget-réalisé non affiché : aucune production ce mois-ci.",
  "pdf.bridge.weatherNoNormal":
    "Météo : aucune normale d’irradiation n’est définie pour cette centrale ; sa part reste dans Performance.",
  "pdf.bridge.weatherNoIrradiation": "Météo : aucune irradiation mesurée ; sa part reste dans Performance.",
  "pdf.bridge.availabilityNoData":
    "Disponibilité : aucune donnée de disponibilité ; sa part reste dans Performance.",
  "pdf.bridge.meteredNone":
    "Perte d’injection et compteur : aucune production compteur ce mois-ci, donc aucun chiffre d’affaires : le passage s’arrête à la production réelle et n’indique aucun montant.",

  "pdf.contract.title": "Contrat : {name}",
  "pdf.contract.availabilityGuaranteed": "Disponibilité garantie",
  "pdf.contract.availabilityContractual": "Disponibilité contractuelle",
  "pdf.contract.availabilityRevenue": "Revenu de la période à date",
  "pdf.contract.availabilityDamages": "Pénalités de disponibilité",
  "pdf.contract.prGuaranteed": "PR garanti",
  "pdf.contract.prMeasured": "PR mesuré",
  "pdf.contract.prShortfall": "Déficit de PR",
  "pdf.contract.prDamages": "Pénalités de PR",
  "pdf.contract.damages": "Pénalités à date",
  "pdf.contract.period":
    "{guarantee, select, availability {Disponibilité} other {PR}} {from} – {to} : {state, select, provisional {provisoire, réglé le {settles}} other {réglé le {settles}}}",
  "pdf.contract.lostRevenue": "Revenu perdu par cause, {month}",
  "pdf.contract.cause":
    "{cause, select, contractor {Prestataire} scheduledMaintenance {Maintenance programmée} forcedOutage {Arrêt forcé} forceMajeure {Force majeure} outOfEnvironmentalSpecification {Hors spécification environnementale} outOfElectricalSpecification {Réseau (hors spécification électrique)} requestedShutdown {Arrêt demandé} suspended {Suspendu} curtailment {Écrêtement} performance {Performance} other {{cause}}}",
  "pdf.contract.noTariff": "Pas de tarif : revenu perdu non valorisé",
  "pdf.year.ytd": "Cumul annuel, {from} – {to}",
  "pdf.year.lastYear": "Même mois l’an dernier, {month}",
  "pdf.year.budget": "Budget (jours couverts)",
  "pdf.year.variance": "Écart (jours couverts)",
  "pdf.year.fullBudget": "Budget complet",
  "pdf.year.varianceFull": "Écart (budget complet)",
  "pdf.year.yieldThen": "Production alors",
  "pdf.year.change": "Évolution",
  "pdf.year.noYtd": "— l’historique ne remonte pas à janvier",
  "pdf.year.noLastYear": "— l’historique ne remonte pas à ce mois",
  "pdf.year.noDataThen": "— aucune donnée pour ce mois",
  "pdf.year.noDataYet": "— aucune donnée cette année",
  "pdf.year.noBudget": "— aucun budget",
  "pdf.plevel.title": "12 mois glissants, {from} – {to}",
  "pdf.plevel.titleNone": "12 mois glissants",
  "pdf.plevel.level": "Niveau de l’étude de productible",
  "pdf.plevel.value": "P{level}",
  "pdf.plevel.study": "Étude P50 / P90",
  "pdf.plevel.studyValue": "{p50} / {p90} {unit}",
  "pdf.plevel.assumption":
    "La production des 12 mois correspond à ce niveau P des P50 et P90 annuels de l’étude de productible, en supposant une loi normale.",
  "pdf.plevel.daysWithoutData":
    "{count, plural, one {# jour sans données compté comme nul} other {# jours sans données comptés comme nuls}}",
  "pdf.plevel.shortHistory": "Pas de niveau P : il faut 12 mois d’historique.",
  "pdf.plevel.incomplete": "Pas de niveau P : il faut 12 mois complets ; incomplets : {months}.",

  "pdf.chart.yieldTitle": "Production et irradiation journalières",
  "pdf.chart.yield": "Production ({unit})",
  "pdf.chart.estimated": "Estimée",
  "pdf.chart.irradiation": "Irradiation ({unit})",
  "pdf.chart.noIrradiation": "Aucune irradiation",
  "pdf.chart.prTitle": "PR effectif journalier (selon le service de données)",
  "pdf.chart.availabilityTitle": "Disponibilité journalière",
  "pdf.chart.noDataPeriod": "Aucune donnée pour cette période",
  "pdf.chart.trendTitle":
    "Production par rapport au budget, {count, plural, one {dernier mois} other {# derniers mois}}",
  "pdf.chart.trendTitleNoBudget": "Production, {count, plural, one {dernier mois} other {# derniers mois}}",
  "pdf.chart.budgetP50": "Budget P50 ({unit})",
  "pdf.chart.noHistory": "Aucun historique",

  "pdf.table.note": "PR, disponibilité et température de cellule du mois : pondérées par l’irradiation",
  "pdf.table.continued": "Valeurs journalières (suite)",
  "pdf.table.date": "Date",
  "pdf.table.yield": "Production",
  "pdf.table.meterYield": "Prod. compteur",
  "pdf.table.irradiation": "Irradiation",
  "pdf.table.prEffective": "PR eff.",
  "pdf.table.availability": "Disponibilité",
  "pdf.table.cellTemperature": "Temp. cellule",
  "pdf.table.status": "État des données",
  "pdf.table.measured": "Mesuré",
  "pdf.table.month": "Mois",
  "pdf.table.monthToDate": "Mois à date",
  "pdf.table.total": "Estimations incl.",
  "pdf.table.totalToDate": "Estimations incl., à date",
  "pdf.table.footnote":
    "Italique : estimé pour un jour sans valeur mesurée. * à partir de l’autre série d’énergie (production à partir de la production compteur, ou l’inverse), † à partir de l’irradiation ; voir Calcul des indicateurs.",
  "pdf.status.complete": "Complet",
  "pdf.status.partial": "Partiel",
  "pdf.status.outage": "Arrêt, 0 kWh",
  "pdf.chart.outage": "Arrêt (0 kWh)",
  "pdf.status.estimated": "estimé",
  "pdf.status.late": "en retard",

  "pdf.quality.title": "Qualité des données",
  "pdf.quality.none": "aucun",
  "pdf.quality.completeness": "Complétude",
  "pdf.quality.completenessValue": "{list} jours avec valeur",
  "pdf.quality.daysWithoutYield": "Jours sans production",
  "pdf.quality.estimatedDays": "Jours estimés",
  "pdf.quality.lateDays": "Jours en retard",
  "pdf.quality.latenessUnknown": "Retard inconnu",
  "pdf.quality.latenessUnknownValue":
    "{days} : le service ne signale les retards que pour les 30 derniers jours environ",
  "pdf.quality.impossible": "Valeurs impossibles",
  "pdf.quality.impossibleValue":
    "{count}, physiquement impossibles (p. ex. énergie négative), traitées comme manquantes",
  "pdf.quality.unreadable": "Valeurs illisibles",
  "pdf.quality.unreadableValue": "{count}, traitées comme manquantes",
  "pdf.quality.note": "Remarques",
  "pdf.quality.estimatedDay": "{day} ({sources})",
  "pdf.quality.fromBoth":
    "production et production compteur à partir {source, select, meter {du compteur} yield {de la production} other {de l’irradiation}}",
  "pdf.quality.yieldFrom":
    "production à partir {source, select, meter {du compteur} yield {de la production} other {de l’irradiation}}",
  "pdf.quality.meterFrom":
    "production compteur à partir {source, select, meter {du compteur} yield {de la production} other {de l’irradiation}}",
  "pdf.field.yield": "Production",
  "pdf.field.meterYield": "Production compteur",
  "pdf.field.irradiation": "Irradiation",
  "pdf.field.pr": "PR",
  "pdf.field.availability": "Disponibilité",
  "pdf.field.cellTemperature": "Température de cellule",
  "pdf.field.overspill": "Écrêtage",

  "pdf.method.title": "Calcul des indicateurs",
  "pdf.method.days":
    "Les jours sont les jours calendaires locaux de la centrale. Une valeur manquante n’est jamais comptée comme zéro : elle est estimée lorsque c’est possible, et signalée ; un indicateur sans aucune valeur s’affiche « – ».",
  "pdf.method.estimates":
    "Estimation d’un jour sans production mesurée : production compteur du jour ÷ {meterPerYield} (production compteur par production du mois), sinon son irradiation × {yieldPerIrradiation} kWh par kWh/m² (production par irradiation du mois). Un jour sans relevé compteur : sa production × {meterPerYield}, sinon son irradiation × {meterPerIrradiation}. Chaque ratio provient des jours du mois où les deux valeurs ont été mesurées.",
  "pdf.method.noEstimates":
    "Estimations : un jour manquant est estimé à partir de la production compteur ou de l’irradiation, avec des ratios tirés des jours complets du mois ; ce mois-ci, aucun ratio n’a pu être établi ou aucun jour n’en avait besoin.",
  "pdf.method.totals":
    "La production et la production compteur sont les jours mesurés plus les jours estimés ; les vignettes indiquent la part estimée de chaque total.",
  "pdf.method.pr":
    "PR (IEC 61724-1) = production ÷ (puissance × irradiation), sur les jours disposant des deux, l’irradiation rapportée à 1 kW/m² (conditions de test standard).",
  "pdf.method.prTemperature":
    "PR à 25 °C = production ÷ (puissance × Σ irradiation journalière × (1 + γ × (température de cellule − 25 °C))), avec le coefficient de température de la centrale γ = {gamma} par °C. Il utilise les températures de cellule moyennes journalières et approche ainsi le PR corrigé en température de l’IEC 61724-1.",
  "pdf.method.prTemperatureNone":
    "Le PR à 25 °C nécessite la puissance et le coefficient de température des modules ; sans eux, il n’est pas affiché.",
  "pdf.method.prEffective":
    "Le PR effectif est le PR du service de données, qui exclut les périodes d’indisponibilité ; ses valeurs journalières sont celles du graphique, pondérées par l’irradiation sur le mois.",
  "pdf.method.prFallback":
    "{chosen}, utilisé par les appréciations, ne peut pas être calculé pour cette centrale ce mois-ci : son appréciation du PR porte donc sur {name}.",
  "pdf.method.availability":
    "La disponibilité et la température de cellule sont des moyennes des valeurs journalières pondérées par l’irradiation. Perte d’indisponibilité = Σ production × (1 − disponibilité) ÷ disponibilité sur les jours disposant des deux ; un jour à 0 % compte son irradiation × la production par irradiation du mois à pleine disponibilité.",
  "pdf.method.budget":
    "Budget : le budget P50 de {full} kWh pour la période, proratisé à {covered} sur {total, plural, one {# jour} other {# jours}} avec une production mesurée ou estimée = {budget} kWh. Écart = production ÷ ce budget − 1 : un mois avec des jours manquants est comparé à périmètre égal. Par rapport au budget complet, l’écart est production ÷ {full} kWh − 1 : un jour sans données compte contre la centrale, comme dans un contrat.",
  "pdf.method.bridge":
    "Passage : Météo = budget × (irradiation ÷ normale de long terme − 1), la normale proratisée sur les jours avec irradiation ; Disponibilité = − la perte d’indisponibilité ; Écrêtage = − l’énergie au-delà de la limite d’injection ; Performance = le reste, de sorte que budget + météo + disponibilité + écrêtage + performance = production réelle exactement. Perte injection/compteur = production compteur − production réelle : le passage s’arrête à la production au compteur, sur laquelle le chiffre d’affaires est payé. Montant = kWh × tarif ; le montant au compteur est le chiffre d’affaires.",
  "pdf.method.revenue":
    "Chiffre d’affaires = production compteur (mesurée + estimée) × tarif de {tariff} par kWh.",
  "pdf.method.year":
    "Le cumul annuel additionne janvier à ce mois, chaque mois calculé comme ci-dessus à partir de ses propres jours ; son budget est la somme des budgets mensuels des jours couverts, son budget complet la somme des budgets P50 mensuels. L’an dernier compare le même mois un an plus tôt.",
  "pdf.contract.none": "Disponibilité technique, sans conditions contractuelles",
  "pdf.method.contractNone":
    "Disponibilité technique, sans conditions contractuelles : cette centrale n’a pas de contrat dans ce rapport, aucune garantie ne s’applique et aucune pénalité n’est calculée.",
  "pdf.method.contractTitle":
    "Contrat {name} : les années contractuelles courent à partir du {start} ; trimestres et années contractuelles se comptent à partir de ce jour.",
  "pdf.method.contractAvailability":
    "Garantie de disponibilité : {guaranteed} de disponibilité contractuelle sur chaque {period, select, month {mois} quarter {trimestre} other {année contractuelle}}. La perte de disponibilité d’un jour va aux catégories des événements de ce jour, au prorata de leurs heures × part touchée, et au prestataire un jour sans événement. Disponibilité contractuelle = 1 − (perte − perte exclue) ÷ (production + perte − perte exclue). Exclues : {excluded}.",
  "pdf.method.contractPriceAdjustment":
    "Pénalités (ajustement de prix) : sous la garantie, le revenu de la période à date est réduit de {slope} × (disponibilité garantie − contractuelle) ; sous {floor}, en totalité.",
  "pdf.method.contractEnergy":
    "Pénalités (énergie) : (disponibilité garantie − contractuelle) × (production + perte − perte exclue) × {price} par kWh.",
  "pdf.method.contractCap": "Les pénalités sont plafonnées à {cap} par période.",
  "pdf.method.contractTariff": "le tarif de la centrale",
  "pdf.method.contractNoExclusions": "aucune",
  "pdf.method.contractPr":
    "Garantie de PR : {first} la première année contractuelle, moins {degradation} par an {mode, select, linear {de cette valeur (linéaire)} other {composé}} : {guaranteed} sur cette période, avec une tolérance de {tolerance}, sur chaque {period, select, month {mois} quarter {trimestre} other {année contractuelle}}. PR mesuré = production ÷ (puissance × irradiation × (1 + γ × (température de cellule − {tref} °C))) sur les jours de la période sans événement d’une catégorie exclue ({excluded}). Écart = garanti × (1 − tolérance) − mesuré, arrondi au plus proche (demi vers le haut) à 0,1 pp.",
  "pdf.method.contractPrEnergy":
    "Pénalités de PR : écart × production de référence corrigée en température × {price} par kWh.",
  "pdf.method.contractPrPoint": "Pénalités de PR : {price} par point de pourcentage d’écart.",
  "pdf.method.contractSettlement":
    "Chaque garantie se règle à la fin de sa propre période : une période non terminée est montrée à date, marquée provisoire, avec le jour de son règlement ; les montants d’une période réglée ne changent pas dans les rapports suivants. Les pénalités sont arrondies à la plus petite unité de la devise par garantie et période, et le total est leur somme.",
  "pdf.method.late": "Jours en retard : le service de données n’a pas mis à jour le jour dans les 24 heures.",
  "pdf.method.bandsTitle": "Appréciations (identiques dans les classeurs et la page de synthèse) :",
  "pdf.method.bandEnergy":
    "Production par rapport au budget des jours couverts : « {target} » au niveau du budget ou au-dessus ; « {watch} » jusqu’à {band} en dessous ; « {below} » au-delà.",
  "pdf.method.bandRatios":
    "{pr} par rapport à l’objectif de la centrale : « {watch} » jusqu’à {prBand} sous l’objectif ; disponibilité : « {watch} » jusqu’à {availabilityBand} sous son objectif. Un chiffre du mauvais côté de son objectif n’est jamais « {target} ».",
  "pdf.method.bandIrradiation":
    "Irradiation par rapport à la normale de long terme : « {target} » au niveau de la normale ou au-dessus ; « {watch} » jusqu’à {band} en dessous ; « {below} » au-delà.",

  "pdf.footer.generated": "Généré le {time}",
  "pdf.footer.page": "Page {page} sur {count}",
};
