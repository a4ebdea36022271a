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
  "html.budgetVariance": "Écart au budget",
  "html.irradiationVariance": "Irradiation vs normale",
  "html.ytdVariance": "Cumul annuel ({from} – {to}) vs budget",
  "html.ytdRevenue": "Chiffre d’affaires cumulé de l’année",
  "html.lastYear": "Production vs {month}",
  "html.weighting.irradiationCapacity":
    "Le PR du portefeuille (IEC 61724-1) est un rapport de sommes, Σ E / Σ(P0·H), sur les jours-centrale avec production et irradiation des centrales dont la puissance P0 est connue. Le PR effectif et la disponibilité sont pondérés par irradiation × puissance, Σ(x·H·C) / Σ(H·C), sur les jours-centrale disposant des deux valeurs (H irradiation, C puissance)\u00a0; l’irradiation est la moyenne des centrales pondérée par la puissance. L’écart au budget est la production totale (mesurée + estimée) des centrales dotées d’un budget divisée par leur budget des jours couverts, moins 1\u00a0; l’énergie et le chiffre d’affaires sont des sommes sur les centrales.",
  "html.weighting.irradiation":
    "Le PR du portefeuille (IEC 61724-1) est un rapport de sommes, Σ E / Σ(P0·H), sur les jours-centrale avec production et irradiation des centrales dont la puissance P0 est connue. Le PR effectif et la disponibilité sont pondérés par l’irradiation, Σ(x·H) / Σ H, sur les jours-centrale disposant des deux valeurs, car la puissance de toutes les centrales n’est pas connue\u00a0; l’irradiation est la moyenne simple des centrales. L’écart au budget est la production totale (mesurée + estimée) des centrales dotées d’un budget divisée par leur budget des jours couverts, moins 1\u00a0; l’énergie et le chiffre d’affaires sont des sommes sur les centrales.",
  "html.bridge.title": "Du budget au réalisé",
  "html.bridge.caption":
    "Budget des jours couverts, puis l’effet de la météo (irradiation vs normale), de la disponibilité et de la performance (le reste).",
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
  "html.column.budgetVariance": "vs budget",
  "html.column.pr": "PR (IEC 61724\u20111)",
  "html.column.ytd": "Cumul annuel vs budget",
  "html.column.days": "Jours avec données",
  "html.column.late": "Jours en retard",
  "html.fetched": "ok",
  "html.failed": "échec",
  "html.failedWith": "échec\u00a0: {reason}",
  "html.warnings": "Avertissements ({n})",
  "html.footer":
    "{count, plural, one {{n} requête} other {{n} requêtes}} au Solar Plant Data Service (relances\u00a0: {retried}, échecs\u00a0: {failed}). Chiffres et liste des fichiers\u00a0: {link}.",
};
