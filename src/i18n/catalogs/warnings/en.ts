/**
 * Warnings (src/vocabulary/report-warning.ts), one message per code, as the PDF's data quality
 * notes, the workbooks' notes and Method sheet, and index.html print them. `{reason}` is the
 * service's or the runtime's own text: it follows a lead sentence and is never translated.
 */
export const warningsEn = {
  "warning.impossibleValue":
    "{kpi}, {date}: {value}{unit, select, percent {\u00a0%} kwh {\u00a0kWh} kwhPerM2 {\u00a0kWh/m²} celsius {\u00a0°C} other {}} is {cause, select, negativeEnergy {negative energy} energyAboveCapacity {more than {limit} kWh per kWp of capacity in a day} negativeIrradiation {negative irradiation} irradiationAboveLimit {more than {limit} kWh/m² in a day} negativePr {a negative PR} prAboveLimit {a PR above {limit} %} negativeAvailability {a negative availability} availabilityAboveFull {an availability above 100 %} cellTemperatureOutside {a cell temperature outside {low} to {high} °C} other {not a finite number}}: not used (treated as missing)",
  "warning.impossibleMore":
    "{count, plural, one {#\u00a0more physically impossible value this month was not used} other {#\u00a0more physically impossible values this month were not used}}",
  "warning.impossibleEarlier":
    "{count, plural, one {#\u00a0physically impossible value in earlier months of the trend was not used} other {#\u00a0physically impossible values in earlier months of the trend were not used}}",
  "warning.kpiMissing": "{kpi}: not returned by the service; check the KPI name in the definition",
  "warning.kpiNoData": "{kpi}: no data for the month",
  "warning.prorated":
    "Month in progress through {through}: {what, select, both {P50 budget and irradiation normal} budget {P50 budget} other {irradiation normal}} prorated to {reported} of {total, plural, one {#\u00a0day} other {#\u00a0days}}",
  "warning.monthNotEnded":
    "The month has not ended in the plant's time zone (UTC{offset}) until {endsAt}: {started, select, no {no day of the month has ended there yet} other {the figures cover its days through {through}}}, like a month in progress",
  "warning.freshnessUnreadable":
    "Freshness report: {count, plural, one {#\u00a0day could not be read} other {#\u00a0days could not be read}} (no date or status, or an odd timestamp), so whether {count, plural, one {it} other {they}} arrived late is unknown; the figures are unaffected",
  "warning.freshnessUnavailable":
    "Freshness report not available, so which days arrived late is unknown; the figures are unaffected. Reason: {failure}",
  "warning.monthInProgress": "Month in progress: the figures cover the days up to {through}",
  "warning.plantMonthNotEnded":
    "{plant} (UTC{offset}): the month ends there at {endsAt}, so the plant is reported through {through} like a month in progress; the report is final once it is run again after that time",
  "warning.verdictFallback":
    "{count, plural, one {# plant has} other {# plants have}} no {metric, select, prTemperatureCorrected {PR at 25 °C} prEffective {effective PR} other {{metric}}} this month ({plants}): the PR verdict is on the PR (IEC 61724-1) instead, labelled as such; add the temperature coefficient to the plant details",
  "warning.noPlantSelected": "No plant of the account matches the definition's plant selection",
  "warning.plantListNoId": "Plant list: entry {entry} has no id, so it cannot be queried; left out",
  "warning.plantListRepeated":
    "Plant list: plant {plant} is listed {count} times by the service; reported once (its first entry)",
  "warning.requestWindowFallback":
    "The service did not answer the whole history in one call ({cause, select, refused {it refused {asked}\u00a0days: “{detail}”; the refused call counts as a failed request} other {it answered {answered} of the {asked}\u00a0days asked for, and the days left out had data}}), so the report asked in windows of {days, plural, one {#\u00a0day} other {#\u00a0days}} instead; the figures are unaffected",
  "warning.secondPass":
    "{plants, plural, one {#\u00a0plant failed only with transient errors (5xx, 429, network, timeout) after its retries and was fetched once more when the other requests had ended} other {#\u00a0plants failed only with transient errors (5xx, 429, network, timeout) after their retries and were fetched once more when the other requests had ended}}: {recovered} recovered",
  "warning.clientPlantOutside":
    "Client “{client}”: plant {plant} is not among the report's plants, so it is not in the client's pack",
  "warning.clientWithoutPlant": "Client “{client}” has no plant in this report",
  "warning.commentaryUnknownPlant":
    "Commentary {file}: plant {plant} is not in this report, so its text is not printed",
  "warning.plantFetchFailed": "its data could not be fetched. Reason: {failure}",
  "warning.fetchFailure":
    "{failure, select, notInAccount {the service refused access to the plant (HTTP {status}): it is not in this account, or it was added after the service's last daily refresh} rangeRefused {the service refused the days asked for in one call (HTTP {status}): set maxDaysPerRequest to “auto” or fewer days} rateLimited {the service still limited the request rate after the retries (HTTP {status}): retry later} serviceFailed {the service still failed after the retries (HTTP {status}): retry later} redirected {the service answered with a redirect (HTTP {status}): set SOLAR_API_BASE_URL to the address it answers at itself} refused {the service refused the request (HTTP {status})} unreachable {the service could not be reached: check the network and the proxy} timeout {the service did not answer in time: retry later} badResponse {the service's answer could not be read: report it to its operator} tooLarge {the service's answer was larger than the limit: ask for fewer days per call} other {an unexpected error: report it as a bug}}{said, select, service {; the service said: “{detail}”} error {: {detail}} other {}}",
  "warning.plantNotFetched": "its data was not fetched",
  "warning.plantNoTzOffset":
    "the service's plant list gives this plant no time zone (tz_offset), so its local days cannot be told: ask the service's operator to configure it",
  "warning.plantBadTzOffset":
    "the service's plant list gives this plant the time zone {offset}, not +HH:MM or -HH:MM within -12:00 to +14:00, so its local days cannot be told: ask the service's operator to correct it",
  "warning.plantNotInList":
    "plant {plant} is not in this account's plant list: check the id in the definition (a newly added plant appears only after the service's next daily refresh)",
  "warning.plantPdfFailed":
    "The PDF of {plant} could not be rendered and is left out of this report; its figures are in the workbooks, index.html and the portfolio. Report this as a bug with the plant's id. Reason: {reason}",
  "warning.portfolioPdfFailed":
    "The portfolio PDF could not be rendered and is left out of this report. Reason: {reason}",
  "warning.clientPackFailed":
    "The pack of client “{client}” could not be rendered and is left out of this report. Reason: {reason}",
} as const;
