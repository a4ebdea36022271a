/** `run`'s own option checks (cli/commands/run.ts): --max-rps, and the pace a shard keeps. */
import { describe, expect, it } from "vitest";
import { checkMaxRps, shardPaceWarning } from "../../../src/cli/commands/run.js";
import { UsageError } from "../../../src/cli/errors.js";

describe("--max-rps", () => {
  it("takes a rate above 0, at most 10,000 a second", () => {
    expect(checkMaxRps(undefined)).toBeUndefined();
    expect(checkMaxRps(50)).toBe(50);
    expect(checkMaxRps(0.5)).toBe(0.5);
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, 10_001])
      expect(() => checkMaxRps(bad)).toThrow(UsageError);
  });
});

describe("a definition's pace under --shard", () => {
  it("warns that each shard paces itself alone, and names its share", () => {
    expect(shardPaceWarning({ index: 1, count: 3 }, 50)).toBe(
      "maxRequestsPerSecond 50 paces this shard alone: 3 shards running at once send up to 3 × 50 a second; " +
        "give each its share, e.g. --max-rps 16.6",
    );
  });

  it("rounds the share down to three digits, small rates too", () => {
    expect(shardPaceWarning({ index: 1, count: 3 }, 0.01)).toMatch(/e\.g\. --max-rps 0\.00333$/);
    expect(shardPaceWarning({ index: 1, count: 4 }, 100)).toMatch(/e\.g\. --max-rps 25$/);
  });

  it("says nothing without shards, with one shard, or without a pace", () => {
    expect(shardPaceWarning(undefined, 50)).toBeNull();
    expect(shardPaceWarning({ index: 1, count: 1 }, 50)).toBeNull();
    expect(shardPaceWarning({ index: 2, count: 4 }, undefined)).toBeNull();
  });
});
