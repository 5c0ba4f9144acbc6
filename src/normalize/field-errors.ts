import { ParseError } from "../kit/errors.js";
import type { ParseContext } from "../kit/format.js";
import { ValueError } from "./value-error.js";

/**
 * A normalizer's errors, placed at the value they are about: `fail(field, err)` throws a ParseError at the offset
 * the raw record kept for `field` (or for the nearest field it is part of: `latency` for `latency.avgMs`, `checks` for
 * `checks.2`; the input's start when none), its message `field: reason`; `read(field, f)` runs `f` and fails so on
 * what it throws (a ValueError from src/normalize, say).
 *
 * @example
 * const { read } = fieldErrors("wrk", ctx, offsets);
 * read("requests", () => parseInteger("12x")) // throws ParseError "requests: ..." at the Requests value
 */
export function fieldErrors(format: string, ctx: ParseContext, offsets: ReadonlyMap<string, number>, variant?: string) {
  const offsetOf = (field: string): number => {
    for (let name = field; ; name = name.slice(0, name.lastIndexOf("."))) {
      const at = offsets.get(name);
      if (at !== undefined) return at;
      if (!name.includes(".")) return 0;
    }
  };
  const fail = (field: string, err: unknown): never => {
    const message = err instanceof ValueError ? err.message : String(err);
    throw new ParseError({ format, variant, source: ctx.source, text: ctx.text, offset: offsetOf(field), message: `${field}: ${message}` });
  };
  const read = <T>(field: string, f: () => T): T => {
    try {
      return f();
    } catch (err) {
      return fail(field, err);
    }
  };
  return { fail, read };
}
