import type { CommandLine } from "./command-line.js";

/**
 * The command line a load-test record's run was started with, when the engine read one: pasted before the output
 * (`$ hey -n 200 -c 10 http://h/`) or given with the text (options.command, `benchparse -- hey ...`). Kept beside
 * the record (a WeakMap: nothing is added to the record, nothing kept once it is dropped), for `summarize` to give
 * the target and concurrency the tool did not print, as `report` takes them from an extracted block's command.
 *
 * @example
 * runCommand(parse("$ siege -c50 -t20S http://h/read\n" + siegeOutput)[0])?.concurrency //=> 50
 */
export function runCommand(record: unknown): CommandLine | undefined {
  return typeof record === "object" && record !== null ? commands.get(record) : undefined;
}

/** Says which command line a record's run was started with (the engine, for the records of a load-test format). */
export function setRunCommand(record: unknown, command: CommandLine): void {
  if (typeof record === "object" && record !== null) commands.set(record, command);
}

const commands = new WeakMap<object, CommandLine>();
