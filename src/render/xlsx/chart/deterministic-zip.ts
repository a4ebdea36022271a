/**
 * Re-zips a package so that the same parts always give the same bytes: fixed entry
 * times, fixed deflate level, `[Content_Types].xml` first (ISO/IEC 29500-2 does not
 * require it, but some readers sniff the first entry).
 */
import { type Zippable, zipSync } from "fflate";

const CONTENT_TYPES = "[Content_Types].xml";

/**
 * DOS entry times are wall-clock fields that fflate reads in the local time zone; the
 * UTC fields of `mtime` are copied into a local Date so the bytes do not depend on TZ.
 */
function dosWallClock(mtime: Date): Date {
  const year = mtime.getUTCFullYear();
  if (!(year >= 1980 && year <= 2099))
    throw new Error(`zip entry time ${mtime.toISOString()} is outside 1980-2099`);
  return new Date(
    year,
    mtime.getUTCMonth(),
    mtime.getUTCDate(),
    mtime.getUTCHours(),
    mtime.getUTCMinutes(),
    mtime.getUTCSeconds(),
  );
}

export function zipDeterministic(files: Record<string, Uint8Array>, mtime: Date): Uint8Array {
  const ordered: Zippable = {};
  const first = files[CONTENT_TYPES];
  if (first) ordered[CONTENT_TYPES] = first;
  for (const [name, data] of Object.entries(files)) {
    if (name !== CONTENT_TYPES) ordered[name] = data;
  }
  return zipSync(ordered, { level: 6, mtime: dosWallClock(mtime) });
}
