/**
 * SolarClient: the endpoints of the Solar Plant Data Service (spec, "Endpoints") on top of
 * the transport (retries, timeouts, size cap) and the token manager (login, refresh).
 */
import { ApiError } from "./errors.js";
import { type ClientOptions, type ResolvedOptions, resolveOptions } from "./options.js";
import { parseTzOffset } from "./parse.js";
import { planDailyRequests, planHistoricalRequests, rangeStart, uniqueKpis } from "./plan.js";
import { extractToken, parseFreshness, parsePlantList } from "./responses.js";
import { mergeSeries, parseSeries, type SeriesContext } from "./series.js";
import { ScannedSeries, scanSeries } from "./series-scan.js";
import { settleAll } from "./settle-all.js";
import { TokenManager } from "./token-manager.js";
import { type HttpRequest, Transport, type TransportStats } from "./transport.js";
import { PATHS, type ParsedFreshness, type ParsedSeries, type Plant, type PlantList } from "./types.js";

type AuthedRequest = Omit<HttpRequest, "token" | "staticToken">;

export class SolarClient {
  readonly options: ResolvedOptions;
  private readonly transport: Transport;
  private readonly tokens: TokenManager;

  constructor(options: ClientOptions) {
    this.options = resolveOptions(options);
    this.transport = new Transport(this.options);
    this.tokens = new TokenManager(this.options.auth, this.transport, this.options);
  }

  /** Live counters: HTTP attempts sent, attempts that were retries, logical calls that failed. */
  get stats(): TransportStats {
    return this.transport.stats;
  }

  /**
   * Logs in now with the password (spec, "POST /login/access-token") instead of before the
   * first call; nothing with a token, which the service checks on its first use. For `check`.
   */
  async signIn(): Promise<void> {
    if (!this.tokens.isStatic) await this.tokens.token();
  }

  /** Spec, "GET /data/plant/list": exactly the plants the account can query, each id once. */
  async listPlants(): Promise<Plant[]> {
    return (await this.plantList()).plants;
  }

  /** The plant list with the warnings a report should carry (repeated ids, entries without an id). */
  plantList(): Promise<PlantList> {
    return this.call({ method: "GET", path: PATHS.plantList }, parsePlantList);
  }

  /**
   * Spec, "POST /data/plant/daily", split into calls of ≤5 KPIs and merged. The day's value of
   * each KPI is its last non-null intraday point (see SeriesContext.intraday).
   */
  async daily(plantId: string, kpis: string[], date?: string): Promise<ParsedSeries> {
    const parts = planDailyRequests(kpis, date).map((planned) => {
      const ctx: SeriesContext = {
        plantId,
        kpis: planned.kpis,
        range: date ? { from: date, to: date } : undefined,
        intraday: true,
      };
      const json = { ...planned, plant_id: plantId };
      return this.call(
        { method: "POST", path: PATHS.daily, json, plantId, read: scanned(ctx) },
        seriesOf(ctx),
      );
    });
    return mergeSeries(plantId, uniqueKpis(kpis), await settleAll(parts));
  }

  /**
   * Spec, "POST /data/plant/historical", issued exactly as planHistoricalRequests() plans it
   * (≤10 KPIs, ≤maxDaysPerRequest days per call) and merged; points outside a call's range
   * are dropped and counted. `tzOffset` is the plant's `+HH:MM` from the plant list; without
   * one (null: not configured) the days cannot be mapped, so nothing is requested.
   * `maxDaysPerRequest` overrides the client's option for this call (the run's window policy).
   */
  async historical(
    plantId: string,
    kpis: string[],
    startDate: string,
    endDate: string,
    tzOffset: string | null,
    maxDaysPerRequest = this.options.maxDaysPerRequest,
  ): Promise<ParsedSeries> {
    if (tzOffset === null)
      throw new RangeError(`plant ${plantId} has no tz_offset: its local days cannot be mapped`);
    const tzOffsetMinutes = parseTzOffset(tzOffset);
    const plan = planHistoricalRequests(kpis, startDate, endDate, maxDaysPerRequest);
    const parts = plan.map((planned) => {
      const range = { from: rangeStart(planned), to: planned.date };
      const ctx: SeriesContext = { plantId, kpis: planned.kpis, range, tzOffsetMinutes };
      const json = { ...planned, plant_id: plantId };
      return this.call(
        { method: "POST", path: PATHS.historical, json, plantId, read: scanned(ctx) },
        seriesOf(ctx),
      );
    });
    return mergeSeries(plantId, uniqueKpis(kpis), await settleAll(parts));
  }

  /** Spec, "POST /data/plant/last_24_hour_update_status". */
  freshness(plantId: string): Promise<ParsedFreshness> {
    const json = { plant_id: plantId };
    return this.call({ method: "POST", path: PATHS.freshness, json, plantId }, (body) =>
      parseFreshness(body, plantId),
    );
  }

  /** Generates a new non-expiring token, replacing the previous one (which this client then stops using). */
  async createNonExpiringToken(): Promise<string> {
    const token = await this.call({ method: "POST", path: PATHS.nonExpiringToken }, extractToken);
    this.tokens.useStaticToken(token);
    return token;
  }

  /** The current non-expiring token; ApiError 404 when none exists. */
  getNonExpiringToken(): Promise<string> {
    return this.call({ method: "GET", path: PATHS.nonExpiringToken }, extractToken);
  }

  /** Closes the keep-alive sockets. */
  close(): void {
    this.transport.close();
  }

  /** One logical call: token, retries, decoding; counts it as failed when it finally fails. */
  private async call<T>(req: AuthedRequest, decode: (body: unknown) => T): Promise<T> {
    const staticToken = this.tokens.isStatic;
    try {
      const body = await this.tokens.withToken((token) =>
        this.transport.send({ ...req, token, staticToken }),
      );
      return this.decode(req, body, decode);
    } catch (err) {
      this.transport.stats.failed++;
      throw err;
    }
  }

  private decode<T>(req: AuthedRequest, body: unknown, decode: (body: unknown) => T): T {
    try {
      return decode(body);
    } catch (err) {
      if (!(err instanceof TypeError || err instanceof RangeError)) throw err;
      const url = `${this.options.baseUrl}${req.path}`;
      throw new ApiError({ kind: "bad-response", method: req.method, url, reason: err.message });
    }
  }
}

/** The usual answer read from its text (series-scan.ts); null: the general way. */
const scanned = (ctx: SeriesContext) => (text: string) => {
  const series = scanSeries(text, ctx);
  return series === null ? null : new ScannedSeries(series);
};

/** The series of an answer: as scanned, else parsed from its JSON. */
const seriesOf = (ctx: SeriesContext) => (body: unknown) =>
  body instanceof ScannedSeries ? body.series : parseSeries(body, ctx);

export function createClient(options: ClientOptions): SolarClient {
  return new SolarClient(options);
}
