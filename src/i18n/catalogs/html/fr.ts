/** French messages of index.html: French PV terms (production, irradiation, disponibilité, écart), French spacing before : and ; and inside « ». */
import type { htmlEn } from "./en.js";

export const htmlFr: Record<keyof typeof htmlEn, string> = {
  "html.status.ok": "OK",
  "html.status.partial": "Partiel",
  "html.status.failed": "Échec",
  "html.status.line": "{status}\u00a0: {detail}",
  "html.status.allReported":
    "{count, plural, one {la seule centrale a transmis ses données} other {les {n} centrales ont toutes transmis leurs données}}",
  "html.status.someFailed":
    "{count, plural, one {{n} centrale sur {total} en échec} other {{n} centrales sur {total} en échec}}",
  "html.status.noPlants": "aucune centrale à traiter",
  "html.status.noneReported":
    "{count, plural, one {la seule centrale n’a transmis aucune donnée} other {aucune des {n} centrales n’a transmis de données}}",
  "html.generated": "Généré le {time}",
  "html.portfolio": "Portefeuille",
  "html.plantsReported": "Centrales avec données",
  "html.labelled": "{label}\u00a0: {value}",
  "html.inclEstimated": "dont {energy} estimés",
  "html.target": "objectif {ratio}",
  "html.budgetVariance": "Écart au budget des jours couverts",
  "html.irradiationVariance": "Irradiation vs normale",
  "html.ytdVariance": "Cumul annuel ({from} – {to}) vs budget des jours couverts",
  "html.ytdRevenue": "Chiffre d’affaires cumulé de l’année",
  "html.lastYear": "Production vs {month}",
  "html.weighting.irradiationCapacity":
    "Le PR du portefeuille (IEC 61724-1) est un rapport de sommes, Σ E / Σ(P0·H), sur les jours-centrale avec production et irradiation des centrales dont la puissance P0 est connue. Le PR effectif et la disponibilité sont pondérés par irradiation × puissance, Σ(x·H·C) / Σ(H·C), sur les jours-centrale disposant des deux valeurs (H irradiation, C puissance)\u00a0; l’irradiation est la moyenne des centrales pondérée par la puissance. L’écart au budget est la production totale (mesurée + estimée) des centrales dotées d’un budget divisée par leur budget des jours couverts, moins 1\u00a0; l’énergie et le chiffre d’affaires sont des sommes sur les centrales.",
  "html.weighting.irradiation":
    "Le PR du portefeuille (IEC 61724-1) est un rapport de sommes, Σ E / Σ(P0·H), sur les jours-centrale avec production et irradiation des centrales dont la puissance P0 est connue. Le PR effectif et la disponibilité sont pondérés par l’irradiation, Σ(x·H) / Σ H, sur les jours-centrale disposant des deux valeurs, car la puissance de toutes les centrales n’est pas connue\u00a0; l’irradiation est la moyenne simple des centrales. L’écart au budget est la production totale (mesurée + estimée) des centrales dotées d’un budget divisée par leur budget des jours couverts, moins 1\u00a0; l’énergie et le chiffre d’affaires sont des sommes sur les centrales.",
  "html.bridge.title": "Du budget au réalisé",
  "html.bridge.caption":
    "Budget des jours couverts, puis l’effet de la météo (irradiation vs normale), de la disponibilité, de l’écrêtement et de la performance (le reste) jusqu’à la production réelle ; puis les pertes jusqu’au compteur, jusqu’à l’énergie comptée sur laquelle le chiffre d’affaires est payé.",
  "html.bridge.energy": "Énergie",
  "html.bridge.value": "Valeur",
  "html.legend.title": "Comment les appréciations sont établies",
  "html.legend.intro": "Chaque pastille énonce son appréciation\u00a0; la couleur la répète.",
  "html.legend.energy":
    "{figure}\u00a0: «\u00a0{target}\u00a0» au niveau du budget des jours couverts ou au-dessus, «\u00a0{watch}\u00a0» jusqu’à {threshold}, «\u00a0{below}\u00a0» au-delà.",
  "html.legend.ratio":
    "{figure}\u00a0: «\u00a0{target}\u00a0» au niveau de l’objectif de la centrale ou au-dessus, «\u00a0{watch}\u00a0» jusqu’à {threshold} en dessous, «\u00a0{below}\u00a0» au-delà.",
  "html.legend.irradiation":
    "{figure}\u00a0: «\u00a0{target}\u00a0» au niveau de la normale de long terme ou au-dessus, «\u00a0{watch}\u00a0» jusqu’à {threshold}, «\u00a0{below}\u00a0» au-delà. Elle explique un mois\u00a0; elle n’est pas du fait de la centrale.",
  "html.points": "{value} points de pourcentage",
  "html.verdict.none": "Sans appréciation",
  "html.chip.title": "{figure}\u00a0: {verdict}",
  "html.reports": "Rapports et données",
  "html.portfolioPdf": "Rapport de portefeuille (PDF)",
  "html.clientPack": "{client} : rapport client (PDF)",
  "html.data.daily": "Valeurs journalières par centrale (CSV)",
  "html.data.monthly": "Chiffres mensuels par centrale (CSV)",
  "html.workbooks": "Classeurs",
  "html.noWorkbooks": "Aucun classeur.",
  "html.workbook.yield": "Classeur production",
  "html.workbook.pr": "Classeur ratio de performance",
  "html.workbook.availability": "Classeur disponibilité",
  "html.plants": "Centrales",
  "html.column.plant": "Centrale (PDF)",
  "html.column.fetch": "Données",
  "html.column.yield": "Production",
  "html.column.budgetVariance": "vs budget (jours couverts)",
  "html.column.pr": "PR (IEC 61724\u20111)",
  "html.column.ytd": "Cumul annuel vs budget (jours couverts)",
  "html.column.days": "Jours avec données",
  "html.lateDays": "{count, plural, one {# jour en retard} other {# jours en retard}}",
  "html.fetched": "ok",
  "html.failed": "échec",
  "html.failedWith": "échec\u00a0: {reason}",
  "html.warnings": "Avertissements ({n})",
  "html.footer":
    "{count, plural, one {{n} requête} other {{n} requêtes}} au Solar Plant Data Service (relances\u00a0: {retried}, échecs\u00a0: {failed}). Chiffres et liste des fichiers\u00a0: {link}.",
  "html.status.withFiles": "{detail} ; certains fichiers n’ont pas pu être produits (voir ci-dessous)",
  "html.notFinal":
    "Non définitif : le mois n’est pas encore terminé dans le fuseau horaire de ces centrales ; elles sont donc rapportées jusqu’à un jour antérieur et leurs chiffres vont changer. Relancez le rapport une fois leur mois terminé pour des chiffres définitifs.",
  "html.notFinal.plant": "{plant} : rapportée jusqu’au {through} ; son mois se termine le {endsAt}",
  "html.notFinal.plantNoEnd": "{plant} : rapportée jusqu’au {through}",
  "html.throughDay": "jusqu’au {day}",
  "html.budgetVarianceFull": "Écart au budget complet",
  "html.budgetFull": "Budget complet",
  "html.fullBudget": "budget complet {variance}",
  "html.ytdVarianceFull": "Cumul annuel ({from} – {to}) vs budget complet",
  "html.varianceRule":
    "L’écart au budget des jours couverts compare ce qui est comparable : les jours sans données sont retirés du budget. L’écart au budget complet divise par le budget de toute la période ; un jour sans données compte donc contre la centrale (la vision du contrat).",
  "html.targetsRule":
    "Les objectifs du portefeuille et de chaque client sont ceux de leurs centrales, pondérés comme les chiffres : l’objectif de PR par le rendement de référence de chaque centrale (P0 · Σ H), l’objectif de disponibilité par son irradiation × sa puissance.",
  "html.targetGap": "objectif {ratio} ({gap} pt)",
  "html.prFallback": "{label} : pas de {chosen} ce mois-ci",
  "html.bridge.curtailment": "Écrêtement (surplus)",
  "html.bridge.actual": "Production réelle",
  "html.bridge.exportLoss": "Pertes d’injection et de comptage",
  "html.bridge.metered": "Compté (= base du chiffre d’affaires)",
  "html.bridge.noMeter":
    "Toutes les centrales n’ont pas de total compteur ; le pont s’arrête donc à la production réelle. Le chiffre d’affaires est payé sur l’énergie comptée des centrales qui en ont un.",
  "html.column.pLevel": "Niveau P, 12 mois",
  "html.column.contract": "Contrat : pénalités à date",
  "html.contract.none": "pas de conditions contractuelles",
  "html.contract.availability": "disponibilité contractuelle {value} (garantie {guaranteed})",
  "html.contract.prShortfall": "déficit de PR {points} pts",
  "html.contract.provisional": "provisoire, réglé le {day}",
  "html.contract.title": "Montants contractuels",
  "html.contract.damages": "Pénalités à date",
  "html.contract.part": "{guarantee, select, availability {disponibilité} other {PR}} {value}",
  "html.contract.lostRevenue": "Revenu perdu, {month}",
  "html.contract.plants":
    "sur {count, plural, one {# centrale} other {# centrales}} sous contrat, chaque garantie sur sa propre période ; les sommes des montants arrondis des centrales",
  "html.contract.met": "respectée",
  "html.contract.missed": "manquée",
  "html.contract.unknown": "inconnu",
  "html.contract.chipTitle":
    "{guarantee, select, availability {Garantie de disponibilité} other {Garantie de PR}} : {verdict}",
  "html.pLevel": "P{level}",
  "html.pLevel.detail":
    "12 mois glissants ({from} – {to}) : {energy} = P{level} de l’étude de productible (P50 {p50}, P90 {p90} ; loi normale supposée)",
  "html.pLevel.missing":
    "{reason, select, shortHistory {il faut 12 mois d’historique} incompleteMonths {{months} : non terminé ou sans données} other {pas d’étude de productible}}",
  "html.pLevel.daysWithoutData":
    "{count, plural, one {# jour sans données compté comme nul} other {# jours sans données comptés comme nuls}}",
  "html.pLevel.note":
    "Niveau P : l’énergie des 12 mois jusqu’au mois du rapport, exprimée comme niveau de dépassement de l’étude de productible de la centrale. P62 signifie qu’elle égale la valeur P62 de l’étude, l’énergie dépassée avec une probabilité de 62 % ; P50 est l’année attendue, un nombre plus élevé une année plus faible (P90 est dépassé 9 années sur 10). σ = (P50 − P90) / 1,2816, loi normale supposée ; jamais pour un seul mois.",
  "html.attention.title": "À traiter",
  "html.attention.none": "Aucune centrale en échec, sans données ou sous l’objectif.",
  "html.attention.watchCount":
    "{count, plural, one {# centrale est} other {# centrales sont}} à surveiller (en deçà d’un objectif, dans sa marge) et non listée{count, plural, one {} other {s}} ici.",
  "html.attention.level":
    "{level, select, failed {Données non récupérées} other {Aucune donnée pour aucun jour de la période}}",
  "html.attention.figure":
    "{kind, select, variance {{figure} {value} par rapport au budget des jours couverts} other {{figure} {value} pour un objectif de {target}}}",
  "html.attention.sanity":
    "{code, select, prAboveOne {PR supérieur à 100 % : vérifier la puissance et l’unité d’irradiation} specificYieldAboveIrradiation {productible spécifique supérieur à l’irradiation : vérifier la puissance et les unités d’énergie} other {production très éloignée du budget : vérifier le budget}}",
  "html.failedFiles.title": "Fichiers qui n’ont pas pu être produits",
  "html.failedFiles.intro":
    "Ces fichiers ne sont pas dans le dossier. Aucun chiffre n’en est changé : les chiffres de chaque centrale sont sur cette page et dans les autres fichiers. Signalez-le comme un bogue, avec la raison.",
  "html.failedFile":
    "{kind, select, plantPdf {PDF de {name}} portfolioPdf {Rapport de portefeuille (PDF)} clientPack {Rapport client de {name} (PDF)} other {Classeur}}",
  "html.failedFile.reason": "Raison : {reason}",
  "html.pdfFailed": "Le PDF n’a pas pu être produit",
  "html.clients": "Clients",
  "html.column.client": "Client (PDF)",
};
