/**
 * Request-body validation of the data endpoints, answered the way FastAPI/pydantic does:
 * 422 {"detail":[{type, loc, msg, input}]} (spec, Errors: "a validation object describing
 * the parse error"). All field errors are reported at once.
 */
import { LIMITS } from "../api/types.js";
import { parseDay } from "./calendar.js";
import { invalid, type Reply, type ValidationItem } from "./http.js";

type Body = Record<string, unknown>;

/** Parses a JSON object body; malformed JSON → json_invalid with the character position. */
export function parseJsonObject(raw: Buffer): Body | Reply {
  const text = raw.toString("utf8");
  if (text.trim() === "")
    return invalid([{ type: "missing", loc: ["body"], msg: "Field required", input: null }]);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const position = Number(/position (\d+)/.exec(String(e))?.[1] ?? 0);
    return invalid([{ type: "json_invalid", loc: ["body", position], msg: "JSON decode error", input: {} }]);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    const msg = "Input should be a valid dictionary or object to extract fields from";
    return invalid([{ type: "model_attributes_type", loc: ["body"], msg, input: value }]);
  }
  return value as Body;
}

const missing = (field: string): ValidationItem => ({
  type: "missing",
  loc: ["body", field],
  msg: "Field required",
  input: null,
});

function checkPlantId(body: Body, errors: ValidationItem[]): void {
  if (!("plant_id" in body)) errors.push(missing("plant_id"));
  else if (typeof body.plant_id !== "string")
    errors.push({
      type: "string_type",
      loc: ["body", "plant_id"],
      msg: "Input should be a valid string",
      input: body.plant_id,
    });
}

function checkKpis(body: Body, max: number, errors: ValidationItem[]): void {
  const kpis = body.kpis;
  if (!("kpis" in body)) return void errors.push(missing("kpis"));
  if (!Array.isArray(kpis))
    return void errors.push({
      type: "list_type",
      loc: ["body", "kpis"],
      msg: "Input should be a valid list",
      input: kpis,
    });
  kpis.forEach((k, i) => {
    if (typeof k !== "string")
      errors.push({
        type: "string_type",
        loc: ["body", "kpis", i],
        msg: "Input should be a valid string",
        input: k,
      });
  });
  if (kpis.length > max) {
    const msg = `List should have at most ${max} items after validation, not ${kpis.length}`;
    errors.push({ type: "too_long", loc: ["body", "kpis"], msg, input: kpis });
  }
}

function checkDate(body: Body, required: boolean, errors: ValidationItem[]): void {
  if (!("date" in body) || body.date === null) {
    if (required) errors.push(missing("date"));
    return;
  }
  if (typeof body.date !== "string" || parseDay(body.date) === undefined) {
    const msg = "Input should be a valid date in the format YYYY-MM-DD";
    errors.push({ type: "date_parsing", loc: ["body", "date"], msg, input: body.date });
  }
}

/** `maxDays`: the sandbox's `--max-days` when it refuses longer ranges, else null (no cap). */
function checkDays(body: Body, maxDays: number | null, errors: ValidationItem[]): void {
  const days = body.days;
  const loc = ["body", "days"];
  if (!("days" in body)) errors.push(missing("days"));
  else if (typeof days !== "number" || !Number.isInteger(days))
    errors.push({ type: "int_type", loc, msg: "Input should be a valid integer", input: days });
  else if (days < 1)
    errors.push({
      type: "greater_than_equal",
      loc,
      msg: "Input should be greater than or equal to 1",
      input: days,
    });
  else if (maxDays !== null && days > maxDays) {
    const msg = `Input should be less than or equal to ${maxDays}`;
    errors.push({ type: "less_than_equal", loc, msg, input: days });
  }
}

export interface ValidBody {
  plant_id: string;
  kpis: string[];
  date?: string;
  days?: number;
}

/** Validates the body of daily, historical or freshness requests; `maxDays` caps a historical `days`. */
export function validateBody(
  body: Body,
  kind: "daily" | "historical" | "freshness",
  maxDays: number | null = null,
): ValidBody | Reply {
  const errors: ValidationItem[] = [];
  checkPlantId(body, errors);
  if (kind === "daily") checkKpis(body, LIMITS.dailyKpisPerRequest, errors);
  if (kind === "historical") checkKpis(body, LIMITS.historicalKpisPerRequest, errors);
  if (kind !== "freshness") checkDate(body, kind === "historical", errors);
  if (kind === "historical") checkDays(body, maxDays, errors);
  if (errors.length > 0) return invalid(errors);
  return body as unknown as ValidBody;
}
