/**
 * flatTexts (grammars/kit/json.ts): the texts of an object's scalar members by path in a plain object, which the
 * load-test JSON readers (src/formats/load-test/json.ts) give as a run's raw `members`, pinned to flatMembers (the
 * Map of texts and offsets they were made from before).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { flatMembers, flatTexts, readJson, type JsonObject } from "../../grammars/kit/json.js";
import { sampleFiles } from "../helpers/samples.js";

describe("flatTexts (a tool's raw record: the load-test JSON readers)", () => {
  /** flatMembers' texts as a plain object, as the raw records were made before flatTexts. */
  const viaMap = (obj: JsonObject): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const [k, m] of flatMembers(obj, ".")) out[k] = m.text;
    return out;
  };
  it("gives flatMembers' names and texts in its order, on every JSON sample and on odd names", () => {
    let objects = 0;
    const files = sampleFiles("", (f) => /\.json$/.test(f));
    expect(files.length).toBeGreaterThan(20);
    for (const f of files) {
      for (const v of readJson(readFileSync(f, "utf8")).values) {
        if (v.type !== "object") continue;
        objects++;
        const texts = flatTexts(v, ".");
        expect(Object.entries(texts), f).toEqual(Object.entries(viaMap(v)));
      }
    }
    expect(objects).toBeGreaterThan(20);
    const odd = readJson('{"toString": "a", "constructor": {"x": 1}, "__proto__": "p", "a": 1, "a": 2, "b": {"c": 3, "c": 4}, "b.c": 5, "7": 8, "l": [1], "u": {"v": 1')
      .values[0] as JsonObject;
    expect(Object.entries(flatTexts(odd, "."))).toEqual(Object.entries(viaMap(odd)));
    expect(flatTexts(odd, ".")).toEqual({ 7: "8", toString: "a", "constructor.x": "1", a: "1", "b.c": "3" });
  });
});
