/** Login endpoints (spec, "POST /login/access-token" … "GET /login/non-expiring-token"). */
import { detail, invalid, json, Reply, type ValidationItem } from "./http.js";
import type { Ctx, Handler } from "./routes.js";

const missing = (loc: string[]): ValidationItem => ({
  type: "missing",
  loc,
  msg: "Field required",
  input: null,
});

/** Form fields only: a JSON body leaves both fields missing, as FastAPI's OAuth2 form does. */
export const accessToken: Handler = async (ctx) => {
  const raw = await ctx.body();
  const type = ctx.req.headers["content-type"] ?? "";
  const form = type.includes("application/x-www-form-urlencoded")
    ? new URLSearchParams(raw.toString("utf8"))
    : new URLSearchParams();
  const username = form.get("username");
  const password = form.get("password");
  if (username === null || password === null) {
    const items = [];
    if (username === null) items.push(missing(["body", "username"]));
    if (password === null) items.push(missing(["body", "password"]));
    return invalid(items);
  }
  const account = ctx.state.accounts.login(username, password);
  if (!account) return detail(400, "Incorrect username or password");
  ctx.state.stats.logins++;
  return json(200, ctx.state.tokens.issuePair(account.username));
};

/** Query parameter only, no body; the used refresh token is consumed (rotation). */
export const refreshToken: Handler = (ctx) => {
  const token = ctx.url.searchParams.get("refresh_token");
  if (token === null) return invalid([missing(["query", "refresh_token"])]);
  const pair = ctx.state.tokens.rotate(token);
  if (!pair) {
    ctx.state.stats.refreshRefused++;
    return detail(400, "Invalid refresh token");
  }
  ctx.state.stats.refreshes++;
  return json(200, pair);
};

function authenticated(ctx: Ctx, then: (username: string) => Reply): Reply {
  const account = ctx.state.authenticate(ctx.req);
  return account instanceof Reply ? account : then(account.username);
}

/** Body shape "not shown" in the spec; the sandbox answers {"token": "..."}. */
export const createNonExpiring: Handler = (ctx) =>
  authenticated(ctx, (username) => json(200, { token: ctx.state.tokens.createNonExpiring(username) }));

export const getNonExpiring: Handler = (ctx) =>
  authenticated(ctx, (username) => {
    const token = ctx.state.tokens.currentNonExpiring(username);
    return token ? json(200, { token }) : detail(404, "Non-Expiring Token not found.");
  });
