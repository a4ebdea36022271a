/**
 * The usual KPI answer read straight from its text, without JSON.parse's object per point and
 * string per field: a year of 8 KPIs is ~3,000 points, and parsing was most of a plant's CPU.
 * Only the plain shape the spec gives ("KPI data entry": plant_id, date, tz_offset, data of
 * {ts, value} string points) is read here, and only when nothing in it needs a judgement;
 * for anything else (another key or type, an escape, a repeated key, another plant, a bad day
 * key, an empty list, text after the list) scanSeries gives null and the body takes the one
 * general way, JSON.parse and parseSeries, which reports it exactly as before. What it does
 * read goes through the same functions as that way (tsToDay, parseValue, addPoint), so both
 * give the same series, in the same order, with the same warnings.
 */
import { emptyWarnings, epochMsAt, msToDay, parseValue, plainDecimalAt, tsToDay } from "./parse.js";
import { addPoint, type EntryContext, entryContext, type SeriesContext } from "./series.js";
import type { ParsedSeries, ParseWarnings } from "./types.js";

/** A body scanSeries read: handed to the client's decoder in place of the parsed JSON. */
export class ScannedSeries {
  constructor(readonly series: ParsedSeries) {}
}

/** Thrown inside the scan when the text leaves the plain shape; never escapes scanSeries. */
class NotPlain extends Error {}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

class Cursor {
  i = 0;
  constructor(readonly text: string) {}

  /** Skips JSON whitespace; the next character's code (NaN at the end). */
  peek(): number {
    const t = this.text;
    let c = t.charCodeAt(this.i);
    while (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) c = t.charCodeAt(++this.i);
    return c;
  }

  expect(code: number): void {
    if (this.peek() !== code) throw new NotPlain();
    this.i++;
  }

  /** `,` → true, `close` → false (both consumed). */
  more(close: number): boolean {
    const c = this.peek();
    this.i++;
    if (c === 0x2c) return true;
    if (c === close) return false;
    throw new NotPlain();
  }

  /** A string without escapes or control characters (anything else: not plain). */
  string(): string {
    const start = this.stringEnd();
    return this.text.slice(start, this.i - 1);
  }

  /** Moves past such a string; where its text starts (it ends before the closing quote at i − 1). */
  stringEnd(): number {
    this.expect(QUOTE);
    const t = this.text;
    const start = this.i;
    for (let c = t.charCodeAt(this.i); c !== QUOTE; c = t.charCodeAt(++this.i)) {
      if (c === BACKSLASH || c < 0x20 || Number.isNaN(c)) throw new NotPlain();
    }
    this.i++;
    return start;
  }

  /** The day of a string day key (parse.ts tsToDay), read in place when it is plain digits. */
  day(tzOffsetMinutes: number, w: ParseWarnings): string {
    const start = this.stringEnd();
    const ms = epochMsAt(this.text, start, this.i - 1);
    if (ms !== undefined) return msToDay(ms, tzOffsetMinutes, w);
    return tsToDay(this.text.slice(start, this.i - 1), tzOffsetMinutes, w);
  }

  /** A string or null value (parse.ts parseValue), read in place when it is a plain decimal. */
  value(w: ParseWarnings): number | null {
    if (this.peek() === 0x6e) {
      if (this.nullableString() !== null) throw new NotPlain();
      return null;
    }
    const start = this.stringEnd();
    return plainDecimalAt(this.text, start, this.i - 1) ?? parseValue(this.text.slice(start, this.i - 1), w);
  }

  /** Moves past the key `"name":` when it comes next (compared in place: no string made). */
  keyIs(quotedName: string): boolean {
    this.peek();
    if (!this.text.startsWith(quotedName, this.i)) return false;
    this.i += quotedName.length;
    this.expect(0x3a);
    return true;
  }

  key(): string {
    const k = this.string();
    this.expect(0x3a);
    return k;
  }

  /** A string or null. */
  nullableString(): string | null {
    if (this.peek() === 0x6e && this.text.startsWith("null", this.i)) {
      this.i += 4;
      return null;
    }
    return this.string();
  }
}

/** The series of a plain answer, or null: the body is to be parsed the general way. */
export function scanSeries(text: string, ctx: SeriesContext): ParsedSeries | null {
  const values: ParsedSeries["values"] = {};
  const warnings = emptyWarnings();
  try {
    const cur = new Cursor(text);
    cur.expect(0x5b);
    let i = 0;
    do entry(cur, ctx, i++, values, warnings);
    while (cur.more(0x5d));
    if (!Number.isNaN(cur.peek())) return null;
  } catch {
    // Not plain, or a day key or offset the general way rejects with its own message.
    return null;
  }
  const missingKpis = ctx.kpis.filter((kpi) => !(kpi in values));
  return { plantId: ctx.plantId, values, missingKpis, warnings };
}

const ENTRY_KEYS = new Set(["plant_id", "date", "tz_offset", "data"]);

/** One entry; its data is read once plant_id and what entryContext needs are known. */
function entry(cur: Cursor, ctx: SeriesContext, i: number, values: ParsedSeries["values"], w: ParseWarnings) {
  const fields: Record<string, string> = {};
  let data = false;
  cur.expect(0x7b);
  do {
    const k = cur.key();
    if (!ENTRY_KEYS.has(k) || k in fields || (k === "data" && data)) throw new NotPlain();
    if (k !== "data") {
      fields[k] = cur.string();
      continue;
    }
    if (fields.plant_id !== ctx.plantId) throw new NotPlain();
    dataObject(cur, entryContext(fields, ctx, i), values, w);
    data = true;
  } while (cur.more(0x7d));
  if (!data) throw new NotPlain();
}

function dataObject(cur: Cursor, ctx: EntryContext, values: ParsedSeries["values"], w: ParseWarnings) {
  cur.expect(0x7b);
  if (cur.peek() === 0x7d) {
    cur.i++;
    return;
  }
  const seen = new Set<string>();
  do {
    const kpi = cur.key();
    // A KPI nobody asked for, or twice in one entry: the general way decides.
    if (!ctx.kpis.includes(kpi) || seen.has(kpi)) throw new NotPlain();
    seen.add(kpi);
    values[kpi] ??= {};
    points(cur, values[kpi], ctx, w);
  } while (cur.more(0x7d));
}

function points(cur: Cursor, series: Record<string, number | null>, ctx: EntryContext, w: ParseWarnings) {
  cur.expect(0x5b);
  if (cur.peek() === 0x5d) {
    cur.i++;
    return;
  }
  do {
    if (cur.peek() === 0x6e) {
      // Spec rule 3: a null point has no day to fill.
      if (cur.nullableString() !== null) throw new NotPlain();
      continue;
    }
    // parseValue never throws and tsToDay's throw sends the body the general way, so reading
    // the two in the text's order gives what that way gives.
    let day: string | undefined;
    let value: number | null | undefined;
    cur.expect(0x7b);
    do {
      if (day === undefined && cur.keyIs('"ts"')) day = cur.day(ctx.tzOffsetMinutes, w);
      else if (value === undefined && cur.keyIs('"value"')) value = cur.value(w);
      else throw new NotPlain();
    } while (cur.more(0x7d));
    if (day === undefined || value === undefined) throw new NotPlain();
    addPoint(series, day, value, ctx, w);
  } while (cur.more(0x5d));
}
