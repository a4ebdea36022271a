/**
 * A tiny HTTP proxy on 127.0.0.1 in front of a sandbox, between it and a CLI process:
 * it records every token the service issues (login, refresh, non-expiring: the secrets to
 * look for afterwards), counts requests per path and plant, and lets a test answer or
 * rewrite chosen responses (hostile plant names, oversized or malformed bodies).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ProxiedRequest {
  method: string;
  /** Path after the version segment, e.g. "/data/plant/historical". */
  path: string;
  query: URLSearchParams;
  /** Parsed JSON body, when there is one. */
  json: Record<string, unknown> | null;
}

/** Answer the request here instead of forwarding it. */
export type Intercept = (req: ProxiedRequest, res: http.ServerResponse) => boolean | Promise<boolean>;
/** A forwarded answer's new body, or undefined to pass it on unchanged. */
export type Rewrite = (req: ProxiedRequest, status: number, body: Buffer) => Buffer | undefined;

export interface ServiceProxy {
  baseUrl: string;
  /** Every access, refresh and non-expiring token seen in a response. */
  issuedTokens: Set<string>;
  /** "METHOD path plant_id" → count. */
  counts: Map<string, number>;
  close(): Promise<void>;
}

const TOKEN_FIELDS = ["access_token", "refresh_token", "token"];

export async function startProxy(
  targetBaseUrl: string,
  hooks: { intercept?: Intercept; rewrite?: Rewrite } = {},
): Promise<ServiceProxy> {
  const target = new URL(targetBaseUrl);
  const prefix = target.pathname.replace(/\/+$/, "");
  const issuedTokens = new Set<string>();
  const counts = new Map<string, number>();
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? "/", "http://proxy");
    const path = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : url.pathname;
    let json: Record<string, unknown> | null = null;
    try {
      json = body.length > 0 ? JSON.parse(body.toString("utf8")) : null;
    } catch {
      json = null;
    }
    const preq: ProxiedRequest = { method: req.method ?? "GET", path, query: url.searchParams, json };
    const key = `${preq.method} ${path} ${typeof json?.plant_id === "string" ? json.plant_id : ""}`.trim();
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (hooks.intercept && (await hooks.intercept(preq, res))) return;
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      async (up) => {
        const parts: Buffer[] = [];
        for await (const c of up) parts.push(c as Buffer);
        let answer: Buffer = Buffer.concat(parts) as Buffer;
        if (path.startsWith("/login/")) collectTokens(answer, issuedTokens);
        answer = hooks.rewrite?.(preq, up.statusCode ?? 502, answer) ?? answer;
        const headers = { ...up.headers, "content-length": String(answer.length) };
        delete headers["transfer-encoding"];
        res.writeHead(up.statusCode ?? 502, headers);
        res.end(answer);
      },
    );
    upstream.on("error", () => res.destroy());
    upstream.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${prefix}`,
    issuedTokens,
    counts,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function collectTokens(body: Buffer, into: Set<string>): void {
  try {
    const value: unknown = JSON.parse(body.toString("utf8"));
    if (typeof value === "string") into.add(value);
    if (value && typeof value === "object") {
      for (const f of TOKEN_FIELDS) {
        const t = (value as Record<string, unknown>)[f];
        if (typeof t === "string") into.add(t);
      }
    }
  } catch {
    // not JSON: nothing issued
  }
}

/** Sum of the counts whose key starts with `prefix` (e.g. "POST /data/plant/historical"). */
export function countOf(proxy: ServiceProxy, prefix: string): number {
  let n = 0;
  for (const [k, v] of proxy.counts) if (k.startsWith(prefix)) n += v;
  return n;
}
