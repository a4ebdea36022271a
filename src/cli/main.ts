#!/usr/bin/env node
/** The solar-report bin: thin by design (tsup/citty style). */
import { runCli } from "./app.js";
import { handleError } from "./errors.js";

runCli(process.argv.slice(2)).catch(handleError);
