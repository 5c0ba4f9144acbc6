/**
 * The formats' options (FormatDefinition.options) as command-line flags: one flag per option name, shared by the
 * formats that declare the same name (top's and atsar's `date`), its argument parsed and checked with the
 * declaration's schema, and its --help line made from the declaration's description.
 */
import { formatNames, getFormat, type FormatName } from "../formats/index.js";
import type { FormatOption, FormatOptions } from "../kit/format.js";

export interface FormatFlag {
  /** The flag without its dashes (`unit`, `zone-offset`). */
  flag: string;
  /** The option's name in the options object (`unit`, `zoneOffsets`). */
  key: string;
  /** The formats that declare it, each with its declaration. */
  declared: { format: FormatName; option: FormatOption }[];
}

let flags: FormatFlag[] | undefined;

/** Every format option as a flag, in flag order. */
export function formatFlags(): readonly FormatFlag[] {
  if (flags) return flags;
  const byFlag = new Map<string, FormatFlag>();
  for (const format of formatNames) {
    for (const [key, option] of Object.entries((getFormat(format).options ?? {}) as FormatOptions)) {
      const flag = option.flag ?? key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      const entry: FormatFlag = byFlag.get(flag) ?? { flag, key, declared: [] };
      if (entry.key !== key) throw new Error(`the flag --${flag} would stand for two options, ${entry.key} and ${key}`);
      entry.declared.push({ format, option });
      byFlag.set(flag, entry);
    }
  }
  // flags are lowercase ASCII: compared by code unit (localeCompare would load ICU's collator, 10 ms of every run)
  return (flags = [...byFlag.values()].sort((a, b) => (a.flag < b.flag ? -1 : a.flag > b.flag ? 1 : 0)));
}

/** node:util parseArgs declarations of the format flags. */
export function parseArgsOptions(): Record<string, { type: "string" | "boolean"; multiple?: boolean }> {
  return Object.fromEntries(
    formatFlags().map((f) => {
      const o = f.declared[0]!.option;
      return [f.flag, o.placeholder === undefined ? { type: "boolean" as const } : { type: "string" as const, ...(o.pairs ? { multiple: true } : {}) }];
    }),
  );
}

/**
 * The options object the format flags given make, checked with their schemas: for a forced format, that format's
 * declaration; else any that accepts the value. A flag of no format being read, or a bad value, is a usage error
 * (thrown as an Error whose message says what is valid).
 */
export function optionsFromFlags(values: Record<string, unknown>, format: FormatName | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of formatFlags()) {
    const given = values[f.flag];
    if (given === undefined) continue;
    const declared = format === undefined ? f.declared : f.declared.filter((d) => d.format === format);
    if (declared.length === 0) throw new Error(`--${f.flag} is an option of ${f.declared.map((d) => d.format).join(", ")}, not of ${format}`);
    const errors: string[] = [];
    let ok = false;
    for (const { option } of declared) {
      const value = option.pairs ? pairsOf(given as string[], f.flag) : typeof given === "string" && option.fromArgument ? option.fromArgument(given) : given;
      const checked = option.schema.safeParse(value);
      if (checked.success) {
        out[f.key] = checked.data;
        ok = true;
        break;
      }
      errors.push(checked.error.issues.map((i) => i.message).join("; "));
    }
    if (!ok) throw new Error(`--${f.flag} ${valueShown(given)}: ${errors[0]}`);
  }
  return out;
}

function pairsOf(args: readonly string[], flag: string): Record<string, string> {
  const out: Record<string, string> = Object.create(null);
  for (const arg of args) {
    const eq = arg.indexOf("=");
    if (eq <= 0) throw new Error(`--${flag} takes NAME=VALUE, got "${arg}"`);
    out[arg.slice(0, eq)] = arg.slice(eq + 1);
  }
  return out;
}

const valueShown = (v: unknown): string => (Array.isArray(v) ? v.map((x) => JSON.stringify(x)).join(" ") : JSON.stringify(v));

/** The --help lines of the format flags, wrapped to the help's width. */
export function flagsHelp(width = 110): string {
  const lines: string[] = [];
  for (const f of formatFlags()) {
    const o = f.declared[0]!.option;
    const head = `      --${f.flag}${o.placeholder ? ` ${o.placeholder}` : ""}`;
    const text = f.declared.map((d) => `${d.format}: ${d.option.description}`).join("; ");
    const words = text.split(" ");
    let line = head.length < 26 ? head.padEnd(26) : `${head}\n${" ".repeat(26)}`;
    let col = line.length - line.lastIndexOf("\n") - 1;
    for (const w of words) {
      if (col + w.length + 1 > width && col > 26) {
        line += `\n${" ".repeat(26)}`;
        col = 26;
      }
      line += (col > 26 ? " " : "") + w;
      col += (col > 26 ? 1 : 0) + w.length;
    }
    lines.push(line);
  }
  return lines.join("\n");
}
