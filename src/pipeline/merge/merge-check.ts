/**
 * What `merge` refuses (DESIGN.md "Contracts": exit 2): shards of different reports, an
 * incomplete or repeated set of K/N, a plant in two shards, or shards that saw different
 * plant lists (the service refreshes its list daily: shards run either side of a refresh
 * would otherwise lose or repeat a plant without anyone noticing). Pure.
 */
import { MergeError } from "./merge-error.js";
import type { ShardFolder } from "./merge-read.js";

const label = (s: ShardFolder) => `${s.dir} (shard ${s.file.shard.index}/${s.file.shard.count})`;

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A shard's service, as the message shows it: its base URL and, when known, its account. */
function serviceText(s: ShardFolder): string {
  const { baseUrl, account } = s.file.service;
  return account === null ? baseUrl : `${baseUrl} with account ${account}`;
}

/**
 * Every shard fetched from one service with one account: staging and production (or two
 * accounts) may list the same plants, and their figures must never be mixed. An account is
 * compared only where both shards know it (a token names no user).
 */
function checkSameService(shards: ShardFolder[]): void {
  const first = shards[0]!;
  for (const s of shards.slice(1)) {
    const a = s.file.service;
    const b = first.file.service;
    const sameAccount = a.account === null || b.account === null || a.account === b.account;
    if (a.baseUrl !== b.baseUrl || !sameAccount) {
      throw new MergeError(
        `${label(s)} was fetched from ${serviceText(s)} but ${label(first)} from ${serviceText(first)}: ` +
          "merge only shards fetched from one service with one account; rerun the odd shards with the right SOLAR_API_BASE_URL and SOLAR_API_USERNAME",
      );
    }
  }
}

/** Every shard must be part of the same report: month, title, definition, days, plant list. */
function checkSameReport(shards: ShardFolder[]): void {
  const first = shards[0]!;
  const facts = (s: ShardFolder): [string, unknown][] => [
    ["month", s.file.model.month],
    ["title", s.file.model.title],
    ["definition", s.file.definition],
    ["shard count", s.file.shard.count],
  ];
  for (const s of shards.slice(1)) {
    const mine = facts(s);
    facts(first).forEach(([what, expected], i) => {
      const actual = mine[i]![1];
      if (!sameJson(actual, expected)) {
        throw new MergeError(
          `${label(s)} has ${what} ${JSON.stringify(actual)} but ${label(first)} has ${JSON.stringify(expected)}: merge only the shards of one report`,
        );
      }
    });
    if (!sameJson(s.file.selection, first.file.selection)) {
      throw new MergeError(
        `${label(s)} and ${label(first)} saw different plant lists (did the service refresh its list between the shard runs?): rerun every shard`,
      );
    }
  }
}

/** Shards 1..N, each once, and each manifest naming the shard its model file does. */
function checkShardSet(shards: ShardFolder[]): void {
  const count = shards[0]!.file.shard.count;
  const seen = new Map<number, ShardFolder>();
  for (const s of shards) {
    const { index } = s.file.shard;
    if (!sameJson(s.manifest.shard, s.file.shard)) {
      throw new MergeError(`${s.dir}: its manifest and model.json name different shards: rerun that shard`);
    }
    const twice = seen.get(index);
    if (twice) throw new MergeError(`shard ${index}/${count} is given twice: ${twice.dir} and ${s.dir}`);
    seen.set(index, s);
  }
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((k) => !seen.has(k));
  if (missing.length > 0) {
    const list = missing.map((k) => `${k}/${count}`).join(", ");
    throw new MergeError(
      `incomplete set of shards: ${list} missing (every shard 1/${count}…${count}/${count} is needed)`,
    );
  }
}

/** Each plant of the selection in exactly one shard. */
function checkPlants(shards: ShardFolder[]): void {
  const owner = new Map<string, ShardFolder>();
  for (const s of shards) {
    for (const p of s.file.model.plants) {
      const key = p.id.toLowerCase();
      const other = owner.get(key);
      if (other)
        throw new MergeError(`plant ${p.id} (${p.name}) is in two shards: ${other.dir} and ${s.dir}`);
      owner.set(key, s);
    }
  }
  const selection = shards[0]!.file.selection;
  const lost = selection.filter((id) => !owner.has(id.toLowerCase()));
  if (lost.length > 0 || owner.size !== selection.length) {
    const detail =
      lost.length > 0 ? `plant ${lost[0]} is in no shard` : "a shard reports a plant outside the selection";
    throw new MergeError(
      `${detail}: were the shards run with different solar-report versions? rerun every shard`,
    );
  }
}

export function checkShards(shards: ShardFolder[]): void {
  if (shards.length === 0) throw new MergeError("name the output folders of the shards to merge");
  checkSameReport(shards);
  checkSameService(shards);
  checkShardSet(shards);
  checkPlants(shards);
}
