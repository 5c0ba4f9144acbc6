/**
 * PlanCache (src/formats/sysstat/row-values.ts): a header row's plan is found again by its names, in the array its
 * rows share or in a new array of the same names (the next report's header), under the same tag only.
 */
import { describe, expect, it } from "vitest";
import { PlanCache } from "../../src/formats/sysstat/row-values.js";

describe("PlanCache", () => {
  it("finds a plan by the same array, by the same names in a new array, and not under another tag or names", () => {
    const plans = new PlanCache<string>();
    const first = ["Device", "r/s", "w/s"];
    expect(plans.get(first)).toBeUndefined();
    expect(plans.add(first, "device plan")).toBe("device plan");
    expect(plans.get(first)).toBe("device plan");
    expect(plans.get([...first])).toBe("device plan");
    expect(plans.get([...first], "other")).toBeUndefined();
    expect(plans.get(["Device", "r/s"])).toBeUndefined();
    expect(plans.get(["Device", "r/s", "w/s", "%util"])).toBeUndefined();
    expect(plans.get(["Device", "w/s", "r/s"])).toBeUndefined();
    // another list in between: the first is still found by its names
    plans.add(["avg-cpu:", "%user"], "cpu plan");
    expect(plans.get(["avg-cpu:", "%user"])).toBe("cpu plan");
    expect(plans.get([...first])).toBe("device plan");
    expect(plans.get(["avg-cpu:", "%user"], "other")).toBeUndefined();
  });

  it("keeps at most `limit` lists, and starts again when full", () => {
    const plans = new PlanCache<number>(2);
    plans.add(["a"], 1);
    plans.add(["b"], 2);
    plans.add(["c"], 3);
    expect(plans.get(["a"])).toBeUndefined();
    expect(plans.get(["c"])).toBe(3);
  });

  it("finds the tables of a sample that take turns, each by its array, after one build of each", () => {
    const plans = new PlanCache<string>();
    const tables = Array.from({ length: 40 }, (_, t) => ["CPU", `col${t}`, `other${t}`]);
    let built = 0;
    for (let sample = 0; sample < 3; sample++) {
      for (const [t, columns] of tables.entries()) {
        for (const tag of ["", "0"]) expect(plans.get(columns, tag) ?? plans.add(columns, `plan ${t} ${tag} ${++built}`, tag)).toBe(`plan ${t} ${tag} ${t * 2 + (tag === "" ? 1 : 2)}`);
      }
    }
    expect(built).toBe(80);
    // the next sample's new arrays of the same names: found by their names, the same plans
    for (const [t, columns] of tables.entries()) expect(plans.get([...columns])).toBe(`plan ${t}  ${t * 2 + 1}`);
  });
});
