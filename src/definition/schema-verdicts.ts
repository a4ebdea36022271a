/** The definition's `verdicts`: the bands every verdict is decided with (DESIGN.md "Verdicts"). */
import { z } from "zod";
import { DEFAULTS } from "./defaults.js";

function band(fallback: number, what: string) {
  return z
    .number()
    .min(0, { error: "expected a band from 0 to 1 (5 % is 0.05)" })
    .max(1, { error: "expected a band from 0 to 1 (5 % is 0.05)" })
    .default(fallback)
    .meta({ description: what, examples: [fallback] });
}

function bandOnly<T extends { watch: number }>(fallback: T, what: string, figure: string) {
  return z
    .strictObject({ watch: band(fallback.watch, what) })
    .default({ ...fallback })
    .meta({ description: `verdict band of ${figure}`, examples: [{ watch: fallback.watch }] });
}

export const verdictRules = z
  .strictObject({
    energy: bandOnly(
      DEFAULTS.verdicts.energy,
      "budget variance down to −watch is 'watch', below it 'below'",
      "the budget variance",
    ),
    pr: z
      .strictObject({
        watch: band(DEFAULTS.verdicts.pr.watch, "PR down to target − watch (fraction) is 'watch'"),
        metric: z
          .enum(["pr", "prTemperatureCorrected", "prEffective"])
          .default(DEFAULTS.verdicts.pr.metric)
          .meta({
            description:
              "which PR is judged against the target: IEC 61724-1, at 25 °C, or the service's effective PR",
            examples: ["prTemperatureCorrected"],
          }),
      })
      .default({ ...DEFAULTS.verdicts.pr })
      .meta({
        description: "verdict band of the PR and which PR",
        examples: [{ watch: 0.02, metric: "pr" }],
      }),
    availability: bandOnly(
      DEFAULTS.verdicts.availability,
      "availability down to target − watch is 'watch'",
      "the availability",
    ),
    irradiation: bandOnly(
      DEFAULTS.verdicts.irradiation,
      "irradiation down to −watch against normal is 'watch'",
      "the irradiation against its normal",
    ),
    listWatch: z
      .boolean()
      .default(DEFAULTS.verdicts.listWatch)
      .meta({
        description:
          "list plants on watch among the plants needing attention (by default they are counted, not listed)",
        examples: [true],
      }),
  })
  .default({
    energy: { ...DEFAULTS.verdicts.energy },
    pr: { ...DEFAULTS.verdicts.pr },
    availability: { ...DEFAULTS.verdicts.availability },
    irradiation: { ...DEFAULTS.verdicts.irradiation },
    listWatch: DEFAULTS.verdicts.listWatch,
  })
  .meta({
    description:
      "verdict bands: on target at or beyond the target, 'watch' within the band short of it, 'below' further",
    examples: [{ energy: { watch: 0.05 }, pr: { watch: 0.02 } }],
  });
