/** The shard partition: every id in exactly one shard, balanced, and stable by id alone. */
import { describe, expect, it } from "vitest";
import type { Plant } from "../../../src/api/types.js";
import { parseShard, shardOf, shardSelection } from "../../../src/pipeline/shard/shard.js";

/** mulberry32: a seeded generator, so the test's "random" UUIDs are the same every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function uuids(n: number, seed: number): string[] {
  const rnd = seeded(seed);
  const hex = (len: number) =>
    Array.from({ length: len }, () => Math.floor(rnd() * 16).toString(16)).join("");
  return Array.from({ length: n }, () => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`);
}

function shuffled<T>(xs: T[], seed: number): T[] {
  const rnd = seeded(seed);
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const plant = (id: string) => ({ id, name: `Plant ${id.slice(0, 4)}` }) as Plant;

/** shard index → ids, by running every shard's selection over the list. */
function partition(ids: string[], count: number): Map<number, string[]> {
  const selection = { selected: ids.map(plant), unknownIds: [] };
  const parts = new Map<number, string[]>();
  for (let index = 1; index <= count; index++) {
    parts.set(
      index,
      shardSelection(selection, { index, count }).selected.map((p) => p.id),
    );
  }
  return parts;
}

const IDS = uuids(1000, 42);

describe.each([3, 7])("partition of 1,000 UUIDs into %i shards", (count) => {
  const parts = partition(IDS, count);

  it("puts every id in exactly one shard", () => {
    const all = [...parts.values()].flat();
    expect(all).toHaveLength(IDS.length);
    expect(new Set(all)).toEqual(new Set(IDS));
  });

  it("keeps the shards roughly balanced (within 25% of the mean)", () => {
    const mean = IDS.length / count;
    for (const ids of parts.values()) {
      expect(ids.length).toBeGreaterThan(mean * 0.75);
      expect(ids.length).toBeLessThan(mean * 1.25);
    }
  });

  it("does not depend on the order of the list", () => {
    const again = partition(shuffled(IDS, 7), count);
    for (const [k, ids] of parts) expect(new Set(again.get(k))).toEqual(new Set(ids));
  });

  it("keeps every plant in its shard when the list grows", () => {
    const grown = partition(shuffled([...IDS, ...uuids(500, 99)], 3), count);
    for (const [k, ids] of parts) {
      const mine = new Set(grown.get(k));
      expect(ids.every((id) => mine.has(id))).toBe(true);
    }
  });

  it("moves only about 1/(N+1) of the plants when a shard is added", () => {
    const moved = IDS.filter((id) => shardOf(id, count) !== shardOf(id, count + 1)).length;
    expect(moved / IDS.length).toBeLessThan(1.5 / (count + 1));
  });
});

describe("shardOf / shardSelection", () => {
  it("ignores the id's case, as the definition's id matching does", () => {
    for (const id of IDS.slice(0, 50)) expect(shardOf(id.toUpperCase(), 7)).toBe(shardOf(id, 7));
  });

  it("puts everything in shard 1 of 1", () => {
    expect(IDS.every((id) => shardOf(id, 1) === 1)).toBe(true);
  });

  it("keeps the selection's order and splits the unknown ids by the same rule", () => {
    const ids = IDS.slice(0, 40);
    const selection = { selected: ids.slice(0, 30).map(plant), unknownIds: ids.slice(30) };
    const part = shardSelection(selection, { index: 2, count: 3 });
    expect(part.selected.map((p) => p.id)).toEqual(ids.slice(0, 30).filter((id) => shardOf(id, 3) === 2));
    expect(part.unknownIds).toEqual(ids.slice(30).filter((id) => shardOf(id, 3) === 2));
  });
});

describe("parseShard", () => {
  it.each([
    ["1/1", { index: 1, count: 1 }],
    ["2/4", { index: 2, count: 4 }],
    [" 3 / 1000 ", { index: 3, count: 1000 }],
  ])("accepts %j", (raw, shard) => {
    expect(parseShard(raw)).toEqual(shard);
  });

  it.each(["0/2", "3/2", "1/1001", "1/0", "2", "a/b", "1/2/3", "-1/2", "1.5/2", ""])("refuses %j", (raw) => {
    expect(parseShard(raw)).toMatch(/--shard .*1 ≤ K ≤ N ≤ 1000/);
  });
});
