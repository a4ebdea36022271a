/**
 * The client's connections to the service, on undici (pinned: this folder reads its
 * diagnostics channel and its tunnel errors): keep-alive sockets to the one origin of
 * SOLAR_API_BASE_URL, through the proxy the environment names (proxy-route.ts; https and http
 * alike are tunnelled with CONNECT, as curl does for https), with the interceptor that tells
 * a stale kept-alive connection's failure (reused-connections.ts). Timeouts are the
 * transport's (one per attempt), so undici's own are off.
 */
import { Agent, type Dispatcher, ProxyAgent } from "undici";
import { type Env, type ProxyRoute, proxyRoute } from "../proxy-route.js";
import { trackReusedConnections } from "./reused-connections.js";

export interface Connection {
  readonly dispatcher: Dispatcher;
  /** How requests reach the service: what `check` prints and proxy failures name. */
  readonly route: ProxyRoute;
  /** Closes every socket (requests in flight fail). */
  close(): void;
}

export interface ConnectionOptions {
  /** Sockets at most: the request pool's size. */
  connections: number;
  env?: Env;
}

export function openConnection(baseUrl: string, opts: ConnectionOptions): Connection {
  const route = proxyRoute(baseUrl, opts.env);
  const options = { connections: opts.connections, headersTimeout: 0, bodyTimeout: 0 };
  const agent = route.kind === "proxy" ? new ProxyAgent({ ...options, uri: route.url }) : new Agent(options);
  return {
    dispatcher: agent.compose(trackReusedConnections),
    route,
    close: () => {
      agent.destroy().catch(() => {});
    },
  };
}
