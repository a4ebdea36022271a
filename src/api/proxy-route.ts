/**
 * How the client reaches the service: directly, or through the proxy the environment names
 * (DESIGN.md "Talking to a real service": as curl and npm do). The client talks to one origin
 * (SOLAR_API_BASE_URL), so the route is decided once, and the same decision is what `check`
 * prints and what a proxy's failure is blamed on.
 *
 * The rules are those of curl and of undici's EnvHttpProxyAgent: `https_proxy` for an https
 * service, `http_proxy` for http (and for https when no https proxy is set); the lower-case
 * name wins over the upper-case one when both are set, an empty value included; `no_proxy` is
 * a comma- or space-separated list of hosts, each matching the host and its subdomains
 * (a leading `.` or `*.` is ignored), optionally with `:port`; `*` alone turns the proxy off.
 * One addition: a loopback service (the sandbox) is always reached directly, since a proxy's
 * loopback is not this machine's (Go's net/http does the same).
 */
import { isIP } from "node:net";
import { redactBaseUrl } from "./redact.js";

export type Env = Record<string, string | undefined>;

export type ProxyRoute =
  | { kind: "direct"; why: "no proxy set" | "loopback" | `NO_PROXY entry ${string}` }
  | {
      kind: "proxy";
      /** The proxy's URL (it may hold credentials: never print it); "http://" when it had no scheme. */
      url: string;
      /** Its address for messages: scheme, host and port, credentials replaced. */
      shown: string;
      /** The variable it came from, e.g. "HTTPS_PROXY". */
      variable: string;
    };

const DEFAULT_PORTS: Record<string, number> = { "http:": 80, "https:": 443 };

/** The value of `name`, lower case first (an empty lower-case value hides the upper-case one). */
function variable(env: Env, name: string): { name: string; value: string } | null {
  for (const n of [name.toLowerCase(), name.toUpperCase()]) {
    const value = env[n];
    if (value !== undefined) return value.trim() === "" ? null : { name: n, value: value.trim() };
  }
  return null;
}

export function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return host === "localhost" || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** The NO_PROXY entry that matches `host:port`, or null. */
export function noProxyMatch(noProxy: string, hostname: string, port: number): string | null {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  for (const raw of noProxy.split(/[,\s]+/)) {
    if (raw === "") continue;
    if (raw === "*") return raw;
    const withPort = /^(.+):(\d+)$/.exec(raw);
    // An IPv6 address has colons of its own: only "[addr]:port" carries a port.
    const ported = withPort && (isIP(withPort[1]!) !== 6 || raw.startsWith("["));
    const name = (ported ? withPort![1]! : raw)
      .replace(/^\*?\./, "")
      .replace(/^\[|\]$/g, "")
      .toLowerCase();
    if (ported && Number(withPort![2]) !== port) continue;
    if (host === name || host.endsWith(`.${name}`)) return raw;
  }
  return null;
}

/** Which way requests to `baseUrl` go, given the environment. */
export function proxyRoute(baseUrl: string, env: Env = process.env): ProxyRoute {
  const url = new URL(baseUrl);
  if (isLoopback(url.hostname)) return { kind: "direct", why: "loopback" };
  const proxy =
    url.protocol === "https:"
      ? (variable(env, "https_proxy") ?? variable(env, "http_proxy"))
      : variable(env, "http_proxy");
  if (proxy === null) return { kind: "direct", why: "no proxy set" };
  const port = Number(url.port) || DEFAULT_PORTS[url.protocol] || 0;
  const matched = noProxyMatch(variable(env, "no_proxy")?.value ?? "", url.hostname, port);
  if (matched !== null) return { kind: "direct", why: `NO_PROXY entry ${matched}` };
  const proxyUrl = withScheme(proxy.value);
  return { kind: "proxy", url: proxyUrl, shown: shownProxy(proxyUrl), variable: proxy.name };
}

/** "proxy:3128" means http://proxy:3128, as for curl. */
function withScheme(raw: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `http://${raw}`;
}

/** A proxy address fit for a message: its credentials (user information) never printed. */
export function shownProxy(raw: string): string {
  try {
    const u = new URL(withScheme(raw));
    const auth = u.username || u.password ? "REDACTED@" : "";
    return `${u.protocol}//${auth}${u.host}`;
  } catch {
    return redactBaseUrl(raw);
  }
}

/** The route in one phrase, for `check` and messages: "directly (no proxy set)", "through the proxy …". */
export function describeRoute(route: ProxyRoute): string {
  if (route.kind === "proxy") return `through the proxy ${route.shown} (${route.variable})`;
  return `directly (${route.why})`;
}
