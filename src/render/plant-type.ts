/**
 * Plant types for the reader. The service's `plant_type` is free text (spec: "allowed values
 * not shown"); the types it is known to send are words of our catalogs, anything else is the
 * service's own word and is printed as sent.
 */
import { messagesFor } from "../i18n/index.js";

/** The catalog's select keys for the types the service is known to send, by their folded spelling. */
const KNOWN: Readonly<Record<string, string>> = {
  rooftop: "rooftop",
  groundmounted: "groundMounted",
  floating: "floating",
  carport: "carport",
};

/** "Aufdach" for ("Rooftop", "de-DE"); an unknown type as sent; null when the service sent none. */
export function plantTypeName(sent: string | null, locale: string): string | null {
  if (sent === null || sent.trim() === "") return null;
  const known = KNOWN[sent.toLowerCase().replace(/[^a-z]/g, "")];
  return known === undefined ? sent : messagesFor(locale).t("plant.type", { type: known });
}
