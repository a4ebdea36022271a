/**
 * Splits a chart's series into chart groups (ISO/IEC 29500-1 §21.2.2.16 barChart,
 * §21.2.2.97 lineChart): one element per series type and axis set, primary first and
 * bars before lines so lines are drawn on top.
 */
import type { ChartSeries, ChartSpec, SeriesType } from "./types.js";

export interface ChartGroup {
  type: SeriesType;
  secondary: boolean;
  /** Series with their index in the whole chart (`c:idx` / `c:order`). */
  series: { s: ChartSeries; index: number }[];
}

export function chartGroups(spec: ChartSpec): ChartGroup[] {
  if (spec.series.length === 0) throw new Error(`chart "${spec.title}" has no series`);
  const types = new Set(spec.series.map((s) => s.type));
  if (types.has("bar") && types.size > 1) {
    throw new Error(`chart "${spec.title}": horizontal bars cannot be combined with columns or lines`);
  }
  // A secondary axis only makes sense next to a primary one.
  const hasPrimary = spec.series.some((s) => !s.secondary);
  const groups = new Map<string, ChartGroup>();
  spec.series.forEach((s, index) => {
    const secondary = hasPrimary && s.secondary === true;
    const key = `${secondary ? 1 : 0}:${s.type === "line" ? 1 : 0}:${s.type}`;
    let group = groups.get(key);
    if (!group) {
      group = { type: s.type, secondary, series: [] };
      groups.set(key, group);
    }
    group.series.push({ s, index });
  });
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, g]) => g);
}
