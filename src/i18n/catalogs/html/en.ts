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
  "html.budgetVariance": "Variance to budget",
  "html.irradiationVariance": "Irradiation vs normal",
  "html.ytdVariance": "Year to date ({from} – {to}) vs budget",
  "html.ytdRevenue": "Revenue year to date",
  "html.lastYear": "Yield vs {month}",
  "html.weighting.irradiationCapacity":
    "Portfolio PR (IEC 61724-1) is a ratio of sums, Σ E / Σ(P0·H), over the plant-days with yield and irradiation of the plants with a capacity P0. Effective PR and availability are weighted by irradiation × capacity, Σ(x·H·C) / Σ(H·C), over the plant-days with both values (H irradiation, C capacity); irradiation is the capacity-weighted mean of the plants. Budget variance is the total yield (measured + estimated) of the plants with a budget divided by their budget for the days covered, minus 1; energy and revenue are sums over the plants.",
  "html.weighting.irradiation":
    "Portfolio PR (IEC 61724-1) is a ratio of sums, Σ E / Σ(P0·H), over the plant-days with yield and irradiation of the plants with a capacity P0. Effective PR and availability are weighted by irradiation, Σ(x·H) / Σ H, over the plant-days with both values, because not every plant's capacity is known; irradiation is the plain mean of the plants. Budget variance is the total yield (measured + estimated) of the plants with a budget divided by their budget for the days covered, minus 1; energy and revenue are sums over the plants.",

  "html.bridge.title": "From budget to actual",
  "html.bridge.caption":
    "Budget for the days covered, then what weather (irradiation vs normal), availability and performance (the rest) changed.",
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
  "html.column.budgetVariance": "vs budget",
  // A non-breaking hyphen (U+2011): a narrow column header never ends a line in "61724-".
  "html.column.pr": "PR (IEC 61724\u20111)",
  "html.column.ytd": "YTD vs budget",
  "html.column.days": "Days with data",
  "html.column.late": "Late days",
  "html.fetched": "ok",
  "html.failed": "failed",
  "html.failedWith": "failed: {reason}",

  "html.warnings": "Warnings ({n})",
  "html.footer":
    "{count, plural, one {{n} request} other {{n} requests}} to the Solar Plant Data Service, {retried} retried, {failed} failed. Figures and file list: {link}.",
} as const satisfies Record<string, string>;
