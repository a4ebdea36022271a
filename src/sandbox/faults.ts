/**
 * Fault injection for /data/* requests (never login, so tests can always authenticate).
 * One seeded draw per fault kind per request, in a fixed order, so a given sequence of
 * requests meets the same faults run after run. Rate limits are "not shown" in the spec;
 * the sandbox answers 429 with Retry-After in seconds (RFC 9110 §10.2.3).
 */
import { type ResolvedFaults, resolveFaults, type SandboxFaults } from "./options.js";
import { sequence } from "./random.js";

export type Fault = "drop" | "429" | "500" | "slow" | "none";

export class FaultInjector {
  private config: ResolvedFaults;
  private burstLeft = 0;
  private readonly random: () => number;

  constructor(seed: number, faults: ResolvedFaults) {
    this.config = faults;
    this.random = sequence(seed ^ 0xfa17);
  }

  get settings(): ResolvedFaults {
    return this.config;
  }

  set(faults: SandboxFaults): void {
    this.config = resolveFaults(faults);
    this.burstLeft = 0;
  }

  draw(): Fault {
    const c = this.config;
    const drop = this.random() < c.dropRate;
    const start429 = this.random() < c.rate429;
    const error = this.random() < c.errorRate;
    const slow = this.random() < c.slowRate;
    if (drop) return "drop";
    if (this.burstLeft > 0) {
      this.burstLeft--;
      return "429";
    }
    if (start429) {
      this.burstLeft = Math.max(0, c.burst429 - 1);
      return "429";
    }
    if (error) return "500";
    return slow ? "slow" : "none";
  }
}
