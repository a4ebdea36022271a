/**
 * The sandbox's `holdFirst` (tests of a client's concurrency, run-figures.test.ts): the first N
 * requests for plant data are answered only once all N are in flight; the plant list, asked
 * alone, is never held; later requests are not held.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Sandbox, startSandbox } from "../../src/sandbox/index.js";

let sb: Sandbox;
let token: string;

beforeAll(async () => {
  sb = await startSandbox({ port: 0, plants: 4, seed: 4, holdFirst: 3 });
  const res = await fetch(`${sb.baseUrl}/login/access-token`, {
    method: "POST",
    body: new URLSearchParams(sb.credentials),
  });
  token = ((await res.json()) as { access_token: string }).access_token;
});
afterAll(() => sb.close());

const headers = () => ({ authorization: `Bearer ${token}`, "content-type": "application/json" });
const answeredIn = (answered: number[], i: number) => (r: Response) => {
  answered.push(i);
  return r;
};
const freshness = (plantId: string) =>
  fetch(`${sb.baseUrl}/data/plant/last_24_hour_update_status`, {
    method: "POST",
    headers: headers(),
    body: JSON.stringify({ plant_id: plantId }),
  });

/** Resolves once `n` requests have reached the sandbox: in flight there, or answered. */
async function arrived(n: number, answered: number[]): Promise<void> {
  while (sb.stats.inFlight + answered.length < n) await new Promise((r) => setImmediate(r));
}

describe("holdFirst", () => {
  it("answers the first three data requests together, once the third has arrived", async () => {
    const list = await fetch(`${sb.baseUrl}/data/plant/list`, { headers: headers() });
    expect(list.status).toBe(200);
    const ids = ((await list.json()) as { id: string }[]).map((p) => p.id);
    const answered: number[] = [];
    const first = [0, 1].map((i) => freshness(ids[i]!).then(answeredIn(answered, i)));
    await arrived(2, answered);
    // Both have reached the sandbox; neither is answered before the third arrives.
    for (let k = 0; k < 20; k++) await new Promise((r) => setImmediate(r));
    expect(answered).toEqual([]);
    const third = freshness(ids[2]!).then(answeredIn(answered, 2));
    const all = await Promise.all([...first, third]);
    expect(all.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(answered.sort()).toEqual([0, 1, 2]);
    expect(sb.stats.maxInFlight).toBe(3);
    // After the first three, a request goes on its own.
    expect((await freshness(ids[3]!)).status).toBe(200);
  });
});
