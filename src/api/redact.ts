/**
 * Scrubs secrets from text that reaches a user: credential query parameters, bearer tokens
 * and the literal secrets of a request (password, tokens) in every encoding a service's
 * detail may carry them in: as is, JSON-escaped (`\"`, `\\`, `\/`, `\u00fc`, also escaped
 * twice), percent-encoded (encodeURIComponent, forms with `+` for a space, either hex case,
 * UTF-8 or Latin-1 bytes), and any mix of these. Each secret becomes one regular expression
 * that accepts, for every character, each of its encodings.
 */

/** Query parameters and form fields that hold credentials (spec, "Authentication"). */
const SECRET_PARAMS = ["refresh_token", "access_token", "non_expiring_token", "token", "password"];
// The value ends where the URL does; in a message that is before ": " (`METHOD url: reason`).
const SECRET_PARAM_RE = new RegExp(
  `([?&](?:${SECRET_PARAMS.join("|")})=)[^&#\\s"']*?(?=$|[&#\\s"']|: )`,
  "gi",
);
export const REDACTED = "REDACTED";
/** Shorter literals would match ordinary words. */
const MIN_SECRET_LENGTH = 4;

const patterns = new Map<string, RegExp>();

export function redactText(text: string, secrets: readonly string[] = []): string {
  let out = text.replace(SECRET_PARAM_RE, `$1${REDACTED}`).replace(/(Bearer\s+)[^\s"',]+/gi, `$1${REDACTED}`);
  for (const secret of secrets) {
    if (secret.length < MIN_SECRET_LENGTH) continue;
    out = out.replace(secretPattern(secret), REDACTED);
  }
  return out;
}

/** The regular expression matching `secret` in any encoding (cached: a run redacts the same few). */
export function secretPattern(secret: string): RegExp {
  let re = patterns.get(secret);
  if (!re) {
    if (patterns.size > 64) patterns.clear();
    re = new RegExp([...secret].map(charPattern).join(""), "g");
    patterns.set(secret, re);
  }
  re.lastIndex = 0;
  return re;
}

const escapeRe = (s: string) => s.replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&");
/** Either case of each hex letter. */
const hexRe = (hex: string) =>
  [...hex].map((c) => (/[a-f]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c)).join("");
const hex2 = (n: number) => n.toString(16).padStart(2, "0");

/** One character of a secret: itself, JSON escapes (once or twice), percent-encoded bytes, `+` for a space. */
function charPattern(char: string): string {
  const forms = new Set<string>([escapeRe(char)]);
  // \uXXXX per UTF-16 unit (JSON with ensure_ascii), the backslash itself escaped any number of times.
  const units = [...Array(char.length).keys()].map((i) => char.charCodeAt(i));
  forms.add(units.map((u) => `\\\\+u${hexRe(u.toString(16).padStart(4, "0"))}`).join(""));
  const bytes = [...Buffer.from(char, "utf8")];
  forms.add(bytes.map((b) => `%${hexRe(hex2(b))}`).join(""));
  const code = char.codePointAt(0)!;
  if (code >= 0x80 && code <= 0xff) forms.add(`%${hexRe(hex2(code))}`);
  if (char === " ") forms.add("\\+");
  // JSON's short escapes: \" \\ \/ and control characters; a preceding run of backslashes
  // covers text escaped again (a detail object inside a JSON string).
  const short: Record<string, string> = { '"': '"', "\\": "\\", "/": "/", "\n": "n", "\r": "r", "\t": "t" };
  if (short[char] !== undefined) forms.add(`\\\\+${escapeRe(short[char])}`);
  return `(?:${[...forms].join("|")})`;
}

/**
 * A base URL as it may be printed: everything up to the last "@" of the address (user
 * information, whatever characters it holds) and any query or fragment replaced, so an
 * address that does not even parse never prints a credential.
 */
export function redactBaseUrl(raw: string): string {
  const [address = "", ...rest] = raw.trim().split(/(?=[?#])/);
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(address)?.[0] ?? "";
  const after = address.slice(scheme.length);
  const at = after.lastIndexOf("@");
  const safe = at < 0 ? address : `${scheme}${REDACTED}@${after.slice(at + 1)}`;
  return rest.length === 0 ? safe : `${safe}${rest[0]![0]}${REDACTED}`;
}
