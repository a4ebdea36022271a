/**
 * The run's request pool: at most `limit` attempts in flight, like p-limit, but the attempts
 * waiting for a slot leave by plant, not by arrival, and the limit adapts to the service.
 *
 * By plant: a plant's rank is the order in which the pool first saw it (plants start in the
 * plan's order); requests for no plant (the plant list) go first; within one rank, first come,
 * first served. Why not first come, first served for all: a run with `maxDaysPerRequest: auto`
 * asks every plant's freshness at once, while every plant's history waits for the first
 * plant's long call to decide the window size. In arrival order every freshness call of the
 * run then went before the first history call, and no plant was complete (nothing for the
 * PDF workers to render) until they were all answered, with the cores mostly idle. By plant, each plant's calls go together and plants finish
 * from the first round trip on; a retry (same plant) goes before plants not started yet, so a
 * plant that retries is not left behind the whole queue.
 *
 * Adapting (adaptive-limit.ts): each attempt gets a slot to report its answer to; a 429 or 503
 * halves the limit and holds every start until its Retry-After has passed, a run of other
 * answers raises it again, up to `concurrency`. With `maxRequestsPerSecond` the starts are
 * also paced (request-pace.ts). Waits use the injected clock and sleep.
 */
import { type AttemptSlot, DEFAULTS } from "../../api/options.js";
import { AdaptiveLimit, type ThrottleOutcome } from "./adaptive-limit.js";
import { RankHeap } from "./rank-heap.js";
import { RequestPace } from "./request-pace.js";

export interface PoolOptions {
  /** Starts a second at most; null or absent: not paced. */
  maxRequestsPerSecond?: number | null;
  /** Cap of a Retry-After wait, ms (the definition's `retry.maxRetryAfterMs`). */
  maxWaitMs?: number;
  /** The wait after a 429 or 503 without Retry-After, ms (the definition's `retry.minDelayMs`). */
  defaultWaitMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Every 429 or 503 a slot reported, with what the pool did about it. */
  onThrottle?: (throttle: ThrottleOutcome & { status: number }) => void;
  /** The limit grew after a run of answers without a 429 or 503. */
  onGrow?: (limit: number) => void;
}

/** What a run's manifest says about its pool (`requests`). */
export interface PoolSummary {
  /** Answers 429 or 503. */
  throttled: number;
  concurrency: { start: number; settled: number; lowest: number };
  maxRequestsPerSecond: number | null;
}

interface Waiting {
  rank: number;
  seq: number;
  start: () => void;
}

export class PlantOrderPool {
  readonly limit: AdaptiveLimit;
  private readonly pace: RequestPace | null;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private active = 0;
  private seq = 0;
  private readonly ranks = new Map<string, number>();
  private readonly waiting = new RankHeap<Waiting>();
  /** The clock as the pool last waited for it: an injected sleep need not move `now`. */
  private waitedUntil = Number.NEGATIVE_INFINITY;
  private sleeping = false;
  private flushed = false;
  private timer: { handle: NodeJS.Timeout; end: () => void } | null = null;

  constructor(
    readonly concurrency: number,
    private readonly opts: PoolOptions = {},
  ) {
    this.limit = new AdaptiveLimit({
      concurrency,
      maxWaitMs: opts.maxWaitMs ?? DEFAULTS.maxRetryAfterMs,
      defaultWaitMs: opts.defaultWaitMs ?? DEFAULTS.minDelayMs,
    });
    this.pace = opts.maxRequestsPerSecond ? new RequestPace(opts.maxRequestsPerSecond) : null;
    this.now = opts.now ?? Date.now;
    this.sleep = opts.sleep ?? ((ms) => this.timerSleep(ms));
  }

  /** Runs `task` when a slot is free, no wait is due, and no waiting attempt of an earlier plant remains. */
  run<T>(task: (slot: AttemptSlot) => Promise<T>, plantId?: string): Promise<T> {
    const rank = plantId === undefined ? -1 : this.rankOf(plantId);
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        const slot = this.slot(this.limit.start());
        let running: Promise<T>;
        try {
          running = Promise.resolve(task(slot));
        } catch (e) {
          running = Promise.reject(e);
        }
        running.then(resolve, reject).finally(() => {
          this.active--;
          this.next();
        });
      };
      this.waiting.push({ rank, seq: this.seq++, start });
      this.next();
    });
  }

  /** From now on no attempt waits for a Retry-After or the pace (an aborted run refuses them at once). */
  flush(): void {
    this.flushed = true;
    this.timer?.end();
    this.next();
  }

  /** Attempts in flight. */
  get activeCount(): number {
    return this.active;
  }

  /** Attempts waiting for a slot. */
  get pendingCount(): number {
    return this.waiting.size;
  }

  get summary(): PoolSummary {
    const { limit } = this;
    return {
      throttled: limit.throttledCount,
      concurrency: { start: this.concurrency, settled: limit.settled, lowest: limit.lowest },
      maxRequestsPerSecond: this.pace?.perSecond ?? null,
    };
  }

  private slot(generation: number): AttemptSlot {
    return {
      throttled: (status, retryAfterMs) => {
        const outcome = this.limit.throttled(this.time(), generation, retryAfterMs);
        this.opts.onThrottle?.({ status, ...outcome });
        return { free: outcome.free, waitMs: outcome.waitMs };
      },
      answered: () => {
        if (this.limit.answered()) this.opts.onGrow?.(this.limit.limit);
      },
    };
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
    while (this.active < this.limit.limit && this.waiting.size > 0) {
      const wait = this.flushed ? 0 : this.waitMs();
      if (wait > 0) {
        this.wait(wait);
        return;
      }
      this.active++;
      this.pace?.take(this.time());
      this.waiting.pop().start();
    }
  }

  private time(): number {
    return Math.max(this.now(), this.waitedUntil);
  }

  private waitMs(): number {
    const now = this.time();
    return Math.max(this.limit.waitMs(now), this.pace?.waitMs(now) ?? 0);
  }

  /** One wait at a time; when it ends, the next start checks again (a throttle may have come meanwhile). */
  private wait(ms: number): void {
    if (this.sleeping) return;
    this.sleeping = true;
    const until = this.time() + ms;
    void this.sleep(ms).then(() => {
      this.sleeping = false;
      this.waitedUntil = Math.max(this.waitedUntil, until);
      this.next();
    });
  }

  /** The default sleep: a timer `flush` can end early, so an aborted run does not wait out a Retry-After. */
  private timerSleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const end = () => {
        if (this.timer !== null) clearTimeout(this.timer.handle);
        this.timer = null;
        resolve();
      };
      this.timer = { handle: setTimeout(end, ms), end };
    });
  }
}
