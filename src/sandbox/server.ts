/**
 * The HTTP side: node:http on 127.0.0.1, every path below /v1 (spec, Versioning). Order
 * per request: count → registered-IP check (spec: calls from other addresses are
 * rejected) → latency → overload and rate limit (data only, rate-limit.ts) → faults (data
 * only) → route.
 *
 * A data request's answer is made when it arrives and sent when its latency has passed, so
 * the latency is the time to answer, the sandbox's own work included — as a service with
 * more than one thread answers. (Made after the wait, on this one thread, the answers of
 * requests that arrive together would queue behind each other, and every answer would come
 * later than the latency asked for.) Its faults are still drawn when the latency has passed.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { PATHS } from "../api/types.js";
import * as data from "./data-routes.js";
import { BodyTooLarge, detail, type Reply, readBody, send } from "./http.js";
import * as login from "./login-routes.js";
import { overloadReply, rateLimitReply } from "./rate-limit.js";
import type { Handler } from "./routes.js";
import type { SandboxState } from "./state.js";

export const VERSION_PREFIX = "/v1";

const ROUTES: Record<string, Partial<Record<string, Handler>>> = {
  [PATHS.accessToken]: { POST: login.accessToken },
  [PATHS.refreshToken]: { POST: login.refreshToken },
  [PATHS.nonExpiringToken]: { POST: login.createNonExpiring, GET: login.getNonExpiring },
  [PATHS.plantList]: { GET: data.plantList },
  [PATHS.daily]: { POST: data.daily },
  [PATHS.historical]: { POST: data.historical },
  [PATHS.freshness]: { POST: data.freshness },
};

function findHandler(path: string, method: string): Handler | Reply {
  if (path.startsWith("/data/portfolio/")) return data.portfolio;
  const route = ROUTES[path];
  if (!route) return detail(404, "Not Found");
  return route[method] ?? detail(405, "Method Not Allowed");
}

/** How long the first data requests wait for one another at most (options.holdFirst). */
const HOLD_FIRST_MAX_MS = 10_000;

export class SandboxServer {
  private readonly timers = new Set<NodeJS.Timeout>();
  readonly http: Server;
  /** options.holdFirst: data requests arrived so far, and the barrier they wait at. */
  private held = 0;
  private holdOpen: () => void = () => {};
  private readonly holdDone: Promise<void> = new Promise((resolve) => {
    this.holdOpen = resolve;
  });

  constructor(private readonly state: SandboxState) {
    this.http = createServer((req, res) => {
      this.handle(req, res).catch(() => {
        if (!res.headersSent) send(res, detail(500, "An error occurred: internal sandbox error"));
      });
    });
  }

  /** Sleeps that close() can cancel, so a slow fault never keeps the process alive. */
  private sleep(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      this.timers.add(timer);
    });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { stats, options } = this.state;
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const method = req.method ?? "GET";
    const path = url.pathname.startsWith(`${VERSION_PREFIX}/`)
      ? url.pathname.slice(VERSION_PREFIX.length)
      : "";
    stats.requests++;
    // The service's clock, as a real service's Date header gives it (`check` compares it).
    res.setHeader("date", new Date(options.now()).toUTCString());
    const key = `${method} ${path || url.pathname}`;
    stats.byRoute[key] = (stats.byRoute[key] ?? 0) + 1;
    if (!options.registeredIps.includes(req.socket.remoteAddress ?? "")) {
      return send(res, detail(403, "Requests from this IP address are not accepted for this account."));
    }
    const isData = path.startsWith("/data/");
    const latency = options.latencyMs + Math.floor(this.state.jitter() * options.jitterMs);
    if (!isData) {
      await this.sleep(latency);
      return send(res, await this.answer(req, url, path, method));
    }
    this.track(res);
    const busy = overloadReply(this.state);
    if (method === "POST") await this.holdFirst();
    const due = performance.now() + latency;
    const refused = busy ?? rateLimitReply(this.state, req);
    const reply = refused ?? (await this.answer(req, url, path, method));
    await this.sleep(Math.round(due - performance.now()));
    if (refused) {
      // Turned away before any work, as a gateway does: the body is dropped, still after the round trip.
      req.resume();
      return send(res, refused);
    }
    if (!(await this.applyFault(res))) return;
    send(res, reply);
  }

  private async answer(req: IncomingMessage, url: URL, path: string, method: string): Promise<Reply> {
    const handler = findHandler(path, method);
    if (typeof handler !== "function") return handler;
    const { options } = this.state;
    const ctx = { req, url, state: this.state, body: () => readBody(req, options.maxBodyBytes) };
    try {
      return await handler(ctx);
    } catch (e) {
      if (!(e instanceof BodyTooLarge)) throw e;
      return detail(413, "Request body too large");
    }
  }

  /**
   * The first options.holdFirst requests for a plant's data (the POSTs: history, day, freshness;
   * the plant list comes alone) go on together, once the last of them has arrived.
   */
  private async holdFirst(): Promise<void> {
    const n = this.state.options.holdFirst;
    if (this.held >= n) return;
    if (++this.held === 1) this.sleep(HOLD_FIRST_MAX_MS).then(this.holdOpen);
    if (this.held === n) this.holdOpen();
    await this.holdDone;
  }

  /** inFlight counts data requests from arrival until the response is done or the socket dies. */
  private track(res: ServerResponse): void {
    const { stats } = this.state;
    stats.inFlight++;
    stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
    res.once("close", () => {
      stats.inFlight--;
    });
  }

  /** Returns false when the fault already answered (or killed) the request. */
  private async applyFault(res: ServerResponse): Promise<boolean> {
    const { stats, faults } = this.state;
    const fault = faults.draw();
    if (fault === "drop") {
      stats.faults.dropped++;
      res.socket?.destroy();
      return false;
    }
    if (fault === "429") {
      stats.faults.e429++;
      send(res, detail(429, "Too Many Requests", { "retry-after": String(faults.settings.retryAfterSec) }));
      return false;
    }
    if (fault === "500") {
      stats.faults.e500++;
      send(res, detail(500, "An error occurred: simulated upstream database timeout"));
      return false;
    }
    if (fault === "slow") {
      stats.faults.slow++;
      await this.sleep(faults.settings.slowMs);
    }
    return true;
  }

  listen(port: number): Promise<number> {
    return new Promise((resolve, reject) => {
      this.http.once("error", reject);
      this.http.listen(port, "127.0.0.1", () => {
        const address = this.http.address();
        resolve(typeof address === "object" && address ? address.port : port);
      });
    });
  }

  close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    return new Promise((resolve) => {
      this.http.close(() => resolve());
      this.http.closeAllConnections();
    });
  }
}
