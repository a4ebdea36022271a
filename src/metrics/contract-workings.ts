/**
 * The workings behind a plant's contract money, for a reader to check it by hand (the
 * workbook's Contract sheet): the terms as given, each day of the settlement periods with
 * its loss split by cause, and the sums the damages are made of. contract.ts computes the
 * figures from these same sums; the manifest does not carry them (types: contract-model.ts).
 */
import type { ContractDay, ContractInput } from "./contract.js";
import { attributeLoss, hasEventOf, type OutageEvent } from "./contract-attribution.js";
import type { ContractTerms, ContractWorkingDay } from "./contract-model.js";

/** The PR guarantee's excluded categories: its own, else the availability guarantee's. */
export function prExcluded(terms: ContractTerms): readonly string[] {
  return terms.pr?.excluded ?? terms.availability?.excluded ?? [];
}

/** P0·H·(1 + γ(T − T_ref)) of a day the PR counts; null when it does not count it. */
export function prReference(
  d: Omit<ContractDay, "overspillKwh">,
  input: ContractInput,
  tRef: number,
  excluded: readonly string[],
) {
  const { capacityKwp: p0, temperatureCoefficient: g } = input.plant;
  if (p0 === null || g === null) return null;
  if (d.yieldKwh === null || d.irradiationKwhM2 === null || d.cellTemperatureC === null) return null;
  if (hasEventOf(d.date, input.events, excluded)) return null;
  return p0 * d.irradiationKwhM2 * (1 + g * (d.cellTemperatureC - tRef));
}

export function workingDays(input: ContractInput, from: string): ContractWorkingDay[] {
  const excluded = prExcluded(input.terms);
  const availabilityExcluded = input.terms.availability?.excluded ?? [];
  const tRef = input.terms.pr?.referenceTemperatureC ?? 25;
  return input.days
    .filter((d) => d.date >= from && d.date <= input.lastDay)
    .map(({ overspillKwh: _, ...d }) => {
      const byCause =
        d.lossKwh === null || d.yieldKwh === null ? null : attributeLoss(d.date, d.lossKwh, input.events);
      const notExcluded =
        byCause === null
          ? null
          : [...byCause].reduce((s, [c, kwh]) => (availabilityExcluded.includes(c) ? s : s + kwh), 0);
      return {
        ...d,
        lossByCause: byCause === null ? {} : Object.fromEntries(byCause),
        notExcludedLossKwh: notExcluded,
        prExcludedEvent: hasEventOf(d.date, input.events, excluded),
        prReferenceKwh: input.terms.pr ? prReference(d, input, tRef, excluded) : null,
      };
    });
}

/** The events that overlap [from, to] (half-open intervals, plant-local). */
export function eventsWithin(events: readonly OutageEvent[], from: string, to: string) {
  return events
    .filter((e) => e.end > `${from}T00:00` && e.start < `${to}T24:00`)
    .map((e) => ({
      start: e.start,
      end: e.end,
      category: e.category,
      share: e.share,
      reference: e.reference ?? null,
    }));
}
