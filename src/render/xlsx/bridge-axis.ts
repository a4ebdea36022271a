/**
 * Where the bridge chart's value axis starts. From 0 the weather, availability and performance
 * steps are slivers next to a budget of hundreds of MWh; like the PDF's bridge
 * (render/pdf/bridge-chart.ts) the axis starts under the lowest level a bar reaches, as far
 * below it as the bridge is tall (at least a quarter of the top), rounded down to a multiple of
 * the axis' step, and never above the lowest base a step stands on. The step is set too: left
 * to the reader, LibreOffice counted 500 000 steps from 9 600 000 (9.6M, 10.1M, 10.6M).
 */

/** The stacked parts of each category: invisible base, totals, rises, falls (kWh). */
export interface BridgeParts {
  base: (number | null)[];
  total: (number | null)[];
  up: (number | null)[];
  down: (number | null)[];
}

/** 1, 2 or 5 × 10ⁿ: the largest such step not above `x` (x > 0). */
function roundStep(x: number): number {
  const p = 10 ** Math.floor(Math.log10(x));
  return [5, 2, 1].map((k) => k * p).find((s) => s <= x) ?? p;
}

/** Where the value axis starts and, when not at 0, its step: the minimum a multiple of the step. */
export interface BridgeScale {
  min: number;
  majorUnit?: number;
}

/** The axis scale: from 0 when the bars reach 0 or below, or there is nothing to draw. */
export function bridgeAxisScale(parts: BridgeParts): BridgeScale {
  const levels: number[] = [];
  parts.total.forEach((t, k) => {
    if (t !== null) levels.push(t);
    const base = parts.base[k];
    if (base === null || base === undefined) return;
    levels.push(base, base + (parts.up[k] ?? 0) + (parts.down[k] ?? 0));
  });
  if (levels.length === 0) return { min: 0 };
  const lo = Math.min(...levels);
  const hi = Math.max(...levels);
  if (!(lo > 0) || !(hi > 0)) return { min: 0 };
  const floor = lo - Math.max(hi - lo, 0.25 * hi);
  if (floor <= 0) return { min: 0 };
  // A round step about a quarter of what the axis shows (4 to 10 gridlines), the start a multiple of it.
  const majorUnit = roundStep((hi - floor) / 4);
  return { min: Math.min(Math.floor(floor / majorUnit) * majorUnit, lo), majorUnit };
}
