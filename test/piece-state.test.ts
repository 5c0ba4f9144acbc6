import { describe, expect, it } from "vitest";
import { restoreState, snapshot } from "../src/api/engine/piece-state.js";
import { PieceCache } from "../src/kit/piece-cache.js";

describe("the state carried from piece to piece (src/api/engine/piece-state.ts)", () => {
  it("copies plain objects, arrays, Maps and Sets through, so a failed piece's changes inside them are undone", () => {
    const state: Record<string, unknown> = { n: 1, list: [{ a: 1 }], byName: new Map([["x", { count: 1 }]]), seen: new Set(["a"]) };
    const saved = snapshot(state);
    (state.list as { a: number }[])[0]!.a = 2;
    (state.byName as Map<string, { count: number }>).get("x")!.count = 5;
    (state.seen as Set<string>).add("b");
    state.n = 7;
    restoreState(state, saved);
    expect(state).toEqual({ n: 1, list: [{ a: 1 }], byName: new Map([["x", { count: 1 }]]), seen: new Set(["a"]) });
  });

  it("keeps a PieceCache (a Map subclass: values that are a function of their key) as it is, not copied each piece", () => {
    const cache = new PieceCache<string, { seconds: number }>();
    cache.set("00:00:01", { seconds: 1 });
    const saved = snapshot({ cache });
    expect(saved.cache).toBe(cache);
    // a plain Map is copied (what atsar's caches were: copied entry by entry for every piece of a long input)
    const plain = new Map([["k", { v: 1 }]]);
    const copied = snapshot({ plain }).plain;
    expect(copied).not.toBe(plain);
    expect(copied.get("k")).not.toBe(plain.get("k"));
    expect(copied).toEqual(plain);
  });

  it("a PieceCache holds at most its limit: when full it starts again empty", () => {
    const cache = new PieceCache<number, number>(3);
    for (let i = 0; i < 3; i++) cache.set(i, i);
    cache.set(2, 20); // a key it has: no clearing
    expect([...cache.keys()]).toEqual([0, 1, 2]);
    cache.set(3, 3);
    expect([...cache.entries()]).toEqual([[3, 3]]);
  });
});
