/**
 * English messages of the workbooks (the source: its keys type every other language's).
 * Sheet names stay short (Excel allows 31 characters; render/xlsx/sheet-names.ts cuts and
 * cleans them anyway). Unit symbols (kWh, kWh/m², kWp, °C, %) are kept as SI writes them.
 */
export const xlsxEn = {
  "xlsx.workbook.yield": "Yield and budget",
  "xlsx.workbook.pr": "Performance ratio",
  "xlsx.workbook.title": "{report} — {workbook}, {month}",
  "xlsx.workbook.subject": "{workbook}, {month}",
  "xlsx.workbook.keywords": "photovoltaics; {workbook}; {month}",
  "xlsx.summary.generated": "{workbook} for {month} · {company} · generated {date}",
  "xlsx.summary.portfolioRow": "Portfolio row: {rule}",
  "xlsx.weighting.capacity":
    "PR (IEC 61724-1) is a ratio of sums, Σ E / Σ(P0·H) over the plant-days with yield and irradiation of the plants with a capacity P0; effective PR and availability are weighted by irradiation × capacity, Σ(x·H·C)/Σ(H·C) over the plant-days with both values (H irradiation, C capacity); irradiation is the capacity-weighted mean of the plants' irradiation; budget variance is the total yield (measured + estimated) of the plants with a budget divided by their budget for the days covered, minus 1; energy and revenue are sums over the plants.",
  "xlsx.weighting.irradiation":
    "PR (IEC 61724-1) is a ratio of sums, Σ E / Σ(P0·H) over the plant-days with yield and irradiation of the plants with a capacity P0; effective PR and availability are weighted by irradiation, Σ(x·H)/Σ H over the plant-days with both values, because not every plant's capacity is known; irradiation is the plain mean of the plants' irradiation; budget variance is the total yield (measured + estimated) of the plants with a budget divided by their budget for the days covered, minus 1; energy and revenue are sums over the plants.",

  "xlsx.sheet.summary": "Summary",
  "xlsx.sheet.charts": "Charts",
  "xlsx.sheet.dailyYield": "Daily yield",
  "xlsx.sheet.dailyMeter": "Daily meter yield",
  "xlsx.sheet.dailyIrradiation": "Daily irradiation",
  "xlsx.sheet.dailyTemperature": "Daily cell temperature",
  "xlsx.sheet.portfolioDaily": "Portfolio daily",
  "xlsx.sheet.trend": "Trend",
  "xlsx.sheet.bridge": "Bridge",
  "xlsx.sheet.ranking": "Budget ranking",
  "xlsx.sheet.fallback": "Sheet",

  "xlsx.group.plant": "Plant details",
  "xlsx.group.yield": "Yield (kWh)",
  "xlsx.group.meter": "Meter yield (kWh)",
  "xlsx.group.performance": "Performance",
  "xlsx.group.bridge": "Budget bridge ({unit})",
  "xlsx.group.data": "Data",
  "xlsx.group.bands": "Verdict bands: target and watch-from per row",
  "xlsx.group.audit": "Audit: sums behind the ratios",

  "xlsx.withUnit": "{label} ({unit})",
  "xlsx.col.plant": "Plant",
  "xlsx.col.label": "Label",
  "xlsx.col.plantId": "Plant ID",
  "xlsx.col.country": "Country",
  "xlsx.col.capacity": "Capacity (kWp)",
  "xlsx.col.yieldMeasured": "Yield measured (kWh)",
  "xlsx.col.yieldEstimated": "Yield estimated (kWh)",
  "xlsx.col.yieldTotal": "Yield total (kWh)",
  "xlsx.col.meterMeasured": "Meter yield measured (kWh)",
  "xlsx.col.meterEstimated": "Meter yield estimated (kWh)",
  "xlsx.col.meterTotal": "Meter yield total (kWh)",
  "xlsx.col.daysEstimated": "Days estimated",
  "xlsx.col.daysWithData": "Days with data",
  "xlsx.col.daysInPeriod": "Days in period",
  "xlsx.col.completeness": "Completeness",
  "xlsx.col.lateDays": "Late days",
  "xlsx.col.missingDays": "Missing days",
  "xlsx.col.status": "Status",
  "xlsx.col.notes": "Notes (estimates, sanity checks)",
  "xlsx.col.weightCapacity": "Portfolio weight (kWp)",
  "xlsx.col.weight": "Portfolio weight",
  "xlsx.col.irradiation": "Irradiation (kWh/m²)",
  "xlsx.col.irradiationNormal": "Normal for the days measured (kWh/m²)",
  "xlsx.col.irradiationVariance": "Irradiation vs normal",
  "xlsx.col.specificYield": "Specific yield (kWh/kWp, total)",
  "xlsx.col.prIec": "PR (IEC 61724-1)",
  "xlsx.col.prEffective": "Effective PR (service)",
  "xlsx.col.availabilityLoss": "Availability loss (kWh)",
  "xlsx.col.budgetPeriod": "P50 budget of the period (kWh)",
  "xlsx.col.budgetCovered": "Budget for the days covered (kWh)",
  "xlsx.col.variance": "Variance to budget (days covered)",
  "xlsx.col.tariff": "Tariff ({currency}/kWh)",
  "xlsx.col.revenue": "Revenue on total meter yield ({currency})",
  "xlsx.col.ytdYield": "YTD yield total (kWh)",
  "xlsx.col.ytdBudget": "YTD budget for the days covered (kWh)",
  "xlsx.col.ytdVariance": "YTD variance to budget",
  "xlsx.col.ytdRevenue": "YTD revenue ({currency})",
  "xlsx.col.lastYearMonth": "Last year: month",
  "xlsx.col.lastYearYield": "Last year: yield total (kWh)",
  "xlsx.col.lastYearChange": "Change on last year",
  "xlsx.col.referenceYield": "Reference yield P0·ΣH (kWh)",
  "xlsx.col.temperatureCoefficient": "Temperature coefficient γ (/°C)",
  "xlsx.col.verdictTarget": "{figure}: target",
  "xlsx.col.verdictWatch": "{figure}: watch from",
  "xlsx.col.date": "Date",
  "xlsx.col.month": "Month",
  "xlsx.col.portfolioIrradiation": "Irradiation (kWh/m², weighted mean)",
  "xlsx.col.plantsReporting": "Plants reporting",
  "xlsx.col.portfolioYieldMeasured": "Portfolio yield, measured (kWh)",
  "xlsx.col.portfolioYieldEstimated": "Portfolio yield, estimated (kWh)",
  "xlsx.col.portfolioYieldTotal": "Portfolio yield, total (kWh)",
  "xlsx.col.portfolioBudget": "Portfolio P50 budget (kWh)",
  "xlsx.figure.energy": "Energy",
  "xlsx.figure.pr": "PR",

  "xlsx.ratio.daily": "{kind, select, pr {Daily effective PR} other {Daily availability}}",
  "xlsx.ratio.portfolio": "{kind, select, pr {Portfolio effective PR} other {Portfolio availability}}",
  "xlsx.ratio.portfolioWeighted":
    "{kind, select, pr {Portfolio effective PR (weighted)} other {Portfolio availability (weighted)}}",
  "xlsx.ratio.portfolioTrend":
    "{kind, select, pr {Portfolio PR (IEC 61724-1)} other {Portfolio availability}}",
  "xlsx.ratio.target": "{kind, select, pr {PR target} other {Availability target}}",
  "xlsx.ratio.againstTarget": "{kind, select, pr {PR: against target} other {Availability: against target}}",
  "xlsx.ratio.weightedDays": "Σ H on days with {figure} (kWh/m²)",
  "xlsx.ratio.chartPortfolio": "{daily}: portfolio, {month}",
  "xlsx.ratio.chartPlants": "{daily}: portfolio and plants, {month}",
  "xlsx.ratio.chartBestWorst": "{daily}: portfolio, best and worst plants, {month}",
  "xlsx.ratio.perPlant":
    "{kind, select, pr {PR per plant against target, {month}} other {Availability per plant against target, {month}}}",
  "xlsx.ratio.plantDaily":
    "{kind, select, pr {{plant}: daily effective PR and irradiation} other {{plant}: daily availability and irradiation}}",
  "xlsx.prName":
    "{metric, select, pr {PR (IEC 61724-1)} prTemperatureCorrected {PR at 25 °C} other {effective PR (service)}}",

  "xlsx.status.ok": "ok",
  "xlsx.status.failed": "failed: {error}",
  "xlsx.status.noData": "no data",
  "xlsx.status.total": "{ok} ok, {failed} failed",
  "xlsx.portfolio": "Portfolio",
  "xlsx.none": "none",

  "xlsx.note.yieldEstimated": "yield estimated on {days}",
  "xlsx.note.meterEstimated": "meter yield estimated on {days}",
  "xlsx.note.noEstimate": "no yield and no estimate on {days}",
  "xlsx.note.source": "{day} (from {source})",
  "xlsx.note.nonNumeric":
    "{count, plural, one {# non-numeric value ignored} other {# non-numeric values ignored}}",
  "xlsx.note.impossible":
    "{count, plural, one {# impossible value left out} other {# impossible values left out}}",
  "xlsx.source.meter": "meter",
  "xlsx.source.irradiation": "irradiation",
  "xlsx.source.yield": "yield",
  "xlsx.sanity.prAboveOne":
    "PR {pr} is above 100%: the capacity ({capacity}) is probably too small, or the irradiation is not in kWh/m²",
  "xlsx.sanity.specificYieldAboveIrradiation":
    "specific yield {specific} is above the irradiation {irradiation}: check the capacity (kWp) and the energy units (kWh or MWh)",
  "xlsx.sanity.budgetVarianceExtreme":
    "yield is {variance} against the budget: check the budget (kWh, not MWh or Wh; twelve values, January first)",

  "xlsx.daily.measured": "{unit} measured",
  "xlsx.daily.estimated": "{unit} estimated",
  "xlsx.daily.outage": "outage",
  "xlsx.daily.outageLegend":
    "Outage (red): the plant was down that day (a trip: 0 kWh with 0 % availability, or with irradiation and no availability). The data arrived, so the day counts as a day with data, at 0.",
  "xlsx.daily.legend":
    "Estimated (italic, grey): a day without a measured value, estimated from the month's own ratios — yield from the meter (Ê = M ÷ ΣM/ΣE) or else from irradiation (Ê = H × ΣE/ΣH); meter yield from the yield (M̂ = E × ΣM/ΣE) or else from irradiation. The word after the number names the source. Measured sums skip these cells; totals add them.",

  "xlsx.bridge.budget": "Budget (days covered)",
  "xlsx.bridge.actual": "Actual (total)",
  "xlsx.bridge.title": "{who}: budget to actual and metered yield, {month}",
  "xlsx.bridge.axisBreak": "Value axis starts at {min} kWh, not at zero",
  "xlsx.bridge.step": "Step",
  "xlsx.bridge.base": "Base (hidden)",
  "xlsx.bridge.total": "Budget / actual / metered",
  "xlsx.bridge.up": "Increase",
  "xlsx.bridge.down": "Decrease",

  "xlsx.ranking.title": "Variance to budget per plant (days covered), {month}",
  "xlsx.ranking.variance": "Variance to budget",
  "xlsx.ranking.verdict": "Verdict (energy)",

  "xlsx.chart.portfolioDaily": "Portfolio daily yield and irradiation, {month}",
  "xlsx.chart.plantDaily": "{plant}: daily yield and irradiation",
  "xlsx.chart.trend":
    "Portfolio yield (measured + estimated), {count, plural, one {last month} other {last # months}}",
  "xlsx.series.measured": "Measured (kWh)",
  "xlsx.series.estimated": "Estimated (kWh)",
  "xlsx.series.yieldTotal": "Yield, total (kWh)",
  "xlsx.series.budget": "P50 budget (kWh)",
  "xlsx.series.target": "Target",

  "xlsx.legend.title": "Colours (the same verdicts as the PDFs)",
  "xlsx.legend.line": "{label}: {text}",
  "xlsx.legend.colours":
    "green = {target}, amber = {watch}, red = {below}. No colour: the figure or its target is unknown.",
  "xlsx.legend.energyLabel": "Energy (variance to budget for the days covered)",
  "xlsx.legend.energy": "on target at {zero} or above; watch from {watchFrom}; below target under that.",
  "xlsx.legend.ratio":
    "on target at the plant's target or above; watch within {points} of it; below target under that.",
  "xlsx.legend.irradiationLabel": "Irradiation against its normal",
  "xlsx.legend.irradiation":
    "green = {target} ({zero} or above), amber = {watch} (from {watchFrom}), red = {below} (under that).",
  "xlsx.unit.pp": "pp",

  "xlsx.method.title": "{workbook}, {month}: method and data quality",
  "xlsx.method.report": "Report",
  "xlsx.method.company": "Company",
  "xlsx.method.period": "Period",
  "xlsx.method.generated": "Generated",
  "xlsx.method.serviceUnits": "Service units",
  "xlsx.method.workbookUnits": "Units in this workbook",
  "xlsx.method.requests": "Requests",
  "xlsx.method.periodValue": "{first} to {last}, each plant's local calendar days",
  "xlsx.method.periodInProgress":
    "{first} to {last}, each plant's local calendar days (month in progress: days up to {through})",
  "xlsx.method.serviceUnitsValue":
    "energy in {energy}, PR and availability as {ratio, select, percent {percent} other {fractions}} (declared by the definition)",
  "xlsx.method.workbookUnitsValue":
    "energy kWh, irradiation kWh/m², PR and availability in % (stored as fractions)",
  "xlsx.method.requestsValue":
    "{total, plural, one {# request} other {# requests}}, {retried} retried, {failed} failed",
  "xlsx.method.formulasTitle": "How each figure is made",
  "xlsx.method.bandsTitle": "Verdict bands",
  "xlsx.method.portfolioTitle": "Portfolio figures",
  "xlsx.method.qualityTitle": "Data completeness, estimates and checks",
  "xlsx.method.weighting": "Weighting",
  "xlsx.method.warnings": "Warnings",
  "xlsx.method.liveFormulas": "Live formulas",
  "xlsx.method.liveFormulasHow":
    "Summary cells are live formulas over the Daily sheets where the figure follows from them, showing the report's figures until recalculated; figures that need other months (year to date, last year, P-level), another workbook's daily values, or weights per plant-day (the portfolio's effective PR and PR at 25 °C) are the report's values.",
  "xlsx.method.yieldMeasured": "Yield, measured",
  "xlsx.method.yieldMeasuredHow":
    "the sum of the plant's daily yield over its local calendar days of the period",
  "xlsx.method.yieldEstimated": "Yield, estimated",
  "xlsx.method.yieldEstimatedHow":
    "for a day without yield: the meter yield ÷ (Σ meter ÷ Σ yield), else irradiation × (Σ yield ÷ Σ irradiation), from the month's days with both values",
  "xlsx.method.yieldTotal": "Yield, total",
  "xlsx.method.yieldTotalHow": "measured + estimated; budgets, specific yield and the bridge use the total",
  "xlsx.method.meterHow":
    "the same three for the meter; a missing meter day is estimated from the yield, else from irradiation",
  "xlsx.method.irradiationHow": "the sum of the daily irradiation (kWh/m²)",
  "xlsx.method.irradiationVarianceHow":
    "irradiation ÷ the long-term normal for the days with irradiation − 1",
  "xlsx.method.prHow":
    "yield ÷ (capacity × irradiation), both summed over the days with yield and irradiation",
  "xlsx.method.prTemperatureHow":
    "yield ÷ (capacity × Σ irradiation × (1 + γ × (cell temperature − 25 °C))); with daily mean temperatures this approximates IEC 61724-1's temperature-corrected PR",
  "xlsx.method.prEffectiveHow":
    "the service's own daily PR, which leaves out downtime, weighted by irradiation",
  "xlsx.method.availabilityHow": "the daily availability weighted by irradiation",
  "xlsx.method.availabilityLossHow":
    "Σ yield × (1 − availability) ÷ availability; a day at 0 % counts its irradiation × the month's yield per kWh/m² at full availability",
  "xlsx.method.specificYieldHow": "total yield ÷ capacity (kWh/kWp)",
  "xlsx.method.budgetCoveredHow":
    "P50 budget of the period × days covered (measured or estimated) ÷ days of the period",
  "xlsx.method.varianceHow":
    "total yield ÷ budget for the days covered − 1 (like for like: a missing day does not count against the plant)",
  "xlsx.method.revenueHow": "total meter yield × tariff",
  "xlsx.method.bridge": "Budget bridge",
  "xlsx.method.bridgeHow":
    "budget for the days covered → weather (budget × irradiation vs normal) → availability (− availability loss) → curtailment (− overspill) → performance (the rest) → actual total yield → export/meter loss (meter total − yield total) → metered total yield; the steps add up exactly, and valued at the tariff the metered step is the revenue",
  "xlsx.method.ytdHow":
    "January to this month, each month computed as above from its own days; the YTD budget for the days covered adds up each month's, the full YTD budget each month's P50 budget",
  "xlsx.method.lastYearHow":
    "the same days of the month a year earlier; change = this month's total yield ÷ that − 1",
  "xlsx.method.emptyCells": "Empty cells",
  "xlsx.method.emptyCellsHow":
    "no valid value: sums skip them, and a figure with no valid day is empty, never 0",

  "xlsx.plant.capacityUnknown": "capacity unknown",
  "xlsx.plant.noData": "No data: {error}",
  "xlsx.plant.fetchFailed": "the plant's data could not be fetched",
  "xlsx.bridge.curtailment": "Curtailment",
  "xlsx.bridge.exportLoss": "Export/meter loss",
  "xlsx.bridge.metered": "Metered, revenue basis",
  "xlsx.col.varianceFull": "Variance to the full P50 budget",
  "xlsx.col.ytdBudgetFull": "YTD full P50 budget (kWh)",
  "xlsx.col.ytdVarianceFull": "YTD variance to the full budget",
  "xlsx.col.daysCovered": "Days covered (measured or estimated)",
  "xlsx.col.overspill": "Overspill (kWh)",
  "xlsx.col.prJudged": "PR verdict on",
  "xlsx.prFallback": "{judged}: no {chosen} this month",
  "xlsx.group.pLevel": "Rolling 12 months against the yield study (a normal distribution assumed)",
  "xlsx.col.pLevelFrom": "12 months from",
  "xlsx.col.pLevelTo": "12 months to",
  "xlsx.col.pLevelEnergy": "E₁₂: total yield of the 12 months (kWh)",
  "xlsx.col.p50": "P50 (kWh/year)",
  "xlsx.col.p90": "P90 (kWh/year)",
  "xlsx.col.sigma": "σ = (P50 − P90) ÷ 1.2816 (kWh)",
  "xlsx.col.exceedance": "P-level of E₁₂ (exceedance)",
  "xlsx.col.pLevelNote": "No P-level because",
  "xlsx.pLevel.noYieldStudy": "no yield study (P50/P90) given",
  "xlsx.pLevel.shortHistory": "it needs 12 months of history",
  "xlsx.pLevel.incompleteMonths":
    "it needs 12 ended months with a yield: {months} {count, plural, one {has not ended or has no yield} other {have not ended or have no yield}}",
  "xlsx.method.varianceFull": "Variance to the full budget",
  "xlsx.method.varianceFullHow":
    "total yield ÷ P50 budget of the period − 1 (the contract's view: a day without data counts against the plant)",
  "xlsx.method.pLevel": "P-level (rolling 12 months)",
  "xlsx.method.pLevelHow":
    "E₁₂ = the total yield of the 12 months ending with this one, each month ended, a day with neither a measured nor an estimated yield counting as no energy; σ = (P50 − P90) ÷ 1.2816 from the yield study's annual P50 and P90; the P-level x = 100 × (1 − Φ((E₁₂ − P50) ÷ σ)), so E₁₂ equals the study's P-x value (E₁₂ = P90 gives P90). A normal distribution of the annual yield is assumed; never computed for a single month",
  "xlsx.method.portfolioTargets": "Portfolio targets",
  "xlsx.method.portfolioTargetsHow":
    "the portfolio row's PR target is its plants' targets weighted by their reference yield, its availability target their targets weighted by irradiation × capacity, as its figures are weighted; the definition's targets are each plant's default",
  "xlsx.legend.prFallback":
    "A plant or the portfolio without {chosen} this month is judged on its {judged} instead, named in the column “{column}” and coloured there.",
  "xlsx.legend.decimalsLabel": "Decimals beside a verdict",
  "xlsx.legend.decimals":
    "a figure, its target and watch-from show one decimal of a percent, or as many more (up to three) as it takes for the figure and its target to differ when the verdict is not on target.",
  "xlsx.ranking.rank": "Rank",
  "xlsx.pLevel.prefix": "P",
  "xlsx.col.pLevelDaysWithoutData": "Days without data in the 12 months (no energy)",
} as const;
