/**
 * A request that went out on a kept-alive connection the server had already closed (a load
 * balancer's idle timeout), and got no answer, was never handled: it is sent again at once,
 * without spending one of the call's retries or waiting a backoff (DESIGN.md "Talking to a real
 * service"). http-fetch.ts marks such a failure (`HttpError.stale`); a failure on a fresh
 * connection is a real one and goes to the retry loop (retry.ts). Each resend takes another
 * connection, a new one once the pool's idle ones are used up, so `maxResends` (the pool's
 * size) is only a guard.
 */
import { HttpError } from "./http-error.js";

export async function withKeepAliveResend<T>(
  send: () => Promise<T>,
  maxResends: number,
  onResend: (err: HttpError) => void,
): Promise<T> {
  for (let resends = 0; ; resends++) {
    try {
      return await send();
    } catch (err) {
      if (!(err instanceof HttpError) || !err.stale || resends >= maxResends) throw err;
      onResend(err);
    }
  }
}
