import type { ProgramSpec } from "./format.js";
import { TYPOGRAPHIC_DASH } from "./shell.js";

/**
 * A program's arguments read the way its getopt reads them (`spec`'s letters that take a value; Go's flag package for
 * `optionStyle: "go"`): options by letter or
 * long name (value, or true for a flag), operands, the words as read, and what was repaired (typographic dashes, a URL
 * glued to a flag cluster). A format's `command.fromCommand` reads its own options from its `args` with it.
 *
 * @example
 * readArguments(wrkProgram, ["-t2", "-c100", "-R2000", "http://h/"]).options //=> { t: "2", c: "100", R: "2000" }
 */
export function readArguments(spec: ProgramSpec, words: readonly string[]): { options: Record<string, string | true>; operands: string[]; args: string[]; repairs: string[] } {
  const repairs: string[] = [];
  const options: Record<string, string | true> = Object.create(null);
  const operands: string[] = [];
  const args: string[] = [];
  let onlyOperands = false;
  for (let i = 0; i < words.length; i++) {
    let w = words[i]!;
    if (TYPOGRAPHIC_DASH.test(w)) {
      const fixed = w.replace(TYPOGRAPHIC_DASH, (d) => (d.length > 1 ? "--" : spec.longWithValue?.some((n) => w.slice(1).startsWith(n)) ? "--" : "-"));
      repairs.push(`read "${w}" as "${fixed}"`);
      w = fixed;
    }
    args.push(w);
    if (onlyOperands || !w.startsWith("-") || w === "-") {
      operands.push(w);
      // Go's flag package stops at the first operand: the words after it are operands too
      if (spec.optionStyle === "go") onlyOperands = true;
      continue;
    }
    if (w === "--") {
      onlyOperands = true;
      continue;
    }
    if (spec.optionStyle === "go") {
      // `-n 100`, `--n=100`, `-h2`: one option per word, its value in it after `=` or the next word
      const body = w.slice(w.startsWith("--") ? 2 : 1);
      const eq = body.indexOf("=");
      const name = eq === -1 ? body : body.slice(0, eq);
      if (eq !== -1) options[name] = body.slice(eq + 1);
      else if (spec.longWithValue?.includes(name) && i + 1 < words.length) args.push((options[name] = words[++i]!));
      else options[name] = true;
      continue;
    }
    if (w.startsWith("--") || spec.singleDashLong) {
      const eq = w.indexOf("=");
      const name = w.slice(w.startsWith("--") ? 2 : 1, eq === -1 ? undefined : eq);
      if (eq !== -1) options[name] = w.slice(eq + 1);
      else if (spec.longWithValue?.includes(name) && i + 1 < words.length) args.push((options[name] = words[++i]!));
      else options[name] = true;
      continue;
    }
    // A URL glued to a flag cluster (`-khttp://h/`), a typo ab itself would reject.
    const glued = /^(-[A-Za-z]*?)(https?:\/\/\S+)$/.exec(w);
    if (glued) {
      repairs.push(`read "${w}" as "${glued[1]}" "${glued[2]}"`);
      w = glued[1]!;
      operands.push(glued[2]!);
      if (w === "-") continue;
    }
    for (let j = 1; j < w.length; j++) {
      const ch = w[j]!;
      if (spec.shortWithValue.includes(ch)) {
        const inline = w.slice(j + 1);
        if (inline !== "") options[ch] = inline;
        else if (i + 1 < words.length) args.push((options[ch] = words[++i]!));
        else options[ch] = true;
        break;
      }
      options[ch] = true;
    }
  }
  return { options, operands, args, repairs };
}
