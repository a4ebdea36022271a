/** "Did you mean …?" for misspelt keys and names: the closest known word by edit distance. */

/** Levenshtein distance, case-insensitive (a two-row dynamic programme). */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      row.push(Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost));
    }
    prev = row;
  }
  return prev[t.length]!;
}

/** The closest candidate when it is close enough to be a typo (about a third of the word may differ). */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  const limit = Math.max(2, Math.floor(word.length / 3));
  let best: { name: string; distance: number } | undefined;
  for (const name of candidates) {
    const distance = editDistance(word, name);
    if (distance <= limit && (best === undefined || distance < best.distance)) best = { name, distance };
  }
  return best?.name;
}

export function didYouMean(word: string, candidates: readonly string[]): string {
  const match = closest(word, candidates);
  return match === undefined ? "" : `; did you mean "${match}"?`;
}
