/** The nesting guard of every response body (DESIGN.md "Reading the service's data safely"). */

/**
 * The service's bodies nest at most a handful of levels (spec, "KPI data entry": list →
 * entry → data → KPI list → point). Anything far deeper is hostile or broken, and would
 * overflow the stack of every recursive walk after JSON.parse (JSON.stringify in messages,
 * structured clone to the PDF workers).
 */
export const MAX_JSON_DEPTH = 64;

/**
 * The deepest array/object nesting of a parsed JSON value; stops as soon as `limit` is
 * exceeded and returns limit + 1. V8's JSON.parse is iterative, so a hostile text parses;
 * only the walks after it would overflow. This walk recurses, but never deeper than
 * `limit` + 1 frames, and visits only containers and their members without copying them
 * (no Object.values array per object: every data point of a response is an object).
 */
export function valueDepth(value: unknown, limit = MAX_JSON_DEPTH): number {
  if (typeof value !== "object" || value === null) return 0;
  return containerDepth(value, 1, limit);
}

/** `node` at `depth`: the depth of its deepest descendant, or limit + 1 once past the limit. */
function containerDepth(node: object, depth: number, limit: number): number {
  if (depth > limit) return depth;
  let max = depth;
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) {
      const member: unknown = node[i];
      if (typeof member !== "object" || member === null) continue;
      const d = containerDepth(member, depth + 1, limit);
      if (d > max) max = d;
      if (max > limit) return max;
    }
    return max;
  }
  // A parsed object's own keys (JSON.parse makes no inherited enumerable ones).
  for (const key in node) {
    const member: unknown = (node as Record<string, unknown>)[key];
    if (typeof member !== "object" || member === null) continue;
    const d = containerDepth(member, depth + 1, limit);
    if (d > max) max = d;
    if (max > limit) return max;
  }
  return max;
}

/**
 * The deepest array/object nesting of a JSON text, scanning the text once (no parse, no
 * recursion); stops counting as soon as `limit` is exceeded and returns limit + 1.
 */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > max) {
        max = depth;
        if (max > limit) return max;
      }
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return max;
}
