import { describe, expect, it } from "vitest";
import { SaidOnce } from "../../src/normalize/said-once.js";

describe("SaidOnce", () => {
  it("says each text once per input, across the pieces of a stream, only from pieces that were kept", () => {
    const state: Record<string, unknown> = {};
    const first = new SaidOnce(state, "k");
    expect([first.first("a"), first.first("a"), first.first("b")]).toEqual([true, false, true]);
    // a piece that fails never calls keep(): the next piece says its texts again
    const failed = new SaidOnce(state, "k");
    expect(failed.first("a")).toBe(true);
    first.keep();
    const next = new SaidOnce(state, "k");
    expect([next.first("a"), next.first("b"), next.first("c")]).toEqual([false, false, true]);
    // (a piece works on a copy: what it said is not in the state until it keeps it)
    expect([...(state.k as Set<string>)]).toEqual(["a", "b"]);
  });
});
