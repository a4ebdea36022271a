/**
 * The import rules of docs/architecture.md ("Dependency rules"), checked by `npm run deps`
 * (part of `npm run check`). Each layer lists what it MAY import inside src/; any other import
 * into src/ fails. Node's modules and declared npm packages are always allowed.
 */

/** Known edges against the picture, each with the reason it stays for now. Keep this short. */
const EXCEPTIONS = {
  definition: [
    // The branding logo is checked with pdfkit's own decoder (the pdfkit adapter's image probe),
    // so `validate` refuses a logo the PDFs could not draw.
    "^src/render/pdf/engine/image-probe\\.ts$",
  ],
};

const VOCABULARY = "^src/vocabulary/";
const I18N = "^src/i18n/";
/** The model's types: the seam every renderer reads (model.ts, and the contract figures it holds). */
const MODEL = "^src/metrics/(model|contract-model)\\.ts$";
const API_TYPES = "^src/api/types\\.ts$";
/** The manifest's shape: index.html is a view of it (the run and `merge` write the same page for it). */
const MANIFEST = "^src/output/manifest(-delivery)?\\.ts$";

/** `layer` (a folder of src/) may import only itself and `allowed` inside src/. */
function layer(name, comment, from, allowed) {
  return {
    name,
    comment,
    severity: "error",
    from: { path: from },
    to: { path: "^src/", pathNot: [from, VOCABULARY, ...allowed, ...(EXCEPTIONS[name] ?? [])] },
  };
}

module.exports = {
  forbidden: [
    layer("vocabulary", "shared words pull no layer with them", VOCABULARY, []),
    layer("i18n", "catalogs and formats know no figure and no file", I18N, []),
    layer("api", "the client knows the service, not the report", "^src/api/", []),
    layer(
      "sandbox",
      "the stand-in service shares only the service's data shapes with the client",
      "^src/sandbox/",
      [API_TYPES],
    ),
    layer("metrics", "pure figures from the service's series", "^src/metrics/", [API_TYPES]),
    layer("definition", "a definition neither fetches nor renders", "^src/definition/", [
      MODEL,
      API_TYPES,
      I18N,
    ]),
    layer(
      "render-pdf",
      "renderers format the model: no API, no figures, no other renderer",
      "^src/render/pdf/",
      ["^src/render/[^/]+\\.ts$", MODEL, I18N],
    ),
    layer(
      "render-xlsx",
      "renderers format the model: no API, no figures, no other renderer",
      "^src/render/xlsx/",
      ["^src/render/[^/]+\\.ts$", MODEL, I18N],
    ),
    layer(
      "render-pdf-engine",
      "the pdfkit and fontkit adapter knows documents, fonts and text, not the report's pages",
      "^src/render/pdf/engine/",
      [],
    ),
    {
      name: "render-pdf-pages",
      comment: "page layouts draw; the workers (threads, priorities, files) call them, not the other way",
      severity: "error",
      from: { path: "^src/render/pdf/pages/" },
      to: { path: "^src/render/pdf/workers/" },
    },
    {
      name: "pdfkit-adapter",
      comment: "only the adapter (render/pdf/engine/) imports pdfkit and fontkit, whose internals it uses",
      severity: "error",
      from: { pathNot: "^src/render/pdf/engine/" },
      to: { path: "(^|/)node_modules/(pdfkit|fontkit)/" },
    },
    layer(
      "render-xlsx-writer",
      "the exceljs adapter writes packages; it knows no sheet of the report",
      "^src/render/xlsx/writer/",
      ["^src/render/xlsx/cells\\.ts$", "^src/render/xlsx/chart/escape-xml\\.ts$"],
    ),
    layer(
      "render-html",
      "index.html renders the manifest: no API, no figures, no files",
      "^src/render/html/",
      ["^src/render/[^/]+\\.ts$", MODEL, MANIFEST, I18N],
    ),
    layer("render-csv", "the data CSVs render the model: no API, no figures, no files", "^src/render/csv/", [
      MODEL,
    ]),
    layer("render", "files shared by the renderers", "^src/render/[^/]+\\.ts$", [MODEL, I18N]),
    layer("output", "the output folder and manifest, written from the model", "^src/output/", [MODEL, I18N]),
    {
      name: "pipeline",
      comment: "the pipeline composes the layers; it does not reach the CLI, the sandbox or the tools",
      severity: "error",
      from: { path: "^src/pipeline/" },
      to: { path: "^src/(cli|sandbox|bench|docs)/" },
    },
    {
      name: "cli",
      comment: "the tools (benchmarks, generated docs) are not part of the product",
      severity: "error",
      from: { path: "^src/cli/" },
      to: { path: "^src/(bench|docs)/" },
    },
    {
      name: "no-circular",
      comment: "no runtime import cycle (type-only imports excluded: they vanish at run time)",
      severity: "error",
      // Plain text and text in several fonts call each other by design: a plain line that needs
      // another script's font is drawn as runs, and each run of the base font as plain text.
      from: { pathNot: "^src/render/pdf/pages/(context|text-runs)\\.ts$" },
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "no-non-package-json",
      comment: "every package imported is declared in package.json",
      severity: "error",
      from: {},
      to: { dependencyTypes: ["npm-no-pkg", "npm-unknown"] },
    },
    {
      name: "not-to-dev-dep",
      comment: "the product does not import a devDependency (missing after npm ci --omit=dev)",
      severity: "error",
      from: { path: "^src/" },
      to: { dependencyTypes: ["npm-dev"], dependencyTypesNot: ["type-only"] },
    },
    {
      name: "not-to-unresolvable",
      comment: "an import that resolves to nothing",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // `import type` counts: a renderer importing a metrics function's type still depends on it.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
    },
  },
};
