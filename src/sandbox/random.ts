/**
 * Deterministic randomness. Everything the sandbox generates is a pure function of
 * (seed, plant id, day, purpose), so any figure can be recomputed without replaying
 * history, and two sandboxes with the same seed serve identical data.
 */

/** cyrb53 (public domain): a fast 53-bit string hash with good avalanche. */
function cyrb53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** Uniform [0, 1) keyed by its parts. */
export function hashUnit(...parts: (string | number)[]): number {
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
