/**
 * Page geometry, palette and type sizes: a restrained, print-friendly look where the
 * brand accent is used for fills and rules only (a light accent is unreadable as text).
 */

/** A4 portrait in PDF points (ISO 216). */
export const PAGE = {
  width: 595.28,
  height: 841.89,
  margin: 42,
  /** Space kept free at the bottom for the footer. */
  footer: 28,
} as const;

export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Lowest y content may reach before flowing onto a new page. */
export const CONTENT_BOTTOM = PAGE.height - PAGE.margin - PAGE.footer;

export const COLORS = {
  text: "#1F2933",
  muted: "#667085",
  faint: "#98A2B3",
  rule: "#D0D5DD",
  grid: "#EAECF0",
  zebra: "#F6F7F9",
  tile: "#F9FAFB",
  green: "#2E7D32",
  amber: "#B26A00",
  red: "#C62828",
  neutral: "#98A2B3",
  /** Second series (irradiation): a dark blue that contrasts with any warm accent. */
  secondary: "#1F4E79",
  budget: "#C3CAD5",
  missing: "#C62828",
  missingBand: "#FBE9E9",
  futureBand: "#F2F4F7",
} as const;

export const FALLBACK_ACCENT = "#1F4E79";

export const SIZES = {
  title: 18,
  company: 9,
  heading: 10.5,
  body: 8.5,
  small: 7,
  table: 8,
  tileValue: 14,
} as const;

/** Brand colour if it is a valid #RRGGBB, else a neutral blue. */
export function accentColor(value: string): string {
  return /^#[0-9a-f]{6}$/i.test(value) ? value : FALLBACK_ACCENT;
}
