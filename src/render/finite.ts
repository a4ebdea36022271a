/**
 * The renderers' last guard: a number that is not finite (NaN, ±Infinity) never reaches a
 * file or a chart. Metrics already turn such values into null (DESIGN.md "Reading the
 * service's data safely"); should one slip through anyway, it is shown as missing (an
 * empty cell, "–" in a PDF), like any other figure without data, never as 0 or "Infinity".
 */

/**
 * `value` with every non-finite number replaced by null (plain data only). Copy on write:
 * the parts that hold none are the caller's own objects, so a renderer given a clean model
 * (the normal case) does not hold a second copy of it.
 */
export function finiteOnly<T>(value: T): T {
  return copy(value) as T;
}

function copy(v: unknown): unknown {
  if (typeof v === "number") return Number.isFinite(v) ? v : null;
  if (Array.isArray(v)) return copyArray(v);
  if (v !== null && typeof v === "object" && !(v instanceof Date) && !ArrayBuffer.isView(v))
    return copyRecord(v as Record<string, unknown>);
  return v;
}

function copyArray(v: unknown[]): unknown[] {
  let out: unknown[] | null = null;
  for (let i = 0; i < v.length; i++) {
    const x = copy(v[i]);
    if (out === null && x !== v[i]) out = v.slice(0, i);
    out?.push(x);
  }
  return out ?? v;
}

/** Keys, not entries: no pair allocated a field, across every day of every plant of the model. */
function copyRecord(v: Record<string, unknown>): Record<string, unknown> {
  let out: Record<string, unknown> | null = null;
  const keys = Object.keys(v);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    const value = v[k];
    const x = copy(value);
    if (out === null && x !== value) out = Object.fromEntries(keys.slice(0, i).map((key) => [key, v[key]]));
    if (out !== null) out[k] = x;
  }
  return out ?? v;
}
