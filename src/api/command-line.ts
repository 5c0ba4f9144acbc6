import { formatsByPriority, type FormatName } from "../formats/index.js";
import type { CommandFigures, ProgramSpec } from "../kit/format.js";
import { readArguments } from "../kit/arguments.js";
import { shellWords, TYPOGRAPHIC_DASH } from "../kit/shell.js";
import { memoized } from "../normalize/memoized.js";
import { PROMPT } from "../kit/prompt.js";

/**
 * Shell command lines in a transcript or a blog post (`$ ab -n 1000 -c 10 http://h/`, `root@host:~# webbench
 * -c200 ...`, `[root@localhost ~]# ab ...`, `C:\ab>ab.exe ...`), read the way each tool's getopt reads them, so a
 * block knows its clients, URL and options even when the tool did not print them.
 */

/** The programs whose command lines are read, by every name they are run as: each format declares its own. */
let programs: Map<string, { spec: ProgramSpec; formats: FormatName[] }> | undefined;

function programTable(): Map<string, { spec: ProgramSpec; formats: FormatName[] }> {
  if (programs) return programs;
  programs = new Map();
  for (const def of formatsByPriority()) {
    for (const spec of def.command?.programs ?? []) {
      for (const name of [spec.name, ...(spec.aliases ?? [])]) {
        const entry = programs.get(name) ?? { spec, formats: [] };
        entry.formats.push(def.name as FormatName);
        programs.set(name, entry);
      }
    }
  }
  return programs;
}

let programWord: RegExp | undefined;

/**
 * A cheap first test of a line for a command line: one of the programs' names as a word (after a blank, a path, a
 * prompt character or the start), `.exe` allowed. Lines without one are not looked at further.
 */
export const hasProgramWord: (text: string) => boolean = memoized(testProgramWord);

function testProgramWord(text: string): boolean {
  programWord ??= new RegExp(`(?:^|[\\s/\\\\#$>\\]])(?:${[...programTable().keys()].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(?:\\.exe)?(?=\\s|$)`, "i");
  return programWord.test(text);
}


/** Words that may stand before the program: `sudo`, `time`, `nohup`, `env`, `busybox` (its applets), `VAR=value`. */
const PREFIX_WORDS = /^(?:(?:sudo(?:\s+-\S+)*|time|nohup|env|busybox|nice(?:\s+-n\s*-?\d+)?|[A-Z_][A-Z0-9_]*=\S*)\s+)*/;

export interface CommandLine extends CommandFigures {
  /** 1-based source line. */
  line: number;
  /** The command as printed, without the prompt. */
  text: string;
  /** The prompt in front of it, when there was one. */
  prompt?: string;
  /** The program, by its usual name (`ab` for `ab2`, `abs` or `/usr/sbin/ab`). */
  program: string;
  /** The program word as typed (`/usr/local/apache/bin/ab`). */
  invokedAs: string;
  /** The arguments, split as a shell would (quotes removed), up to a pipe or redirection. */
  args: string[];
  /** Options by name (`c`, `n`, `t`, `clients`): their value, or true for a flag. */
  options: Record<string, string | true>;
  /** Arguments that are not options. */
  operands: string[];
  /** What was repaired to read it (typographic dashes, a URL glued to an option). */
  repairs?: string[];
}

/** The program a line runs and where its arguments start, or undefined when the line is not a command line. */
const matchCommand = memoized(readCommand);

