/** Report definitions: schema, loading, defaults, the report month and the plant selection. */
export { DEFAULT_KPIS, DEFAULTS, type KpiFigure } from "./defaults.js";
export { definitionDigest } from "./digest.js";
export { DefinitionError, type DefinitionIssue } from "./errors.js";
export { definitionJsonSchema, jsonSchemaText, writeJsonSchema } from "./json-schema.js";
export { kpisFor } from "./kpis.js";
export { loadDefinition, parseDefinition, type ReportDefinition } from "./parse.js";
export type { PlantDetail, PlantFilter, PlantSelection } from "./plant-fields.js";
export { type ResolvedMonth, resolveMonth } from "./resolve-month.js";
export { definitionSchema } from "./schema.js";
export { type PlantSelectionResult, selectPlants } from "./select.js";
