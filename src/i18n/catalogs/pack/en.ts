/**
 * English messages of the portfolio PDF and the client packs (the source: its keys type every
 * other language's). Their plant pages and the figure names, verdict words, bridge steps and
 * units come from the pdf and common catalogs.
 */
export const packEn = {
  "pack.cover.portfolio": "Portfolio report",
  "pack.cover.client": "Client report",
  "pack.cover.plants": "{count, plural, one {# plant} other {# plants}}",
  "pack.cover.contents": "Contents",
  "pack.cover.more": "… and {count, plural, one {# more plant} other {# more plants}}: see the bookmarks",
  "pack.bookmark.cover": "Cover",
  "pack.bookmark.summary": "Summary",

  "pack.figures.title": "The month at a glance",
  "pack.plantsAll": "{count, plural, one {the only plant reported} other {all # plants reported}}",
  "pack.plantsSome":
    "{ok} of {count, plural, one {# plant} other {# plants}} reported, {failed} without data",
  "pack.tile.ofWhichEstimated": "of which estimated {kwh} kWh",
  "pack.tile.noBudget": "No plant has a budget",
  "pack.tile.budgetCovered": "Budget (days covered) {kwh} kWh",
  "pack.tile.againstNormal": "{deviation} against normal",
  "pack.tile.noNormal": "No irradiation normal set",
  "pack.weighting.client": "The client's figures are the portfolio's formulas over its plants alone.",
  "pack.bridge.none": "Budget bridge not shown: no plant has a budget and a yield this month.",
  "pack.bridge.budgetCovered": "Budget (days covered)",
  "pack.bridge.scope":
    "Sum of the bridges of the {count} of {total, plural, one {# plant} other {# plants}} with data that have a budget.",
  "pack.bridge.weatherNone": "Weather: no plant has an irradiation normal; its share stays in Performance.",
  "pack.bridge.meteredNone":
    "Export loss and metered: not every plant in the sum has a meter yield, so the bridge ends at the actual yield and shows no money.",

  "pack.ranking.title": "Ranking of the plants",
  "pack.ranking.order": "by energy against the budget of the days covered, best first",
  "pack.ranking.continued": "Ranking of the plants (continued)",
  "pack.ranking.failed": "No data: {reason}",
  "pack.ranking.prFallback": "{name} in place of {chosen}, which cannot be computed for that plant.",
  "pack.contract.title": "Contract money",
  "pack.contract.order": "damages to date, each guarantee over its own settlement period",
  "pack.contract.continued": "Contract money (continued)",
  "pack.contract.column.contract": "Contract",
  "pack.contract.column.availability": "contractual / guaranteed",
  "pack.contract.column.pr": "measured / guaranteed",
  "pack.contract.column.damages": "Damages",
  "pack.contract.column.toDate": "to date",
  "pack.contract.total": "Total, {count, plural, one {# plant} other {# plants}}",
  "pack.contract.met": "Guarantee met",
  "pack.contract.missed": "Guarantee missed",
  "pack.contract.rounding":
    "Each guarantee's damages are rounded to the currency's smallest unit for its period; a total is the sum of the figures above it. A provisional period is to date and may still change.",
  "pack.contract.without": "Technical availability, no contract terms: {names}",
  "pack.column.rank": "#",
  "pack.column.plant": "Plant",
  "pack.column.capacity": "Capacity",
  "pack.column.yield": "Energy yield",
  "pack.column.budgetVariance": "vs budget",
  "pack.column.daysCovered": "days covered",
  "pack.column.fullBudget": "full budget",
  "pack.column.specificYield": "Spec. yield",
  "pack.column.pr": "PR",
  "pack.column.availability": "Availability",

  "pack.byVerdict.title": "Plants by verdict",
  "pack.byVerdict.none": "No verdict",

  "pack.plantChart.title": "Specific yield and PR by plant, in ranking order (numbers as in the ranking)",
  "pack.plantChart.specificYield": "Specific yield ({unit})",

  "pack.plantChart.pr": "PR (IEC 61724-1), %",

  "pack.attention.title": "Plants needing attention",
  "pack.attention.note": "failed, no data, below target or an implausible figure",
  "pack.attention.none": "None: no plant failed, lacks data or is below target.",
  "pack.attention.watchCount":
    "{count, plural, one {# plant is} other {# plants are}} on watch (short of a target, within its band) and not listed here.",
  "pack.attention.failed": "No data could be fetched: {reason}",

  "pack.quality.reported": "Plants with data",
  "pack.quality.reportedValue": "{ok} of {total}",
  "pack.quality.estimatedValue":
    "{days, plural, one {# plant-day} other {# plant-days}}, {kwh} kWh of the energy yield:",
  "pack.quality.missing": "Days without yield",
  "pack.quality.missingValue":
    "{days, plural, one {# plant-day} other {# plant-days}} not estimable, left out (not counted as zero):",
  "pack.quality.failed": "Plants without data",
} as const satisfies Record<string, string>;