function readCommand(text: string): { prompt?: string; invokedAs: string; program: string; rest: string } | undefined {
  const prompt = PROMPT.exec(text);
  const candidates: { prompt?: string; rest: string }[] = [];
  if (prompt && prompt[0].trim() !== "") candidates.push({ prompt: prompt[0].trim(), rest: text.slice(prompt[0].length) });
  candidates.push({ rest: text.replace(/^\s+/, "") });
  for (const c of candidates) {
    const afterPrefix = c.rest.replace(PREFIX_WORDS, "");
    const m = /^((?:[\w.~-]*[\\/])*)([\w.-]+)(?=\s|$)(.*)$/.exec(afterPrefix);
    if (!m) continue;
    const entry = programTable().get(m[2]!.toLowerCase());
    if (entry === undefined) continue;
    const program = entry.spec.name;
    const rest = m[3]!.trim();
    if (entry.spec.ownLines?.some((re) => re.test(rest))) continue;
    // A program's echo of its own command line (no prompt before it) is its output.
    if (c.prompt === undefined && entry.spec.echoes?.test(c.rest)) continue;
    // Without a prompt, prose can start with "top" or "free": require an option or a URL.
    if (c.prompt === undefined && !/(?:^|\s)(?:[-\u2012-\u2015\u2212]\S|https?:\/\/)/.test(rest) && !/^\d+(\s+\d+)?$/.test(rest)) continue;
    if (c.prompt === undefined && /[\u4e00-\u9fff]/.test(rest)) continue;
    return { prompt: c.prompt, invokedAs: m[1]! + m[2]!, program, rest };
  }
  return undefined;
}

/** True when the line runs a program that prints a registered format (with or without a prompt). */
export function isCommandLine(text: string): boolean {
  return matchCommand(text) !== undefined;
}

/**
 * Reads a command line: program, options (getopt style: clusters `-kc10`, values glued or separate, `--name=value`;
 * or Go's flag package's, as the program declares: ProgramSpec.optionStyle), operands, and the figures a report
 * needs. Typographic dashes (`–c500`) are read as `-`.
 *
 * @example
 * parseCommandLine("root@ftp: ~#webbench –c500 -t30 http://h/", 7)
 * //=> { line: 7, program: "webbench", concurrency: 500, durationSeconds: 30, url: "http://h/", ... }
 */
export function parseCommandLine(text: string, line: number): CommandLine | undefined {
  const read = readCommandLine(text);
  return read === undefined ? undefined : { line, ...read };
}

/**
 * parseCommandLine but the line number, once per distinct text: a log of run after run prints the same command line
 * before each run. Its arrays and objects are shared by every line of that text: read, never changed.
 */
const readCommandLine = memoized((text: string): Omit<CommandLine, "line"> | undefined => {
  const m = matchCommand(text);
  if (!m) return undefined;
  const spec = programTable().get(m.program)!.spec;
  const { options, operands, args, repairs } = readArguments(spec, shellWords(m.rest));
  const out: Omit<CommandLine, "line"> = {
    text: commandText(text, m.invokedAs, m.prompt),
    program: m.program,
    invokedAs: m.invokedAs,
    args,
    options,
    operands,
  };
  if (m.prompt !== undefined) out.prompt = m.prompt;
  const url = operands.find((o) => /^https?:\/\//i.test(o));
  if (url !== undefined) out.url = url;
  // A figure too large to be exact (beyond 2^53) is left out rather than rounded.
  for (const [key, value] of Object.entries(spec.figures?.(options, operands) ?? {}) as [keyof CommandFigures, string | number | undefined][]) {
    if (value !== undefined && (typeof value !== "number" || Math.abs(value) <= Number.MAX_SAFE_INTEGER)) (out as unknown as Record<string, unknown>)[key] ??= value;
  }
  if (repairs.length) out.repairs = repairs;
  return out;
});

/** The program a name is run as (`ab2` is ab), as the formats that print it declare it. */
export function programSpec(program: string): ProgramSpec | undefined {
  return programTable().get(program)?.spec;
}

/** The formats a command line's program prints, highest priority first. */
export function formatsOfProgram(program: string): readonly FormatName[] {
  return programTable().get(program)?.formats ?? [];
}

function commandText(text: string, invokedAs: string, prompt: string | undefined): string {
  const from = prompt === undefined ? 0 : text.indexOf(prompt) + prompt.length;
  const at = text.indexOf(invokedAs, Math.max(0, from));
  return (at === -1 ? text : text.slice(at)).trim();
}
