/**
 * Which of the account's plants a definition reports on. Ids the account does not have
 * come back separately: the plant list is refreshed once a day (spec, "What the service
 * does"), so a new plant is usually just not listed yet, which the pipeline says per plant.
 */
import type { Plant } from "../api/types.js";
import type { ReportDefinition } from "./parse.js";
import type { PlantFilter } from "./plant-fields.js";

export interface PlantSelectionResult {
  selected: Plant[];
  unknownIds: string[];
}

// Made on first use: ICU's region names take tens of milliseconds to load, which a run that
// selects no plant by country need not pay.
let names: Intl.DisplayNames | undefined;
function regionNames(): Intl.DisplayNames {
  names ??= new Intl.DisplayNames(["en"], { type: "region" });
  return names;
}
const same = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "accent" }) === 0;

/** The service's `country` is free text (a name such as "Germany" in practice); accept the code or its English name. */
function inCountry({ country }: Plant, code: string): boolean {
  // Spec, "Plant": an attribute not configured is null; such a plant is in no country.
  if (country === null) return false;
  return same(country, code) || same(country, regionNames().of(code) ?? code);
}

type Criterion = (plant: Plant) => boolean;

/** One test per criterion the filter sets (a list matches when any of its values does). */
function criteria(filter: PlantFilter): Criterion[] {
  const tests: Criterion[] = [];
  const { ids, countries, plantTypes, namePattern } = filter;
  if (ids) tests.push((p) => ids.some((id) => same(id, p.id)));
  if (countries) tests.push((p) => countries.some((c) => inCountry(p, c)));
  if (plantTypes) tests.push((p) => p.plant_type !== null && plantTypes.some((t) => same(t, p.plant_type!)));
  if (namePattern) {
    const re = new RegExp(namePattern, "iu");
    tests.push((p) => re.test(p.name));
  }
  return tests;
}

const byName = (a: Plant, b: Plant) => a.name.localeCompare(b.name, "en") || a.id.localeCompare(b.id);

/** Plants for listed ids, in the listed order; ids the account lacks go to `unknownIds`. */
function byIds(ids: readonly string[], plants: readonly Plant[]): PlantSelectionResult {
  const selected: Plant[] = [];
  const unknownIds: string[] = [];
  for (const id of ids) {
    const plant = plants.find((p) => same(p.id, id));
    if (plant) selected.push(plant);
    else unknownIds.push(id);
  }
  return { selected, unknownIds };
}

/**
 * `include`: a plant must pass every criterion given (they narrow the set);
 * `exclude`: any criterion given removes a plant (each names plants to leave out).
 */
function byFilters(
  include: PlantFilter,
  exclude: PlantFilter,
  plants: readonly Plant[],
): PlantSelectionResult {
  const must = criteria(include);
  const mustNot = criteria(exclude);
  const keep = (p: Plant) => must.every((t) => t(p)) && !mustNot.some((t) => t(p));
  if (include.ids) {
    const { selected, unknownIds } = byIds(include.ids, plants);
    return { selected: selected.filter(keep), unknownIds };
  }
  return { selected: plants.filter(keep).sort(byName), unknownIds: [] };
}

export function selectPlants(def: Pick<ReportDefinition, "plants">, plants: Plant[]): PlantSelectionResult {
  const selection = def.plants;
  if (selection === "all") return { selected: [...plants].sort(byName), unknownIds: [] };
  if (Array.isArray(selection)) return byIds(selection, plants);
  return byFilters(selection.include ?? {}, selection.exclude ?? {}, plants);
}
