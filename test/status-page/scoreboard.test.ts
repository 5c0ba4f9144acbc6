import { describe, expect, it } from "vitest";
import { countScoreboard } from "../../src/formats/status-page/fields.js";

/** The count as the doc comment says it, one letter at a time (the reader counts by character code). */
function naive(text: string, states: Record<string, string>): Record<string, number> {
  const board: Record<string, number> = { slots: text.length };
  for (const key of Object.values(states)) board[key] = 0;
  board.unknown = 0;
  for (const c of text.split("")) board[Object.hasOwn(states, c) ? states[c]! : "unknown"]!++;
  return board;
}

describe("countScoreboard (src/formats/status-page/fields.ts)", () => {
  const apache = { _: "waiting", S: "starting", R: "reading", W: "sending", K: "keepalive", D: "dns", C: "closing", L: "logging", G: "finishing", I: "idleCleanup", ".": "openSlot" };
  it("equals the letter-by-letter count on random boards (unknown letters, non-ASCII, a state key of two letters)", () => {
    const states = { ...apache, "é": "accented", xy: "never" } as Record<string, string>;
    const alphabet = ["_", "S", "R", "W", "K", "D", "C", "L", "G", "I", ".", "?", "é", "x", "y", "😀", " "];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let round = 0; round < 300; round++) {
      const text = Array.from({ length: next() % 600 }, () => alphabet[next() % alphabet.length]).join("");
      expect(countScoreboard(text, states)).toEqual(naive(text, states));
    }
  });
  it("the doc comment's example", () => {
    expect(countScoreboard("W__.", { _: "waiting", W: "sending", ".": "openSlot" })).toEqual({ slots: 4, waiting: 2, sending: 1, openSlot: 1, unknown: 0 });
  });
});
