/**
 * The report definition schema: the single source of the TypeScript types (`z.output`)
 * and of templates/report-definition.schema.json (`z.toJSONSchema`). Defaults come from
 * defaults.ts; refinements hold the rules JSON Schema cannot say (valid locale, regex).
 * Every key has a description and an example, which editors show on hover.
 */
import { z } from "zod";
import { clients } from "./clients.js";
import { contracts, eventsFile } from "./contracts.js";
import { DEFAULTS, LIMITS } from "./defaults.js";
import { delivery } from "./delivery.js";
import { localeTag } from "./locale.js";
import { describeMonthRule, MONTH_PATTERN, PREVIOUS_MONTH } from "./month.js";
import { plantDetailsEither, plantDetailsMap } from "./plant-detail.js";
import { plantSelection } from "./plant-fields.js";
import { branding, currency, int, kpis, pdf, retry, targets, units, workbooks } from "./schema-settings.js";
import { verdictRules } from "./schema-verdicts.js";

const PERIOD_PATTERN = new RegExp(`^(${PREVIOUS_MONTH}|${MONTH_PATTERN.source.slice(1, -1)})$`);

const period = z
  .string()
  .regex(PERIOD_PATTERN, {
    error: (iss) =>
      `${JSON.stringify(iss.input)} is not a valid period: expected "${PREVIOUS_MONTH}" or ${describeMonthRule()}`,
  })
  .default(DEFAULTS.period)
  .meta({
    description: `"${PREVIOUS_MONTH}" or a fixed month YYYY-MM; \`run --month\` overrides it`,
    examples: [PREVIOUS_MONTH, "2026-10"],
  });

const locale = localeTag.default(DEFAULTS.locale).meta({
  description: "BCP 47 locale of numbers, dates and words in the PDFs and index.html",
  examples: ["en-GB", "de-DE"],
});

const commentary = z
  .string()
  .min(1)
  .optional()
  .meta({
    description:
      "folder (relative to the definition) of YYYY-MM.yaml files: plant id → a few sentences for that month",
    examples: ["commentary"],
  });

/** The spec does not give the largest `days` of a historical call: "auto" finds out once per run. */
const [MIN_DAYS, MAX_DAYS] = LIMITS.maxDaysPerRequest;
const maxDaysError = `expected "auto" or a whole number from ${MIN_DAYS} to ${MAX_DAYS}`;
const maxDaysPerRequest = z
  .union(
    [
      z.literal("auto"),
      z
        .number({ error: maxDaysError })
        .int({ error: maxDaysError })
        .min(MIN_DAYS, { error: maxDaysError })
        .max(MAX_DAYS, { error: maxDaysError }),
    ],
    { error: maxDaysError },
  )
  .default(DEFAULTS.maxDaysPerRequest)
  .meta({
    description:
      `days of a historical request: "auto" asks once per run for the whole history in one call and ` +
      `falls back to 31-day windows when the service refuses or shortens it; a number ` +
      `(${MIN_DAYS}–${MAX_DAYS}) splits longer ranges into calls of at most that many days`,
    examples: ["auto", 31],
  });

/** Rate limits are "not shown" in the spec; an account's known terms pace the run (pipeline/fetch/request-pace.ts). */
const [MIN_RPS, MAX_RPS] = LIMITS.maxRequestsPerSecond;
const rpsError = `expected a number of requests a second above 0, at most ${MAX_RPS}`;
const maxRequestsPerSecond = z
  .number({ error: rpsError })
  .gt(MIN_RPS, { error: rpsError })
  .max(MAX_RPS, { error: rpsError })
  .optional()
  .meta({
    description:
      "at most this many requests a second, for an account whose rate limit is known (absent: the pool " +
      "only adapts to 429 and 503 answers); it paces one process: with `run --shard`, give each shard its share",
    examples: [50],
  });

const shape = {
  $schema: z
    .string()
    .optional()
    .meta({ description: "for editors; ignored", examples: ["./report-definition.schema.json"] }),
  title: z
    .string()
    .trim()
    .min(1, { error: "expected a non-empty title" })
    .meta({ description: "the report's title, on every page", examples: ["Monthly performance report"] }),
  period,
  plants: plantSelection.default("all"),
  clients,
  delivery,
  units,
  currency,
  locale,
  targets,
  verdicts: verdictRules,
  plantDetails: plantDetailsMap.default({}),
  contracts,
  events: eventsFile,
  commentary,
  kpis,
  concurrency: int(LIMITS.concurrency, DEFAULTS.concurrency, {
    description: "requests in flight at once, for every plant together",
    examples: [8],
  }),
  maxRequestsPerSecond,
  maxDaysPerRequest,
  timeoutMs: int(LIMITS.timeoutMs, DEFAULTS.timeoutMs, {
    description: "time limit of one request, ms",
    examples: [30000],
  }),
  retry,
  history: int(LIMITS.history, DEFAULTS.history, {
    description: "months of trend, the report month included",
    examples: [13],
  }),
  branding,
  workbooks,
  pdf,
};

const TITLE = { title: "solar-report report definition" };

/** Recipients need a sender: `deliver` sends from `delivery.from`. */
function checkSender(
  def: { clients: { recipients?: string[] }[]; delivery?: unknown },
  ctx: z.RefinementCtx,
): void {
  const i = def.clients.findIndex((c) => (c.recipients ?? []).length > 0);
  if (i >= 0 && def.delivery === undefined) {
    ctx.addIssue({
      code: "custom",
      path: ["delivery"],
      message: `clients[${i}] has recipients but there is no delivery.from: add delivery: {from: <sender address>}`,
    });
  }
}

export const definitionSchema = z.strictObject(shape).superRefine(checkSender).meta(TITLE);

/** What an editor sees: `plantDetails` may also name a CSV/XLSX file (replaced by its rows before validation). */
export const definitionInputSchema = z
  .strictObject({ ...shape, plantDetails: plantDetailsEither.default({}) })
  .superRefine(checkSender)
  .meta(TITLE);

/** The definition as validated, before paths are resolved. */
export type ParsedDefinition = z.output<typeof definitionSchema>;
