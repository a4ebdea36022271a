/** A binary min-heap on (rank, seq): the waiting attempts of the run's pool (plant-order-pool.ts). */

export interface Ranked {
  rank: number;
  seq: number;
}

export class RankHeap<W extends Ranked> {
  private readonly h: W[] = [];

  get size(): number {
    return this.h.length;
  }

  push(w: W): void {
    const h = this.h;
    h.push(w);
    let i = h.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(h[i]!, h[parent]!)) break;
      [h[i], h[parent]] = [h[parent]!, h[i]!];
      i = parent;
    }
  }

  /** The first by (rank, seq); the heap must not be empty. */
  pop(): W {
    const h = this.h;
    const top = h[0]!;
    const last = h.pop()!;
    if (h.length > 0) {
      h[0] = last;
      let i = 0;
      for (;;) {
        const [l, r] = [2 * i + 1, 2 * i + 2];
        let m = i;
        if (l < h.length && before(h[l]!, h[m]!)) m = l;
        if (r < h.length && before(h[r]!, h[m]!)) m = r;
        if (m === i) break;
        [h[i], h[m]] = [h[m]!, h[i]!];
        i = m;
      }
    }
    return top;
  }
}

const before = (a: Ranked, b: Ranked): boolean => a.rank < b.rank || (a.rank === b.rank && a.seq < b.seq);
