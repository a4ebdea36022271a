/**
 * Token lifecycle (spec, "Token validity"): access tokens expire after their TTL and then
 * answer "Token has expired"; refresh tokens rotate (the used one becomes invalid); one
 * non-expiring token per account, replaced by the next one or revoked by the operator.
 * Expired tokens are remembered so the service can tell "expired" from "unknown".
 */
import type { TokenPair } from "../api/types.js";
import { sequence } from "./random.js";

interface Grant {
  username: string;
  expiresAt: number;
}

export type TokenCheck = { username: string } | "expired" | "invalid";

export interface TokenConfig {
  seed: number;
  accessTtlMs: number;
  refreshTtlMs: number;
  now: () => number;
}

export class TokenStore {
  private readonly access = new Map<string, Grant>();
  private readonly refresh = new Map<string, Grant>();
  /** username → current non-expiring token */
  private readonly nonExpiring = new Map<string, string>();
  private readonly random: () => number;

  constructor(private readonly config: TokenConfig) {
    this.random = sequence(config.seed ^ 0x70ce);
  }

  /** Opaque, seeded token strings (deterministic per seed and issue order). */
  private mint(prefix: string): string {
    let hex = "";
    while (hex.length < 40)
      hex += Math.floor(this.random() * 2 ** 32)
        .toString(16)
        .padStart(8, "0");
    return `${prefix}_${hex}`;
  }

  issuePair(username: string): TokenPair {
    const now = this.config.now();
    const access_token = this.mint("sbx_at");
    const refresh_token = this.mint("sbx_rt");
    this.access.set(access_token, { username, expiresAt: now + this.config.accessTtlMs });
    this.refresh.set(refresh_token, { username, expiresAt: now + this.config.refreshTtlMs });
    return { access_token, token_type: "bearer", refresh_token };
  }

  /** A valid refresh token yields a new pair and is consumed; anything else yields undefined. */
  rotate(refreshToken: string): TokenPair | undefined {
    const grant = this.refresh.get(refreshToken);
    if (!grant) return undefined;
    this.refresh.delete(refreshToken);
    if (grant.expiresAt <= this.config.now()) return undefined;
    return this.issuePair(grant.username);
  }

  check(token: string): TokenCheck {
    const grant = this.access.get(token);
    if (grant) return grant.expiresAt <= this.config.now() ? "expired" : { username: grant.username };
    for (const [username, current] of this.nonExpiring) if (current === token) return { username };
    return "invalid";
  }

  createNonExpiring(username: string): string {
    const token = this.mint("sbx_ne");
    this.nonExpiring.set(username, token);
    return token;
  }

  currentNonExpiring(username: string): string | undefined {
    return this.nonExpiring.get(username);
  }

  revokeNonExpiring(username: string): void {
    this.nonExpiring.delete(username);
  }
}
