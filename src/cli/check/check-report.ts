/**
 * What `solar-report check` found: one line per check, in a fixed order, each passed, failed
 * (with what to do) or not checked (an earlier check failed, or it does not apply), as text
 * with ✓/✗/– or as JSON. Nothing here holds a secret: details are built from redacted
 * messages, and a token is only ever compared, never kept.
 */
export const CHECKS = [
  "base URL",
  "credentials",
  "connection",
  "TLS",
  "registered address",
  "login",
  "subscription",
  "plants",
  "non-expiring token",
  "clock",
] as const;

export type CheckName = (typeof CHECKS)[number];
export type CheckStatus = "ok" | "fail" | "skipped";

export interface CheckLine {
  check: CheckName;
  status: CheckStatus;
  /** What was found (ok), what went wrong (fail), or why it was not checked (skipped). */
  detail: string;
  /** What to do next; only on a failure. */
  fix?: string;
}

export class CheckReport {
  private readonly lines = new Map<CheckName, CheckLine>();

  ok(check: CheckName, detail: string): void {
    this.lines.set(check, { check, status: "ok", detail });
  }

  fail(check: CheckName, detail: string, fix?: string): void {
    this.lines.set(check, { check, status: "fail", detail, ...(fix ? { fix } : {}) });
  }

  skip(check: CheckName, detail: string): void {
    this.lines.set(check, { check, status: "skipped", detail });
  }

  /** Every check in order; those not reached are "not checked" for `why`. */
  finish(why: string): CheckLine[] {
    return CHECKS.map((check) => this.lines.get(check) ?? { check, status: "skipped", detail: why });
  }

  get failed(): boolean {
    return [...this.lines.values()].some((l) => l.status === "fail");
  }
}

const MARK: Record<CheckStatus, string> = { ok: "✓", fail: "✗", skipped: "–" };

/** One line a person reads: mark, check, detail, and the fix after a failure. */
export function formatLine(line: CheckLine): string {
  const fix = line.fix ? ` Fix: ${line.fix}` : "";
  const detail = line.status === "fail" && line.fix ? line.detail.replace(/\.*$/, ".") : line.detail;
  return `${MARK[line.status]} ${line.check}: ${detail}${fix}`;
}

export function formatText(lines: CheckLine[]): string {
  const failed = lines.filter((l) => l.status === "fail").length;
  const summary =
    failed === 0
      ? "solar-report can reach and use the service from here."
      : `${failed} ${failed === 1 ? "check" : "checks"} failed: a run from here would fail.`;
  return `${lines.map(formatLine).join("\n")}\n${summary}\n`;
}

export function formatJson(lines: CheckLine[]): string {
  return `${JSON.stringify({ ok: !lines.some((l) => l.status === "fail"), checks: lines }, null, 2)}\n`;
}
