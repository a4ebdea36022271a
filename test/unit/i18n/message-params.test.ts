/**
 * `t(key, params)` takes exactly the parameters the English message names (the generated
 * src/i18n/message-params.ts): each `@ts-expect-error` below fails `npm run typecheck` when the
 * call stops being a type error; the runtime assertions show what the type error saves.
 */
import { describe, expect, it } from "vitest";
import { messagesFor } from "../../../src/i18n/index.js";

const { t, format } = messagesFor("en-GB");

describe("t's parameters, typed from en.json", () => {
  it("formats a message given exactly its parameters", () => {
    expect(t("pdf.target", { value: "80.0%" })).toBe("Target 80.0%");
    expect(t("pdf.footer.page", { page: 2, count: 5 })).toBe("Page 2 of 5");
    expect(t("estimate.daysEstimated", { count: 1 })).toBe("1 day estimated");
    expect(t("verdict.watch")).toBe("Watch");
  });

  it("rejects a missing or renamed parameter, which fails at run time too", () => {
    // @ts-expect-error "Target {value}" needs its value
    expect(() => t("pdf.target")).toThrow(/value/);
    // @ts-expect-error the placeholder is {value}, not {amount}
    expect(() => t("pdf.target", { amount: "80.0%" })).toThrow(/value/);
  });

  it("rejects formatted text for a plural's count and parameters for a plain label", () => {
    // @ts-expect-error a plural chooses its form from a number
    t("estimate.daysEstimated", { count: "1" });
    // @ts-expect-error "Watch" has no placeholder
    expect(t("verdict.watch", { value: 1 })).toBe("Watch");
  });

  it("leaves parameters known only at run time (a warning's, from a model file) to format()", () => {
    const recorded: Record<string, string | number> = { value: "80.0%" };
    expect(format("pdf.target", recorded)).toBe("Target 80.0%");
  });
});
