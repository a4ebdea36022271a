/**
 * Which check a failed request belongs to (DESIGN.md "Talking to a real service": base URL,
 * proxy, TLS, login, subscription tier, registered address): a proxy's failure is the
 * connection's, a certificate's is TLS's, a 403 on the login is the registered address's (the
 * spec's one rule a login can break besides the password), a 403 on the plant list the
 * subscription's unless the service says it is about the address.
 */
import { ApiError } from "../../api/index.js";
import type { CheckName, CheckReport } from "./check-report.js";

/** The failure underneath the "auth" re-kinding of a login (errors.ts asAuthError). */
function rootOf(err: ApiError): ApiError {
  return err.cause instanceof ApiError ? err.cause : err;
}

const ABOUT_ADDRESS = /\bIP\b|address/i;

/** The login passed, so the address is registered: a 403 on the list is the tier's (spec, "Subscription tiers"). */
const TIER_FIX =
  "The account's subscription tier does not reach the plant endpoints (the Portfolio tier does not): " +
  "ask the operator for a Plant or Device subscription";

/** Records `err` of `stage` on the report; returns the check that failed. */
export function recordFailure(
  report: CheckReport,
  err: unknown,
  stage: "login" | "plant list" | "token",
  token: boolean,
): CheckName {
  if (!(err instanceof ApiError)) throw err;
  const root = rootOf(err);
  const fail = (check: CheckName, what = "", fix = err.hint || root.hint) => {
    report.fail(check, `${what}${root.reason}`, fix);
    return check;
  };
  if (root.kind === "proxy" || root.kind === "network" || root.kind === "timeout") return fail("connection");
  if (root.kind === "tls") return fail("TLS");
  const detail = typeof root.detail === "string" ? root.detail : "";
  if (root.status === 403 && (stage === "login" || ABOUT_ADDRESS.test(detail)))
    return fail("registered address", "the service refused this machine's address: ");
  if (root.status === 403 && stage === "plant list")
    return fail("subscription", "the plant list is forbidden: ", TIER_FIX);
  if (stage === "login" || (token && root.status === 401))
    return fail("login", `the service refused the ${token ? "token" : "username or password"}: `);
  if (stage === "token") return fail("non-expiring token");
  return fail("subscription");
}
