/**
 * A warning a reader sees: a plant's quality note, one of the run's own warnings, or why a
 * plant failed. `code` names its catalog message (`warning.<code>`, src/i18n/catalogs/warnings)
 * and `params` fills it, so every renderer prints it in its reader's language; `message` is the
 * same warning in English for the log, the manifest's `warnings` and older readers. A text the
 * service or the runtime wrote (an HTTP body, an exception's message) is a `reason` parameter:
 * data, printed as it came, after a translated lead.
 */

export const WARNING_CODES = [
  // a plant's data (metrics)
  "impossibleValue",
  "impossibleMore",
  "impossibleEarlier",
  "kpiMissing",
  "kpiNoData",
  "prorated",
  "monthNotEnded",
  "freshnessUnreadable",
  "freshnessUnavailable",
  // the run's own
  "monthInProgress",
  "plantMonthNotEnded",
  "verdictFallback",
  "noPlantSelected",
  "plantListNoId",
  "plantListRepeated",
  "secondPass",
  "requestWindowFallback",
  "clientPlantOutside",
  "clientWithoutPlant",
  "commentaryUnknownPlant",
  "portfolioPdfFailed",
  "clientPackFailed",
  // why a plant failed
  "plantFetchFailed",
  "plantNotFetched",
  "plantNoTzOffset",
  "plantBadTzOffset",
  "plantNotInList",
  "plantPdfFailed",
] as const;

export type WarningCode = (typeof WARNING_CODES)[number];

/**
 * Counts are numbers (they choose a plural); days are `YYYY-MM-DD` under `date` or `through`;
 * `kpi` is the service's KPI name; `value`, `limit`, `low`, `high` are figures. A renderer
 * formats each kind in its reader's locale (src/i18n/warning-text.ts).
 */
export type WarningParams = Record<string, string | number>;

export interface ReportWarning {
  code: WarningCode;
  params: WarningParams;
  /** English, as the log prints it. */
  message: string;
}

export function reportWarning(code: WarningCode, params: WarningParams, message: string): ReportWarning {
  return { code, params, message };
}

/** The English messages, for the log and the manifest's `warnings` list. */
export function warningMessages(warnings: readonly ReportWarning[]): string[] {
  return warnings.map((w) => w.message);
}
