/**
 * The run's request pool: at most `concurrency` attempts in flight, like p-limit, but the
 * attempts waiting for a slot leave by plant, not by arrival. A plant's rank is the order in
 * which the pool first saw it (plants start in the plan's order); requests for no plant (the
 * plant list) go first; within one rank, first come, first served.
 *
 * Why not first come, first served for all: a run with `maxDaysPerRequest: auto` asks every
 * plant's freshness at once, while every plant's history waits for the first plant's long
 * call to decide the window size. In arrival order the 1,000 freshness calls of a 1,000-plant
 * run then all went before the first history call, and no plant was complete (nothing for
 * the PDF workers to render) until they were done: 3.3 s of a 20 s run with the cores at a
 * fifth of their use. By plant, each plant's calls go together and plants finish from the
 * first round trip on; a retry (same plant) goes before plants not started yet, so a plant
 * that retries is not left behind the whole queue.
 */

interface Waiting {
  rank: number;
  seq: number;
  start: () => void;
}

export class PlantOrderPool {
  private active = 0;
  private seq = 0;
  private readonly ranks = new Map<string, number>();
  /** A binary min-heap on (rank, seq). */
  private readonly heap: Waiting[] = [];

  constructor(private readonly concurrency: number) {
    if (!Number.isInteger(concurrency) || concurrency < 1)
      throw new RangeError(`the pool's concurrency must be a positive integer, not ${concurrency}`);
  }

  /** Runs `task` when a slot is free and no waiting attempt of an earlier plant remains. */
  run<T>(task: () => Promise<T>, plantId?: string): Promise<T> {
    const rank = plantId === undefined ? -1 : this.rankOf(plantId);
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        let running: Promise<T>;
        try {
          running = Promise.resolve(task());
        } catch (e) {
          running = Promise.reject(e);
        }
        running.then(resolve, reject).finally(() => {
          this.active--;
          this.next();
        });
      };
      this.push({ rank, seq: this.seq++, start });
      this.next();
    });
  }

  /** Attempts in flight. */
  get activeCount(): number {
    return this.active;
  }

  /** Attempts waiting for a slot. */
  get pendingCount(): number {
    return this.heap.length;
  }

  private rankOf(plantId: string): number {
    let rank = this.ranks.get(plantId);
    if (rank === undefined) {
      rank = this.ranks.size;
      this.ranks.set(plantId, rank);
    }
    return rank;
  }

  private next(): void {
    while (this.active < this.concurrency && this.heap.length > 0) {
      this.active++;
      this.pop().start();
    }
  }

  private push(w: Waiting): void {
    const h = this.heap;
    h.push(w);
    let i = h.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(h[i]!, h[parent]!)) break;
      [h[i], h[parent]] = [h[parent]!, h[i]!];
      i = parent;
    }
  }

  private pop(): Waiting {
    const h = this.heap;
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

const before = (a: Waiting, b: Waiting): boolean => a.rank < b.rank || (a.rank === b.rank && a.seq < b.seq);
