/**
 * Escaping for index.html. Plant names, errors and warnings are data from the service
 * (`<script>`, quotes, `&`), so every text and attribute value goes through `escapeHtml`
 * (HTML Living Standard, "Serialising HTML fragments": &, <, >, " and ' cover both text and
 * quoted attribute values). Links are relative paths encoded per segment (RFC 3986 §3.3),
 * so names with spaces, `#`, `?`, `%` or non-ASCII letters still resolve to their file.
 */

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/**
 * The href of a file of the output folder from its manifest path ("plants/a b#1.pdf" →
 * "plants/a%20b%231.pdf"), or null for anything that is not a plain relative path inside
 * the folder (absolute, `..`, empty segments, lone surrogates): that is shown as text only.
 * Encoding every segment also encodes `:`, so a path can never become a `javascript:` URL.
 */
export function relativeHref(path: string): string | null {
  const segments = path.split("/");
  if (segments.some((s) => s === "" || s === "." || s === "..")) return null;
  try {
    return segments.map((s) => encodeURIComponent(s)).join("/");
  } catch {
    // encodeURIComponent throws URIError on a lone surrogate.
    return null;
  }
}

/** `<a href>` to a file of the output folder, or the escaped label alone when it has no safe href. */
export function fileLink(path: string | undefined, label: string): string {
  const href = path === undefined ? null : relativeHref(path);
  return href === null ? escapeHtml(label) : `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
}
