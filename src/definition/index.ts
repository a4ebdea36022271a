/** Report definitions: schema, loading, defaults, the report month and the plant selection. */

export { clientFileStem, clientPdfFileName } from "./client-file-name.js";
export { type ClientPlants, ClientsError, resolveClients } from "./client-plants.js";
export { type ClientDefinition, clients as clientsSchema, exactIds } from "./clients.js";
export { DEFAULT_KPIS, DEFAULTS, type KpiFigure, LIMITS } from "./defaults.js";
export { DETAILS_COLUMNS } from "./details-table.js";
export { definitionDigest } from "./digest.js";
export { DefinitionError, type DefinitionIssue } from "./errors.js";
export { type ContractEvent, EVENT_COLUMNS } from "./events-file.js";
export { definitionJsonSchema, jsonSchemaText, writeJsonSchema } from "./json-schema.js";
export { kpisFor } from "./kpis.js";
export { loadDefinition, parseDefinition, type ReportDefinition, readDefinition } from "./parse.js";
export type { PlantDetail } from "./plant-detail.js";
export type { PlantFilter, PlantSelection } from "./plant-fields.js";
export { type ResolvedMonth, resolveMonth } from "./resolve-month.js";
export { definitionSchema } from "./schema.js";
export { type PlantSelectionResult, selectPlants } from "./select.js";
export { withContracts } from "./with-contracts.js";
