/**
 * English messages of the plant PDF (the source: its keys type every other language's).
 * Figures arrive formatted by the PDF's Intl formatters; counts are numbers for plurals.
 * Figure names, verdict words, bridge steps, units and notices shared with the workbooks and
 * index.html come from the common catalog.
 */
export const pdfEn = {
  "pdf.na": "n/a",
  "pdf.noData": "No data",
  "pdf.noYield": "No yield",
  "pdf.notYetReported": "Not yet reported",
  "pdf.noCapacity": "Capacity not set",
  "pdf.target": "Target {value}",
  "pdf.daysOf": "{covered} of {total, plural, one {# day} other {# days}}",
  "pdf.unit.pp": "{value} pp",
  "pdf.pr.iec": "PR (IEC 61724-1)",
  "pdf.pr.fallbackName": "{name} (in place of {chosen}, not available)",
  "pdf.pr.fallbackLine": "In place of {chosen} (not available)",

  "pdf.notice.partial":
    "Partial data: {missing} of {reported, plural, one {# day} other {# days}} without a measured yield ({days}).",
  "pdf.notice.estimated":
    "Estimated and marked in the charts and the table: {days}; totals include these estimates.",
  "pdf.notice.excluded": "Not estimable, excluded (not counted as zero): {days}.",
  "pdf.notice.allExcluded": "Missing days are excluded, not counted as zero.",
  "pdf.notice.notStarted":
    "No day of {month} has ended yet in the plant's time zone: there are no figures to report yet; see Data quality.",
  "pdf.sanity.title": "Check before sending: a figure looks implausible.",
  "pdf.sanity.prAboveOne":
    "PR {pr} is above {limit}: the capacity ({capacity} kWp) is probably too small, or the irradiation is not in kWh/m².",
  "pdf.sanity.specificYieldAboveIrradiation":
    "Specific yield {specific} kWh/kWp is above the irradiation {irradiation} kWh/m²: check the capacity (kWp) and the energy units (kWh or MWh).",
  "pdf.sanity.budgetVarianceExtreme":
    "Yield is {variance} against the budget: check the budget (kWh, not MWh or Wh; twelve values, January first).",

  "pdf.tile.ofWhichEstimated": "of which estimated {kwh} kWh ({days, plural, one {# day} other {# days}})",
  "pdf.tile.budget": "Budget {kwh} kWh",
  "pdf.tile.budgetToDate": "Budget to date {kwh} kWh",
  "pdf.tile.budgetCovered": "Budget ({covered}/{total, plural, one {# day} other {# days}}) {kwh} kWh",
  "pdf.tile.fullBudget": "Full budget {kwh} kWh",
  "pdf.tile.fullBudgetToDate": "Full budget to date {kwh} kWh",
  "pdf.tile.noBudget": "No budget set",
  "pdf.tile.noDayCovered": "Budget {kwh} kWh; no day covered",
  "pdf.tile.revenue": "Revenue {money}",
  "pdf.tile.overspill": "Overspill {kwh} kWh (above export limit)",
  "pdf.tile.perCapacity": "Total yield per kWp of {kwp} kWp",
  "pdf.tile.noTarget": "No target set",
  "pdf.tile.loss": "Loss to downtime {kwh} kWh",
  "pdf.tile.normal": "Normal {value} kWh/m²",
  "pdf.tile.normalToDate": "Normal to date {value} kWh/m²",
  "pdf.tile.noNormal": "No irradiation normal set",
  "pdf.tile.normalDays": "for the {days} of {total, plural, one {# day} other {# days}} with irradiation",

  "pdf.brief.title": "Month in brief",
  "pdf.brief.noData": "No data was received for this period; no figure can be computed.",
  "pdf.brief.energy": "Energy {deviation} against the budget ({verdict})",
  "pdf.brief.energyCovered":
    "Energy {deviation} against the budget for the {covered} of {total, plural, one {# day} other {# days}} covered ({verdict}), {full} against the full budget",
  "pdf.brief.energyNoBudget": "Energy {kwh} kWh (no budget)",
  "pdf.brief.irradiation": "irradiation {deviation} against normal ({verdict})",
  "pdf.brief.pr": "{name} {value} against a target of {target} ({verdict})",
  "pdf.brief.prNoTarget": "{name} {value} ({verdict})",
  "pdf.brief.availability": "availability {value} against a target of {target} ({verdict})",
  "pdf.brief.availabilityNoTarget": "availability {value} ({verdict})",
  "pdf.brief.gaps": "{missing, plural, one {# day} other {# days}} without a measured yield",
  "pdf.brief.gapsEstimated":
    "{missing, plural, one {# day} other {# days}} without a measured yield, {estimated} of them estimated",

  "pdf.commentary.title": "Asset manager's note",

  "pdf.bridge.title": "Budget bridge",
  "pdf.bridge.subtitle": "From the budget to the metered yield that revenue is paid on; money at the tariff",
  "pdf.bridge.subtitleEnergy": "From the budget to the metered yield that revenue is paid on",
  "pdf.bridge.money": "At tariff",
  "pdf.bridge.budgetDays": "Budget ({covered}/{total, plural, one {# day} other {# days}})",
  "pdf.bridge.curtailment": "Curtailment",
  "pdf.bridge.actual": "Actual yield",
  "pdf.bridge.exportLoss": "Export/meter loss",
  "pdf.bridge.metered": "Metered (= revenue basis)",
  "pdf.bridge.noBudget": "Budget bridge not shown: no budget is set for this plant.",
  "pdf.bridge.noYield": "Budget bridge not shown: no yield this month.",
  "pdf.bridge.weatherNoNormal":
    "Weather: no irradiation normal is set for this plant; its share stays in Performance.",
  "pdf.bridge.weatherNoIrradiation": "Weather: no irradiation was measured; its share stays in Performance.",
  "pdf.bridge.availabilityNoData": "Availability: no availability data; its share stays in Performance.",
  "pdf.bridge.meteredNone":
    "Export loss and metered: no meter yield this month, so no revenue: the bridge ends at the actual yield and shows no money.",

  "pdf.contract.title": "Contract: {name}",
  "pdf.contract.availabilityGuaranteed": "Availability guaranteed",
  "pdf.contract.availabilityContractual": "Availability contractual",
  "pdf.contract.availabilityRevenue": "Revenue of the period to date",
  "pdf.contract.availabilityDamages": "Availability damages",
  "pdf.contract.prGuaranteed": "PR guaranteed",
  "pdf.contract.prMeasured": "PR measured",
  "pdf.contract.prShortfall": "PR shortfall",
  "pdf.contract.prDamages": "PR damages",
  "pdf.contract.damages": "Damages to date",
  "pdf.contract.period":
    "{guarantee, select, availability {Availability} other {PR}} {from} – {to}: {state, select, provisional {provisional, settles {settles}} other {settled {settles}}}",
  "pdf.contract.lostRevenue": "Lost revenue by cause, {month}",
  "pdf.contract.cause":
    "{cause, select, contractor {Contractor} scheduledMaintenance {Scheduled maintenance} forcedOutage {Forced outage} forceMajeure {Force majeure} outOfEnvironmentalSpecification {Out of environmental specification} outOfElectricalSpecification {Grid (out of electrical specification)} requestedShutdown {Requested shutdown} suspended {Suspended} curtailment {Curtailment} performance {Performance} other {{cause}}}",
  "pdf.contract.noTariff": "No tariff: lost revenue is not priced",
  "pdf.year.ytd": "Year to date, {from} – {to}",
  "pdf.year.lastYear": "Same month last year, {month}",
  "pdf.year.budget": "Budget (days covered)",
  "pdf.year.variance": "Variance (days covered)",
  "pdf.year.fullBudget": "Full budget",
  "pdf.year.varianceFull": "Variance (full budget)",
  "pdf.year.yieldThen": "Yield then",
  "pdf.year.change": "Change",
  "pdf.year.noYtd": "— history does not reach January",
  "pdf.year.noLastYear": "— history does not reach that month",
  "pdf.year.noDataThen": "— no data for that month",
  "pdf.year.noDataYet": "— no data this year",
  "pdf.year.noBudget": "— no budget",
  "pdf.plevel.title": "Rolling 12 months, {from} – {to}",
  "pdf.plevel.titleNone": "Rolling 12 months",
  "pdf.plevel.level": "Yield study level",
  "pdf.plevel.value": "P{level}",
  "pdf.plevel.study": "Study P50 / P90",
  "pdf.plevel.studyValue": "{p50} / {p90} {unit}",
  "pdf.plevel.assumption":
    "The 12 months' energy equals this P-level of the yield study's one-year P50 and P90, a normal distribution assumed.",
  "pdf.plevel.daysWithoutData":
    "{count, plural, one {# day without data counted as none} other {# days without data counted as none}}",
  "pdf.plevel.shortHistory": "No P-level: it needs 12 months of history.",
  "pdf.plevel.incomplete": "No P-level: it needs 12 complete months; not complete: {months}.",

  "pdf.chart.yieldTitle": "Daily energy yield and irradiation",
  "pdf.chart.yield": "Yield ({unit})",
  "pdf.chart.estimated": "Estimated",
  "pdf.chart.irradiation": "Irradiation ({unit})",
  "pdf.chart.noIrradiation": "No irradiation",
  "pdf.chart.prTitle": "Daily effective PR (as reported by the service)",
  "pdf.chart.availabilityTitle": "Daily availability",
  "pdf.chart.noDataPeriod": "No data for this period",
  "pdf.chart.trendTitle":
    "Energy yield against budget, {count, plural, one {last month} other {last # months}}",
  "pdf.chart.trendTitleNoBudget": "Energy yield, {count, plural, one {last month} other {last # months}}",
  "pdf.chart.budgetP50": "P50 budget ({unit})",
  "pdf.chart.noHistory": "No history",

  "pdf.table.note": "PR, availability and cell temperature of the month: irradiation-weighted",
  "pdf.table.continued": "Daily values (continued)",
  "pdf.table.date": "Date",
  "pdf.table.yield": "Yield",
  "pdf.table.meterYield": "Meter yield",
  "pdf.table.irradiation": "Irradiation",
  "pdf.table.prEffective": "Eff. PR",
  "pdf.table.availability": "Availability",
  "pdf.table.cellTemperature": "Cell temp.",
  "pdf.table.status": "Data status",
  "pdf.table.measured": "Measured",
  "pdf.table.month": "Month",
  "pdf.table.monthToDate": "Month to date",
  "pdf.table.total": "Incl. estimates",
  "pdf.table.totalToDate": "Incl. estimates, to date",
  "pdf.table.footnote":
    "Italic: estimated for a day without a measured value. * from the other energy series (yield from the meter yield, or meter yield from the yield), † from the irradiation; see How the figures are computed.",
  "pdf.status.complete": "Complete",
  "pdf.status.partial": "Partial",
  "pdf.status.outage": "Outage, 0 kWh",
  "pdf.chart.outage": "Outage (0 kWh)",
  "pdf.status.estimated": "estimated",
  "pdf.status.late": "late",

  "pdf.quality.title": "Data quality",
  "pdf.quality.none": "none",
  "pdf.quality.completeness": "Completeness",
  "pdf.quality.completenessValue": "{list} days with a value",
  "pdf.quality.daysWithoutYield": "Days without yield",
  "pdf.quality.estimatedDays": "Estimated days",
  "pdf.quality.lateDays": "Late-data days",
  "pdf.quality.latenessUnknown": "Lateness unknown",
  "pdf.quality.latenessUnknownValue": "{days}: the service reports late data for about the last 30 days only",
  "pdf.quality.impossible": "Impossible values",
  "pdf.quality.impossibleValue": "{count}, physically impossible (e.g. negative energy), treated as missing",
  "pdf.quality.unreadable": "Unreadable values",
  "pdf.quality.unreadableValue": "{count}, treated as missing",
  "pdf.quality.note": "Notes",
  "pdf.quality.estimatedDay": "{day} ({sources})",
  "pdf.quality.fromBoth":
    "yield and meter yield from {source, select, meter {the meter} yield {the yield} other {the irradiation}}",
  "pdf.quality.yieldFrom":
    "yield from {source, select, meter {the meter} yield {the yield} other {the irradiation}}",
  "pdf.quality.meterFrom":
    "meter yield from {source, select, meter {the meter} yield {the yield} other {the irradiation}}",
  "pdf.field.yield": "Yield",
  "pdf.field.meterYield": "Meter yield",
  "pdf.field.irradiation": "Irradiation",
  "pdf.field.pr": "PR",
  "pdf.field.availability": "Availability",
  "pdf.field.cellTemperature": "Cell temperature",
  "pdf.field.overspill": "Overspill",

  "pdf.method.title": "How the figures are computed",
  "pdf.method.days":
    "Days are the plant's local calendar days. A missing value is never counted as zero: it is estimated where it can be, and marked; a figure without any value is shown as “–”.",
  "pdf.method.estimates":
    "Estimates for a day without a measured yield: that day's meter yield ÷ {meterPerYield} (the month's meter yield per yield), else its irradiation × {yieldPerIrradiation} kWh per kWh/m² (the month's yield per irradiation). A day without a meter reading: its yield × {meterPerYield}, else its irradiation × {meterPerIrradiation}. Each ratio comes from this month's days where both values were measured.",
  "pdf.method.noEstimates":
    "Estimates: a missing day is estimated from the meter yield or the irradiation with ratios taken from the month's own complete days; this month no ratio could be formed or no day needed one.",
  "pdf.method.totals":
    "Energy yield and meter yield are the measured days plus the estimated days; the tiles say how much of each total is estimated.",
  "pdf.method.pr":
    "PR (IEC 61724-1) = energy yield ÷ (capacity × irradiation), over the days with both, irradiation taken relative to 1 kW/m² (standard test conditions).",
  "pdf.method.prTemperature":
    "PR at 25 °C = energy yield ÷ (capacity × Σ daily irradiation × (1 + γ × (cell temperature − 25 °C))), with the plant's temperature coefficient γ = {gamma} per °C. It uses daily mean cell temperatures, so it approximates the IEC 61724-1 temperature-corrected PR.",
  "pdf.method.prTemperatureNone":
    "PR at 25 °C needs the plant's capacity and module temperature coefficient; without them it is not shown.",
  "pdf.method.prEffective":
    "Effective PR is the data service's own PR, which leaves out periods of downtime; its daily values are the ones charted, weighted by irradiation for the month.",
  "pdf.method.prFallback":
    "{chosen}, which the verdicts use, cannot be computed for this plant this month, so its PR verdict is on {name} instead.",
  "pdf.method.availability":
    "Availability and cell temperature are irradiation-weighted means of the daily values. Availability loss = Σ yield × (1 − availability) ÷ availability over the days with both; a day at 0 % counts its irradiation × the month's yield per irradiation at full availability.",
  "pdf.method.budget":
    "Budget: the P50 budget of {full} kWh for the period, prorated to the {covered} of {total, plural, one {# day} other {# days}} with a measured or estimated yield = {budget} kWh. Variance = energy yield ÷ that budget − 1, so a month with missing days is compared like for like. Against the full budget the variance is energy yield ÷ {full} kWh − 1: a day without data counts against the plant, as a contract counts it.",
  "pdf.method.bridge":
    "Bridge: Weather = budget × (irradiation ÷ long-term normal − 1), the normal prorated to the days with irradiation; Availability = − the availability loss; Curtailment = − the overspill above the export limit; Performance = what remains, so budget + weather + availability + curtailment + performance = actual yield exactly. Export/meter loss = meter yield − actual yield, so the bridge ends at the metered yield that revenue is paid on. Money = kWh × tariff; the metered value is the revenue.",
  "pdf.method.revenue": "Revenue = meter yield (measured + estimated) × tariff of {tariff} per kWh.",
  "pdf.method.year":
    "Year to date adds January to this month, each month computed as above from its own days; its budget is the sum of each month's budget for the days covered, its full budget the sum of each month's P50 budget. Last year compares the same month a year earlier.",
  "pdf.contract.none": "Technical availability, no contract terms",
  "pdf.method.contractNone":
    "Technical availability, no contract terms: this plant has no contract in this report, so no guarantee applies and no damages are computed.",
  "pdf.method.contractTitle":
    "Contract {name}: contract years run from {start}; quarters and contract years count from that day.",
  "pdf.method.contractAvailability":
    "Availability guarantee: {guaranteed} contractual availability over each {period, select, month {month} quarter {quarter} other {contract year}}. Each day's availability loss goes to the categories of that day's events, in proportion to their hours × affected share, and to the contractor on a day without an event. Contractual availability = 1 − (loss − excluded loss) ÷ (energy yield + loss − excluded loss). Excluded: {excluded}.",
  "pdf.method.contractPriceAdjustment":
    "Damages (price adjustment): below the guarantee the period's revenue to date is reduced by {slope} × (guaranteed − contractual availability); below {floor} it is reduced in full.",
  "pdf.method.contractEnergy":
    "Damages (energy): (guaranteed − contractual availability) × (energy yield + loss − excluded loss) × {price} per kWh.",
  "pdf.method.contractCap": "Damages are capped at {cap} per period.",
  "pdf.method.contractTariff": "the plant's tariff",
  "pdf.method.contractNoExclusions": "none",
  "pdf.method.contractPr":
    "PR guarantee: {first} in the first contract year, less {degradation} a year {mode, select, linear {of that value (linear)} other {compounded}}: {guaranteed} in this period, with a tolerance of {tolerance}, over each {period, select, month {month} quarter {quarter} other {contract year}}. Measured PR = energy yield ÷ (capacity × irradiation × (1 + γ × (cell temperature − {tref} °C))) over the period's days without an event of an excluded category ({excluded}). Shortfall = guaranteed × (1 − tolerance) − measured, rounded half up to 0.1 pp.",
  "pdf.method.contractPrEnergy":
    "PR damages: shortfall × the temperature-corrected reference yield × {price} per kWh.",
  "pdf.method.contractPrPoint": "PR damages: {price} per percentage point of shortfall.",
  "pdf.method.contractSettlement":
    "Each guarantee settles at the end of its own period: a period that has not ended is shown to date, marked provisional, with the day it settles; a settled period's figures do not change in later reports. Damages are rounded to the currency's smallest unit per guarantee and period, and the total is their sum.",
  "pdf.method.late": "Late days: the data service marked the day as not updated within 24 hours.",
  "pdf.method.bandsTitle": "Verdicts (the same in the workbooks and the overview page):",
  "pdf.method.bandEnergy":
    "Energy against the budget of the days covered: {target} at or above it; {watch} within {band} below; {below} further.",
  "pdf.method.bandRatios":
    "{pr} against the plant's target: {watch} within {prBand} below the target; availability: {watch} within {availabilityBand} below its target. A figure on the wrong side of its target is never {target}.",
  "pdf.method.bandIrradiation":
    "Irradiation against the long-term normal: “{target}” at or above it; “{watch}” within {band} below; “{below}” further.",

  "pdf.footer.generated": "Generated {time}",
  "pdf.footer.page": "Page {page} of {count}",
} as const satisfies Record<string, string>;
