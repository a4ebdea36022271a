/**
 * An independent recomputation of DESIGN.md "Contracts and guarantees" for end-to-end tests:
 * written from the design text, not from src/metrics, fed with the days the sandbox served
 * and the events file's rows.
 */

export interface ServedDay {
  date: string;
  e: number | null;
  m: number | null;
  h: number | null;
  a: number | null;
  t: number | null;
  o: number | null;
}

export interface Event {
  start: string;
  end: string;
  category: string;
  share: number;
}

const minute = (t: string) => Date.parse(`${t}:00Z`) / 60_000;

/** hours × share per category of the events overlapping the plant-local day. */
export function weightsOn(date: string, events: Event[]): Record<string, number> {
  const from = minute(`${date}T00:00`);
  const to = from + 1440;
  const w: Record<string, number> = {};
  for (const e of events) {
    const overlap = Math.min(to, minute(e.end)) - Math.max(from, minute(e.start));
    if (overlap > 0) w[e.category] = (w[e.category] ?? 0) + (overlap / 60) * e.share;
  }
  return w;
}

/** A month's days → each day's loss L_d (null without E and A), k100 from the month. */
export function monthLosses(days: ServedDay[]): (number | null)[] {
  let num = 0;
  let den = 0;
  for (const d of days)
    if (d.e !== null && d.h !== null && d.a !== null && d.a > 0) {
      num += d.e / d.a;
      den += d.h;
    }
  const k100 = den === 0 ? null : num / den;
  return days.map((d) => {
    if (d.e === null || d.a === null) return null;
    if (d.a > 0) return (d.e * (1 - d.a)) / d.a;
    return d.h !== null && k100 !== null ? d.h * k100 : 0;
  });
}

/** A month's days → each day's meter yield, measured or estimated (M̂ = E·k_ME, else H·k_MH). */
export function monthMeter(days: ServedDay[]): (number | null)[] {
  const sum = (f: (d: ServedDay) => number | null, g: (d: ServedDay) => number | null) => {
    const both = days.filter((d) => f(d) !== null && g(d) !== null);
    const den = both.reduce((s, d) => s + g(d)!, 0);
    return both.length === 0 || den === 0 ? null : both.reduce((s, d) => s + f(d)!, 0) / den;
  };
  const kME = sum(
    (d) => d.m,
    (d) => d.e,
  );
  const kMH = sum(
    (d) => d.m,
    (d) => d.h,
  );
  return days.map((d) => {
    if (d.m !== null) return d.m;
    if (d.e !== null && kME !== null) return d.e * kME;
    if (d.h !== null && kMH !== null) return d.h * kMH;
    return null;
  });
}

const N = { month: 1, quarter: 3, contractYear: 12 } as const;

function plusMonths(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1 + months, d)).toISOString().slice(0, 10);
}

/** The period containing `last`: [from, next start); `years` completed at its start. */
export function periodAround(start: string, kind: keyof typeof N, last: string) {
  let k = 0;
  while (plusMonths(start, (k + 1) * N[kind]) <= last) k++;
  const from = plusMonths(start, k * N[kind]);
  const next = plusMonths(start, (k + 1) * N[kind]);
  const end = new Date(Date.parse(`${next}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return { from, next, end, years: Math.floor((k * N[kind]) / 12) };
}

export interface Day extends ServedDay {
  loss: number | null;
  meter: number | null;
}

/** Σ loss by cause over the days with a loss (a day with any event: to its categories). */
export function lossByCause(days: Day[], events: Event[]) {
  const by: Record<string, number> = { contractor: 0 };
  let e = 0;
  let l = 0;
  let n = 0;
  for (const d of days) {
    if (d.loss === null) continue;
    n++;
    e += d.e!;
    l += d.loss;
    const w = weightsOn(d.date, events);
    const total = Object.values(w).reduce((a, b) => a + b, 0);
    if (total === 0) by.contractor! += d.loss;
    else for (const [c, x] of Object.entries(w)) by[c] = (by[c] ?? 0) + (d.loss * x) / total;
  }
  return { by, e, l, n };
}

/** Numbers equal to a relative 1e-9, everything else exactly; the paths that differ. */
export function differences(actual: unknown, expected: unknown, path = ""): string[] {
  if (typeof expected === "number" && typeof actual === "number") {
    const scale = Math.max(Math.abs(expected), 1e-12);
    return Math.abs(actual - expected) / scale <= 1e-9 ? [] : [`${path}: ${actual} ≠ ${expected}`];
  }
  if (expected !== null && typeof expected === "object" && actual !== null && typeof actual === "object") {
    const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
    return [...keys].flatMap((k) =>
      differences(
        (actual as Record<string, unknown>)[k],
        (expected as Record<string, unknown>)[k],
        `${path}.${k}`,
      ),
    );
  }
  return Object.is(actual, expected)
    ? []
    : [`${path}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`];
}
