/**
 * Part names inside the package (ISO/IEC 29500-2 §9.1): zip entry names without the
 * leading "/", relationship targets resolved against the source part's folder.
 */
import { posix } from "node:path";

/** xl/worksheets/sheet1.xml → xl/worksheets/_rels/sheet1.xml.rels */
export function relsPathOf(part: string): string {
  return posix.join(posix.dirname(part), "_rels", `${posix.basename(part)}.rels`);
}

/** Resolves a relationship target of `source` to a zip entry name. */
export function resolveTarget(source: string, target: string): string {
  if (target.startsWith("/")) return posix.normalize(target.slice(1));
  return posix.normalize(posix.join(posix.dirname(source), target));
}

/** The relative target from `source` to `part`, e.g. "../charts/chart1.xml". */
export function relativeTarget(source: string, part: string): string {
  return posix.relative(posix.dirname(source), part);
}

/** First number N such that `${folder}${stem}N.xml` and every higher one is free (part names are case-insensitive). */
export function nextPartNumber(names: Iterable<string>, folder: string, stem: string): number {
  const pattern = new RegExp(`^${folder}${stem}(\\d+)\\.xml$`, "i");
  let max = 0;
  for (const name of names) {
    const m = pattern.exec(name);
    if (m) max = Math.max(max, Number(m[1]));
  }
  return max + 1;
}
