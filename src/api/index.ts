/** Public surface of the Solar Plant Data Service client. */
export { createClient, SolarClient } from "./client.js";
export { ApiError, type ApiErrorKind, redactBaseUrl, redactText, redactUrl } from "./errors.js";
export { httpFetch } from "./http-fetch.js";
export type { Auth, ClientEvent, ClientOptions, FetchLike, ResolvedOptions, Schedule } from "./options.js";
export { DEFAULTS, resolveOptions } from "./options.js";
export { parseTzOffset, parseValue, toIsoTimestamp, tsToDay } from "./parse.js";
export { planDailyRequests, planHistoricalRequests } from "./plan.js";
export { describeRoute, type Env, isLoopback, type ProxyRoute, proxyRoute } from "./proxy-route.js";
export { mergeSeries } from "./series.js";
export { isTransient, settleAll } from "./settle-all.js";
export type { TransportStats } from "./transport.js";
export * from "./types.js";
