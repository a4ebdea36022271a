/**
 * `run --shard K/N`: which plants a shard reports. A plant's shard depends on its id alone
 * (never on the order or the number of plants the service lists), so it stays in its shard
 * from month to month and a plant added to the account moves no other plant.
 *
 * Rule: the id (lower-cased: the definition matches ids case-insensitively) is hashed with
 * SHA-256; its first 64 bits key a jump consistent hash (Lamping & Veach, "A Fast, Minimal
 * Memory, Consistent Hash Algorithm", 2014) into N buckets. Like `hash mod N` it spreads ids
 * evenly; unlike it, going from N to N+1 shards moves only ~1/(N+1) of the plants, so
 * per-runner caches stay useful when a portfolio outgrows its runners.
 */
import { createHash } from "node:crypto";
import type { PlantSelectionResult } from "../../definition/index.js";

/** Shard `index` (1-based) of `count`. */
export interface Shard {
  index: number;
  count: number;
}

export const MAX_SHARDS = 1000;

const MASK_64 = (1n << 64n) - 1n;
const LCG_MULTIPLIER = 2862933555777941757n;

/** Jump consistent hash: the bucket in [0, buckets) of a 64-bit key. */
function jumpHash(key: bigint, buckets: number): number {
  let k = key;
  let b = -1;
  let j = 0;
  while (j < buckets) {
    b = j;
    k = (k * LCG_MULTIPLIER + 1n) & MASK_64;
    j = Math.floor((b + 1) * (2 ** 31 / (Number(k >> 33n) + 1)));
  }
  return b;
}

/** The shard (1-based, of `count`) that reports the plant with this id. */
export function shardOf(id: string, count: number): number {
  const digest = createHash("sha256").update(id.toLowerCase(), "utf8").digest();
  return jumpHash(digest.readBigUInt64BE(0), count) + 1;
}

/** The part of a selection a shard reports: its plants and its unknown ids, order kept. */
export function shardSelection(selection: PlantSelectionResult, shard: Shard): PlantSelectionResult {
  const mine = (id: string) => shardOf(id, shard.count) === shard.index;
  return {
    selected: selection.selected.filter((p) => mine(p.id)),
    unknownIds: selection.unknownIds.filter(mine),
  };
}

/** "K/N" → Shard, or a sentence saying what is wrong. */
export function parseShard(raw: string): Shard | string {
  const m = /^\s*(\d{1,4})\s*\/\s*(\d{1,4})\s*$/.exec(raw);
  const usage = `expected K/N with 1 ≤ K ≤ N ≤ ${MAX_SHARDS}, e.g. --shard 2/4`;
  if (!m) return `--shard ${JSON.stringify(raw)}: ${usage}`;
  const index = Number(m[1]);
  const count = Number(m[2]);
  if (index < 1 || count > MAX_SHARDS || index > count) return `--shard ${raw}: ${usage}`;
  return { index, count };
}
