/**
 * `solar-report check`: can this machine reach and use the service (DESIGN.md "Talking to a
 * real service")? The base URL and the credentials as a run would read them, how the service
 * is reached (directly or through which proxy), TLS, the login, the registered address, the
 * subscription tier (the plant list), the account's plant count, the non-expiring token, and
 * this machine's clock against the service's Date header. Three calls at most: the login (with
 * a password), the plant list and the non-expiring token; one retry each, quickly.
 */
import {
  type Auth,
  type ClientOptions,
  createClient,
  describeRoute,
  type Env,
  type FetchLike,
  httpFetch,
  proxyRoute,
} from "../../api/index.js";
import { type ConnectionFlags, checkBaseUrl, resolveAuth } from "../connection.js";
import { recordFailure } from "./check-failure.js";
import { type CheckLine, CheckReport } from "./check-report.js";

export interface CheckOptions {
  flags: ConnectionFlags;
  env?: Env;
  /** This machine's clock (tests shift it against the service's). */
  now?: () => number;
  /** Client settings for tests (fetch, timeouts). */
  client?: Partial<ClientOptions>;
}

/** More than this apart, token expiry and "has the plant's day ended" go wrong. */
const MAX_CLOCK_SKEW_MS = 60_000;

export async function runChecks(opts: CheckOptions): Promise<CheckLine[]> {
  const env = opts.env ?? process.env;
  const report = new CheckReport();
  let baseUrl: string;
  let auth: Auth;
  try {
    baseUrl = checkBaseUrl(opts.flags.baseUrl ?? env.SOLAR_API_BASE_URL, opts.flags.allowInsecureHttp);
    report.ok("base URL", baseUrl);
  } catch (err) {
    report.fail("base URL", (err as Error).message);
    return report.finish("not checked: no usable base URL");
  }
  try {
    auth = await resolveAuth(opts.flags, env);
    report.ok("credentials", auth.kind === "password" ? "SOLAR_API_USERNAME and a password" : "a token");
  } catch (err) {
    report.fail("credentials", (err as Error).message);
    return report.finish("not checked: no credentials");
  }
  await serviceChecks(report, baseUrl, auth, env, opts);
  return report.finish("not checked: an earlier check failed");
}

async function serviceChecks(
  report: CheckReport,
  baseUrl: string,
  auth: Auth,
  env: Env,
  opts: CheckOptions,
): Promise<void> {
  const now = opts.now ?? Date.now;
  let answered: { date: string | null; at: number } | null = null;
  const inner = opts.client?.fetch ?? httpFetch;
  const fetch: FetchLike = async (url, init) => {
    const res = await inner(url, init);
    answered = { date: res.headers.get("date"), at: now() };
    return res;
  };
  const client = createClient({
    retries: 1,
    minDelayMs: 200,
    maxDelayMs: 1000,
    timeoutMs: 20_000,
    ...opts.client,
    baseUrl,
    auth,
    env,
    fetch,
  });
  try {
    if (await reach(report, client, auth, baseUrl, env)) await tokenCheck(report, client, auth);
    // Any answer tells the service's time, a refusal's too.
    clockCheck(report, answered);
  } finally {
    client.close();
  }
}

type Client = ReturnType<typeof createClient>;

/** Login and plant list: connection, TLS, address, login, tier, plant count. False: stop here. */
async function reach(report: CheckReport, client: Client, auth: Auth, baseUrl: string, env: Env) {
  const token = auth.kind === "token";
  const route = proxyRoute(baseUrl, env);
  const url = new URL(baseUrl);
  let stage: "login" | "plant list" = "login";
  try {
    await client.signIn();
    stage = "plant list";
    const { plants } = await client.plantList();
    report.ok("connection", `reached ${describeRoute(route)}`);
    if (url.protocol === "https:") report.ok("TLS", `the certificate of ${url.hostname} verified`);
    else report.skip("TLS", `not used: plain http to ${url.hostname}`);
    report.ok("registered address", "this machine's address is accepted");
    report.ok("login", token ? "the token was accepted" : "the password was accepted");
    report.ok("subscription", "the plant list is allowed (a Plant or Device tier)");
    if (plants.length > 0) report.ok("plants", `${plants.length} in the account`);
    else
      report.fail(
        "plants",
        "the account has no plants",
        "Ask the operator which plants the account should see (a plant added today appears after the service's daily refresh)",
      );
    return true;
  } catch (err) {
    const failed = recordFailure(report, err, stage, token);
    reachedUpTo(report, failed, route, url, token);
    return false;
  }
}

/** The checks a failure at `failed` shows passed: the service answered, so the way there works. */
function reachedUpTo(
  report: CheckReport,
  failed: string,
  route: ReturnType<typeof proxyRoute>,
  url: URL,
  token: boolean,
): void {
  if (failed === "connection") return;
  report.ok("connection", `reached ${describeRoute(route)}`);
  if (failed === "TLS") return;
  if (url.protocol === "https:") report.ok("TLS", `the certificate of ${url.hostname} verified`);
  else report.skip("TLS", `not used: plain http to ${url.hostname}`);
  if (failed === "registered address" || failed === "login") return;
  report.ok("registered address", "this machine's address is accepted");
  report.ok("login", token ? "the token was accepted" : "the password was accepted");
}

async function tokenCheck(report: CheckReport, client: Client, auth: Auth): Promise<void> {
  try {
    const current = await client.getNonExpiringToken();
    if (auth.kind === "password") report.ok("non-expiring token", "the account has one");
    else if (current === auth.token) report.ok("non-expiring token", "the token in use is the account's");
    else
      report.fail(
        "non-expiring token",
        "the token in use is not the account's non-expiring token (an access token stops working within the hour)",
        "Put the non-expiring token in SOLAR_API_TOKEN (`solar-report token show` prints it, `token create` makes one)",
      );
  } catch (err) {
    if (err instanceof Error && "status" in err && err.status === 404) {
      report.ok(
        "non-expiring token",
        "none yet (optional: `solar-report token create` makes one for unattended runs)",
      );
      return;
    }
    recordFailure(report, err, "token", auth.kind === "token");
  }
}

function clockCheck(report: CheckReport, answered: { date: string | null; at: number } | null): void {
  const serviceAt = answered?.date ? Date.parse(answered.date) : Number.NaN;
  if (answered === null || Number.isNaN(serviceAt)) {
    report.skip("clock", "not checked: the service's answers carry no Date header");
    return;
  }
  // The Date header counts whole seconds: this machine's clock may be up to 1 s ahead of it.
  const skew = answered.at - serviceAt;
  const off = Math.abs(skew) <= 1000 ? 0 : Math.abs(skew);
  const words = off < 120_000 ? `${Math.round(off / 1000)} s` : `${Math.round(off / 60_000)} min`;
  if (off <= MAX_CLOCK_SKEW_MS) {
    report.ok("clock", `within ${off === 0 ? "1 s" : words} of the service's`);
    return;
  }
  report.fail(
    "clock",
    `this machine's clock is ${words} ${skew > 0 ? "ahead of" : "behind"} the service's`,
    "Synchronise it (NTP): tokens are refreshed by it, and a plant's day counts only once it has ended",
  );
}
