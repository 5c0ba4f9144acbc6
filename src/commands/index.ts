/**
 * Subcommands of the CLI (`benchparse <command> ...`). Each lives in its own file, takes the arguments after its
 * name, writes to stdout/stderr and returns the exit status (0 ok, 1 input could not be parsed, 2 usage error).
 * Like the main command, they only call the public API.
 */
export type { Command } from "./command.js";
import type { Command } from "./command.js";

import { compareCommand } from "./compare.js";
import { extractCommand } from "./extract.js";
import { playgroundCommand } from "./playground.js";
import { reportCommand } from "./report.js";
import { runCommand } from "./run.js";
import { schemaCommand } from "./schema.js";

export const commands: Record<string, Command> = Object.assign(Object.create(null) as Record<string, Command>, {
  compare: compareCommand,
  extract: extractCommand,
  playground: playgroundCommand,
  report: reportCommand,
  run: runCommand,
  schema: schemaCommand,
});
