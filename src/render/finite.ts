/**
 * The renderers' last guard: a number that is not finite (NaN, ±Infinity) never reaches a
 * file or a chart. Metrics already turn such values into null (DESIGN.md "Reading the
 * service's data safely"); should one slip through anyway, it is shown as missing (an
 * empty cell, "–" in a PDF), like any other figure without data, never as 0 or "Infinity".
 */

/** A copy of `value` with every non-finite number replaced by null (plain data only). */
export function finiteOnly<T>(value: T): T {
  return copy(value) as T;
}

function copy(v: unknown): unknown {
  if (typeof v === "number") return Number.isFinite(v) ? v : null;
  if (Array.isArray(v)) return v.map(copy);
  if (v !== null && typeof v === "object" && !(v instanceof Date) && !ArrayBuffer.isView(v)) {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k] = copy(x);
    return out;
  }
  return v;
}
