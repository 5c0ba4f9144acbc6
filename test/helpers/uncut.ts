/**
 * Records of a text without its final line end, less the warning the engine gives when the last line's value may be
 * cut (#39: `... the input ends inside its last value` / `<label>: the input ends inside this value`): what is left is
 * what the same text with its line end gives. test/cut-value.test.ts tests the warning itself.
 */
const CUT = /the input ends inside (?:its last value|this value)$/;

export function uncut<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => uncut(v)) as T;
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === "warnings" && Array.isArray(v)) {
      const kept = v.filter((w) => !(typeof w === "string" && CUT.test(w)));
      if (kept.length > 0 || kept.length === v.length) out[key] = kept;
    } else out[key] = uncut(v);
  }
  return out as T;
}
