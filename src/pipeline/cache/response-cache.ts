/**
 * The response cache behind `--cache-dir`: one file per (service, plant, KPI set, month,
 * units), `DIR/v1/<sha256 of the key>.json`, written atomically under a unique temporary
 * name and renamed into place, so shards sharing the folder never see a half-written entry
 * and the last of two identical writes simply wins. Unreadable, corrupt or foreign files are
 * misses and are overwritten by the fresh response. Holds no credentials or tokens.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import pLimit from "p-limit";
import type { ParsedSeries } from "../../api/types.js";
import type { UnitSpec } from "../../metrics/index.js";
import { writeFileAtomic } from "../../output/atomic.js";
import type { CacheHits, DateWindow, MappablePlant } from "../fetch/plan.js";
import { type CachedSeries, entryText, parseEntry } from "./cache-entry.js";
import { type CacheKey, cacheKey, keyHash } from "./cache-key.js";

export const CACHE_LAYOUT = "v1";
/** Files open at once for cache reads and writes (a run may touch thousands of entries). */
const CACHE_FILE_CONCURRENCY = 16;

export interface CacheStats {
  /** Settled months served from the cache. */
  hits: number;
  /** Settled months that had to be fetched. */
  misses: number;
}

export interface ResponseCacheOptions {
  dir: string;
  baseUrl: string;
  kpis: readonly string[];
  units: UnitSpec;
  /** Told about the first write that fails; a cache that cannot be written never fails a run. */
  onWriteError?: (err: unknown) => void;
}

export class ResponseCache {
  readonly stats: CacheStats = { hits: 0, misses: 0 };
  private readonly limit = pLimit(CACHE_FILE_CONCURRENCY);
  private writeFailed = false;

  constructor(private readonly options: ResponseCacheOptions) {}

  keyFor(plant: MappablePlant, month: DateWindow): CacheKey {
    const { baseUrl, kpis, units } = this.options;
    return cacheKey({ baseUrl, plantId: plant.id, tzOffset: plant.tz_offset, kpis, range: month, units });
  }

  pathFor(key: CacheKey): string {
    return join(this.options.dir, CACHE_LAYOUT, `${keyHash(key)}.json`);
  }

  /** Which of `months` the cache holds for each plant, looked up before planning (not counted). */
  async probe(plants: MappablePlant[], months: DateWindow[]): Promise<CacheHits> {
    const held = new Set<string>();
    const lookups = plants.flatMap((plant) =>
      months.map(async (month) => {
        if (await this.read(this.keyFor(plant, month))) held.add(`${plant.id}\n${month.start}`);
      }),
    );
    await Promise.all(lookups);
    return (plantId, month) => held.has(`${plantId}\n${month.start}`);
  }

  /** A month planned as a miss (probe): fetched without reading the cache again. */
  countMiss(): void {
    this.stats.misses++;
  }

  /** The cached month, counted as a hit, or null, counted as a miss. */
  async get(key: CacheKey): Promise<CachedSeries | null> {
    const series = await this.read(key);
    if (series) this.stats.hits++;
    else this.stats.misses++;
    return series;
  }

  async put(key: CacheKey, series: ParsedSeries): Promise<void> {
    try {
      await this.limit(() => writeFileAtomic(this.pathFor(key), entryText(key, series)));
    } catch (err) {
      if (!this.writeFailed) this.options.onWriteError?.(err);
      this.writeFailed = true;
    }
  }

  private read(key: CacheKey): Promise<CachedSeries | null> {
    return this.limit(async () => {
      const text = await readFile(this.pathFor(key), "utf8").catch(() => null);
      return text === null ? null : parseEntry(text, key);
    });
  }
}
