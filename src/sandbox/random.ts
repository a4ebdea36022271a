/**
 * Deterministic randomness. Everything the sandbox generates is a pure function of
 * (seed, plant id, day, purpose), so any figure can be recomputed without replaying
 * history, and two sandboxes with the same seed serve identical data.
 */

/** cyrb53 (public domain): a fast 53-bit string hash with good avalanche. */
function cyrb53(text: string): number {
  h1 = 0xdeadbeef;
  h2 = 0x41c6ce57;
  feed(text);
  return finish();
}

/** cyrb53's running state (one hash at a time: nothing here awaits). */
let h1 = 0;
let h2 = 0;

function feedCode(ch: number): void {
  h1 = Math.imul(h1 ^ ch, 2654435761);
  h2 = Math.imul(h2 ^ ch, 1597334677);
}

function feed(text: string): void {
  for (let i = 0; i < text.length; i++) feedCode(text.charCodeAt(i));
}

/** String(n)'s characters for a safe integer, without making the string. */
function feedInteger(n: number): void {
  if (n < 0) {
    feedCode(45); // "-"
    n = -n;
  }
  let scale = 1;
  while (scale * 10 <= n) scale *= 10;
  for (; scale >= 1; scale /= 10) {
    const digit = Math.floor(n / scale);
    feedCode(48 + digit);
    n -= digit * scale;
  }
}

function feedPart(part: string | number): void {
  // Small integers (days, years, indexes): exact digit by digit in double arithmetic.
  if (typeof part === "number" && Number.isInteger(part) && Math.abs(part) < 1e9) feedInteger(part);
  else feed(String(part));
}

function finish(): number {
  const a = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  const b = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(a ^ (a >>> 13), 3266489909);
  return 4294967296 * (2097151 & b) + (a >>> 0);
}

/**
 * cyrb53's state after a first part and its "|" (a plant id, asked for every day and KPI of
 * every answer): the hash of the rest continues from it. Bounded like the other memos.
 */
const PREFIX_LIMIT = 20_000;
const prefixes = new Map<string | number, { h1: number; h2: number }>();

/**
 * The state after the last first and second parts and their separators: a plant's draws for
 * one day come one after another (clearness, temperature, availability, each KPI's null).
 */
let pairFirst: string | number | undefined;
let pairSecond: string | number | undefined;
let pairH1 = 0;
let pairH2 = 0;

/** Sets [h1, h2] to cyrb53's state after `first|`. */
function startAfter(first: string | number): void {
  const cached = prefixes.get(first);
  if (cached === undefined) {
    h1 = 0xdeadbeef;
    h2 = 0x41c6ce57;
    feedPart(first);
    feedCode(124); // "|"
    if (prefixes.size >= PREFIX_LIMIT) prefixes.clear();
    prefixes.set(first, { h1, h2 });
  } else {
    h1 = cached.h1;
    h2 = cached.h2;
  }
}

/**
 * Uniform [0, 1) keyed by its parts: cyrb53 of `parts.join("|")`, computed without building
 * that string (the state after the first part, and after the last first two, is remembered;
 * the rest is fed part by part).
 */
export function hashUnit(...parts: (string | number)[]): number {
  const first = parts[0]!;
  if (parts.length === 1) return cyrb53(String(first)) / 2 ** 53;
  if (parts.length === 2) {
    startAfter(first);
    feedPart(parts[1]!);
    return finish() / 2 ** 53;
  }
  const second = parts[1]!;
  if (first === pairFirst && second === pairSecond) {
    h1 = pairH1;
    h2 = pairH2;
  } else {
    startAfter(first);
    feedPart(second);
    feedCode(124);
    pairFirst = first;
    pairSecond = second;
    pairH1 = h1;
    pairH2 = h2;
  }
  for (let i = 2; i < parts.length; i++) {
    if (i > 2) feedCode(124);
    feedPart(parts[i]!);
  }
  return finish() / 2 ** 53;
}

/** The same value, the slow way: the definition hashUnit must keep (random.test.ts). */
export function hashUnitOfJoined(...parts: (string | number)[]): number {
  return cyrb53(parts.join("|")) / 2 ** 53;
}

/** A version-4-shaped UUID keyed by its parts (RFC 9562 §5.4 layout, deterministic content). */
export function hashUuid(...parts: (string | number)[]): string {
  let hex = "";
  for (let i = 0; hex.length < 32; i++) {
    hex += cyrb53([...parts, i].join("|"))
      .toString(16)
      .padStart(14, "0")
      .slice(0, 8);
  }
  const variant = ((Number.parseInt(hex[16] ?? "0", 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Sequential seeded generator (mulberry32) for things drawn per request: faults, jitter, tokens. */
export function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
