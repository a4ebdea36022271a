/**
 * Who `deliver` sends a finished report to, as the manifest records it (DESIGN.md "Delivery"):
 * the definition's addresses when the report was made, so that `deliver` needs the report's
 * folder alone, a merged one included.
 */

/** The manifest's `delivery`. */
export interface ManifestDelivery {
  /** The sender (definition `delivery.from`). */
  from: string;
  /** Who gets the portfolio PDF (definition `delivery.internal`). */
  internal: string[];
  /** The company the messages come from (definition `branding.company`), for their subject. */
  company: string;
}

/** What a run knows of delivery besides the model: the definition's addresses. */
export interface DeliveryAddresses {
  from: string;
  internal: string[];
  /** Per client, in the definition's order (`clients[].recipients` of the manifest). */
  recipients: string[][];
}

/** The definition's addresses as the manifest records them; null without a sender. */
export function deliveryAddresses(def: {
  clients: { recipients?: string[] }[];
  delivery?: { from: string; internal?: string[] };
}): DeliveryAddresses | null {
  if (!def.delivery) return null;
  const { from, internal = [] } = def.delivery;
  return { from, internal, recipients: def.clients.map((c) => c.recipients ?? []) };
}
