/**
 * A TLS failure in words, with its fix. Node names a certificate that does not verify by
 * OpenSSL's X509 verification codes (and ERR_TLS_CERT_ALTNAME_INVALID for a host the
 * certificate does not name); a handshake that fails outright by ERR_SSL_* or EPROTO. None
 * can be fixed by retrying: each is fatal at once (DESIGN.md "Talking to a real service").
 */
import { HttpError } from "../http-error.js";

const EXTRA_CA =
  "If the service's certificate, or that of a proxy that inspects TLS, comes from a private CA, " +
  "give Node that CA's certificate in PEM form: NODE_EXTRA_CA_CERTS=/path/to/ca.pem in the job's " +
  "environment (Node reads it when it starts, so export it before running solar-report); never turn " +
  "certificate checks off";

/** Code → [what happened, what to do]. */
const CAUSES: Record<string, [string, string]> = {
  SELF_SIGNED_CERT_IN_CHAIN: ["its chain ends in a CA this machine does not trust", EXTRA_CA],
  DEPTH_ZERO_SELF_SIGNED_CERT: ["it is self-signed", EXTRA_CA],
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: ["its issuer is a CA this machine does not trust", EXTRA_CA],
  UNABLE_TO_GET_ISSUER_CERT: ["its issuer's certificate could not be found", EXTRA_CA],
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: ["its issuer is not known to this machine", EXTRA_CA],
  CERT_UNTRUSTED: ["it is not trusted", EXTRA_CA],
  INVALID_CA: ["a CA in its chain is not valid", EXTRA_CA],
  CERT_HAS_EXPIRED: [
    "it has expired",
    "Check this machine's clock (solar-report check compares it with the service's); if the clock is right, tell the service's operator",
  ],
  CERT_NOT_YET_VALID: [
    "it is not valid yet",
    "Check this machine's clock (solar-report check compares it with the service's); if the clock is right, tell the service's operator",
  ],
  ERR_TLS_CERT_ALTNAME_INVALID: [
    "it is not issued for this host name",
    "Use the host name the service's certificate is issued for in SOLAR_API_BASE_URL (not an IP address or an alias)",
  ],
  CERT_REVOKED: ["it has been revoked", "Tell the service's operator"],
  CERT_SIGNATURE_FAILURE: ["its signature does not verify", "Tell the service's operator"],
};

/** The TLS failure `code` names, or null when it is not one. */
export function tlsFailure(code: string | undefined, text: string): HttpError | null {
  if (code === undefined) return null;
  const cause = CAUSES[code];
  if (cause) {
    return new HttpError(
      `the service's TLS certificate did not verify: ${cause[0]} (${code}: ${text})`,
      code,
      {
        kind: "tls",
        hint: cause[1],
      },
    );
  }
  if (code.startsWith("ERR_SSL_") || code === "EPROTO" || code.startsWith("ERR_TLS_")) {
    return new HttpError(`the TLS handshake with the service failed (${code}: ${text})`, code, {
      kind: "tls",
      hint: "Check that SOLAR_API_BASE_URL's scheme and port are the service's (https on a TLS port); a proxy that inspects TLS may need its CA in NODE_EXTRA_CA_CERTS=/path/to/ca.pem",
    });
  }
  return null;
}
