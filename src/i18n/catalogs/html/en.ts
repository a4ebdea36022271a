/**
 * English messages of index.html (the source: its keys type every other language's).
 * Figures arrive formatted (strings); `count` is the number a plural depends on, passed beside
 * its formatted form `n` so the digits follow the full locale (de-CH, not just de).
 * Figure names, verdict words, bridge steps and units come from the common catalog.
 */
export const htmlEn = {
  "html.status.ok": "OK",
  "html.status.partial": "Partial",
  "html.status.failed": "Failed",
  "html.status.line": "{status}: {detail}",
  "html.status.allReported": "{count, plural, one {the only plant reported} other {all {n} plants reported}}",
  "html.status.someFailed":
    "{count, plural, one {{n} of {total} plants failed} other {{n} of {total} plants failed}}",
  "html.status.noPlants": "no plants to report",
  "html.status.noneReported":
    "{count, plural, one {the only plant did not report} other {none of {n} plants reported}}",
  "html.generated": "Generated {time}",

  "html.portfolio": "Portfolio",
  "html.plantsReported": "Plants reported",
  "html.labelled": "{label}: {value}",
  "html.inclEstimated": "incl. {energy} estimated",
  "html.target": "target {ratio}",
  "html.budgetVariance": "Variance to the budget for the days covered",
  "html.irradiationVariance": "Irradiation vs normal",
  "html.ytdVariance": "Year to date ({from} – {to}) vs budget for the days covered",
  "html.ytdRevenue": "Revenue year to date",
  "html.lastYear": "Yield vs {month}",
  "html.weighting.irradiationCapacity":
    "Portfolio PR (IEC 61724-1) is a ratio of sums, Σ E / Σ(P0·H), over the plant-days with yield and irradiation of the plants with a capacity P0. Effective PR and availability are weighted by irradiation × capacity, Σ(x·H·C) / Σ(H·C), over the plant-days with both values (H irradiation, C capacity); irradiation is the capacity-weighted mean of the plants. Budget variance is the total yield (measured + estimated) of the plants with a budget divided by their budget for the days covered, minus 1; energy and revenue are sums over the plants.",
  "html.weighting.irradiation":
    "Portfolio PR (IEC 61724-1) is a ratio of sums, Σ E / Σ(P0·H), over the plant-days with yield and irradiation of the plants with a capacity P0. Effective PR and availability are weighted by irradiation, Σ(x·H) / Σ H, over the plant-days with both values, because not every plant's capacity is known; irradiation is the plain mean of the plants. Budget variance is the total yield (measured + estimated) of the plants with a budget divided by their budget for the days covered, minus 1; energy and revenue are sums over the plants.",

  "html.bridge.title": "From budget to actual",
  "html.bridge.caption":
    "Budget for the days covered, then what weather (irradiation vs normal), availability, curtailment and performance (the rest) changed, to the actual yield; then the losses on the way to the meter, to the metered energy revenue is paid on.",
  "html.bridge.energy": "Energy",
  "html.bridge.value": "Value",

  "html.legend.title": "How verdicts are decided",
  "html.legend.intro": "Each chip names its verdict; the colour repeats it.",
  "html.legend.energy":
    "{figure}: “{target}” at or above the budget for the days covered, “{watch}” down to {threshold}, “{below}” further below.",
  "html.legend.ratio":
    "{figure}: “{target}” at or above the plant's target, “{watch}” up to {threshold} below it, “{below}” further below.",
  "html.legend.irradiation":
    "{figure}: “{target}” at or above the long-term normal, “{watch}” down to {threshold}, “{below}” further below. It explains a month; it is not the plant's doing.",
  "html.points": "{value} percentage points",
  "html.verdict.none": "No verdict",
  "html.chip.title": "{figure}: {verdict}",

  "html.reports": "Reports and data",
  "html.portfolioPdf": "Portfolio report (PDF)",
  "html.clientPack": "{client}: client report (PDF)",
  "html.data.daily": "Daily values per plant (CSV)",
  "html.data.monthly": "Monthly figures per plant (CSV)",
  "html.workbooks": "Workbooks",
  "html.noWorkbooks": "No workbooks.",
  "html.workbook.yield": "Yield workbook",
  "html.workbook.pr": "Performance ratio workbook",
  "html.workbook.availability": "Availability workbook",

  "html.plants": "Plants",
  "html.column.plant": "Plant (PDF)",
  "html.column.fetch": "Data",
  "html.column.yield": "Yield",
  "html.column.budgetVariance": "vs budget (days covered)",
  // A non-breaking hyphen (U+2011): a narrow column header never ends a line in "61724-".
  "html.column.pr": "PR (IEC 61724\u20111)",
  "html.column.ytd": "YTD vs budget (days covered)",
  "html.column.days": "Days with data",
  "html.lateDays": "{count, plural, one {# day late} other {# days late}}",
  "html.fetched": "ok",
  "html.failed": "failed",
  "html.failedWith": "failed: {reason}",

  "html.warnings": "Warnings ({n})",
  "html.footer":
    "{count, plural, one {{n} request} other {{n} requests}} to the Solar Plant Data Service, {retried} retried, {failed} failed. Figures and file list: {link}.",
  // Issue 28: the bridge to revenue, both variances, the numbers beside a verdict, plant-local
  // time, files that could not be rendered, P-levels, the attention list and the clients.
  "html.status.withFiles": "{detail}; some files could not be rendered (listed below)",
  "html.notFinal":
    "Not final: the month has not ended yet in the time zone of these plants, so they are reported through an earlier day and their figures will change. Run the report again once their month has ended for final figures.",
  "html.notFinal.plant": "{plant}: reported through {through}; its month ends {endsAt}",
  "html.notFinal.plantNoEnd": "{plant}: reported through {through}",
  "html.throughDay": "through {day}",
  "html.budgetVarianceFull": "Variance to the full budget",
  "html.budgetFull": "Full budget",
  "html.fullBudget": "full budget {variance}",
  "html.ytdVarianceFull": "Year to date ({from} – {to}) vs full budget",
  "html.varianceRule":
    "Variance to the budget for the days covered compares like with like: days without data are left out of the budget. Variance to the full budget divides by the budget of the whole period, so a day without data counts against the plant (the contract's view).",
  "html.targetsRule":
    "The portfolio's and each client's targets are their plants' own targets, weighted as the figures are: the PR target by each plant's reference yield (P0 · Σ H), the availability target by its irradiation × capacity.",
  "html.targetGap": "target {ratio} ({gap} pp)",
  "html.prFallback": "{label}: no {chosen} this month",
  "html.bridge.curtailment": "Curtailment (overspill)",
  "html.bridge.actual": "Actual yield",
  "html.bridge.exportLoss": "Export/meter loss",
  "html.bridge.metered": "Metered (= revenue basis)",
  "html.bridge.noMeter":
    "Not every plant has a meter total, so the bridge ends at the actual yield; revenue is paid on the meter yield of the plants that have one.",
  "html.column.pLevel": "P-level, 12 months",
  "html.column.contract": "Contract: damages to date",
  "html.contract.none": "no contract terms",
  "html.contract.availability": "contractual availability {value} (guaranteed {guaranteed})",
  "html.contract.prShortfall": "PR shortfall {points} pp",
  "html.contract.provisional": "provisional, settles {day}",
  "html.contract.title": "Contract money",
  "html.contract.damages": "Damages to date",
  "html.contract.part": "{guarantee, select, availability {availability} other {PR}} {value}",
  "html.contract.lostRevenue": "Lost revenue, {month}",
  "html.contract.plants":
    "over {count, plural, one {# plant} other {# plants}} with a contract, each guarantee over its own period; the sums of the plants' rounded figures",
  "html.contract.met": "met",
  "html.contract.missed": "missed",
  "html.contract.unknown": "not known",
  "html.contract.chipTitle":
    "{guarantee, select, availability {Availability guarantee} other {PR guarantee}}: {verdict}",
  "html.pLevel": "P{level}",
  "html.pLevel.detail":
    "Rolling 12 months ({from} – {to}): {energy} = P{level} of the yield study (P50 {p50}, P90 {p90}; a normal distribution assumed)",
  "html.pLevel.missing":
    "{reason, select, shortHistory {needs 12 months of history} incompleteMonths {{months}: not ended or without data} other {no yield study}}",
  "html.pLevel.daysWithoutData":
    "{count, plural, one {# day without data counted as none} other {# days without data counted as none}}",
  "html.pLevel.note":
    "P-level: the energy of the 12 months through the report month as an exceedance level of the plant's yield study. P62 means it equals the study's P62 value, the energy exceeded with 62 % probability: P50 is the expected year, a higher number a weaker one (P90 is exceeded in 9 years of 10). σ = (P50 − P90) / 1.2816, a normal distribution assumed; never for a single month.",
  "html.attention.title": "Needs attention",
  "html.attention.none": "No plant failed, lacks data or is below target.",
  "html.attention.watchCount":
    "{count, plural, one {# plant is} other {# plants are}} on watch (short of a target, within its band) and not listed here.",
  "html.attention.level":
    "{level, select, failed {Data could not be fetched} other {No data for any day of the period}}",
  "html.attention.figure":
    "{kind, select, variance {{figure} {value} against the budget for the days covered} other {{figure} {value} against a target of {target}}}",
  "html.attention.sanity":
    "{code, select, prAboveOne {PR above 100 %: check the capacity and the irradiation units} specificYieldAboveIrradiation {specific yield above the irradiation: check the capacity and the energy units} other {yield far from the budget: check the budget}}",
  "html.failedFiles.title": "Files that could not be rendered",
  "html.failedFiles.intro":
    "These files are not in the folder. No figure changed because of it: every plant's figures are on this page and in the other files. Report this as a bug, with the reason.",
  "html.failedFile":
    "{kind, select, plantPdf {PDF of {name}} portfolioPdf {Portfolio report (PDF)} clientPack {Client report of {name} (PDF)} other {Workbook}}",
  "html.failedFile.reason": "Reason: {reason}",
  "html.pdfFailed": "PDF could not be rendered",
  "html.clients": "Clients",
  "html.column.client": "Client (PDF)",
} as const satisfies Record<string, string>;
