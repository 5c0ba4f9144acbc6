/**
 * The engine's line rule (src/api/lines.ts): which CRs end a line, whatever the chunking. Issue 39: a first line ended
 * by LF decided for the whole input that a CR alone stays in the line, but only when the first chunk held a CR, so a
 * report with CR-only line ends after a `$ sar` prompt gave 1 record in one chunk and 759 in 7-character chunks.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LineSplitter } from "../src/api/lines.js";
import { prepareText } from "../src/api/text.js";

/** The lines of `chunks` read in order, and whether the text ended at a line end. */
function linesOf(chunks: string[], maxLine = Infinity): string[] {
  const out: string[] = [];
  const splitter = new LineSplitter({ line: (line) => void out.push(line), tooLong: () => void out.push("<too long>") }, maxLine);
  for (const c of chunks) splitter.push(c);
  splitter.end();
  return out;
}

describe("line ends", () => {
  it.each([
    ["LF", "a\nb\n", ["a", "b"]],
    ["CR LF", "a\r\nb\r\n", ["a", "b"]],
    ["CR CR LF (converted twice): one line end", "a\r\r\nb", ["a", "b"]],
    ["CR alone (an old Mac file)", "a\rb\r", ["a", "b"]],
    ["CR CR: a blank line between", "a\r\rb", ["a", "", "b"]],
    ["CR alone after lines ended by LF (a prompt, then a copy with CR ends)", "$ sar 1\nLinux\r\r12:00:01 all\r", ["$ sar 1", "Linux", "", "12:00:01 all"]],
    ["ab 1.3: CR, blanks, CR at the start of a line stay in it", "done\n\r    \rServer Software: x\n", ["done", "\r    \rServer Software: x"]],
    ["bombardier: every CR of a line that starts with one stays in it", "x\n\r[>--] 0s\r[=>-] 1s\nDone!", ["x", "\r[>--] 0s\r[=>-] 1s", "Done!"]],
    ["a terminal's line quoted or commented in a copy", "x\n> \r  \rServer\n# \r[>-] 0s\r[=>] 1s\n", ["x", "> \r  \rServer", "# \r[>-] 0s\r[=>] 1s"]],
    ["a CR after text on a line after a LF ends it", "x\nProgress 10%\rProgress 20%\n", ["x", "Progress 10%", "Progress 20%"]],
    ["a CR first in the input ends a line", "\r\rLinux\r", ["", "", "Linux"]],
    ["a terminal CR last in the input", "a\n\r", ["a", ""]],
    ["a byte-order mark first", "\ufeffa\n\ufeffb", ["a", "\ufeffb"]],
  ])("%s", (_name, text, want) => {
    expect(linesOf([text])).toEqual(want);
  });

  it("gives the same lines whatever the chunking (every split, and random splits, of CR/LF/blank texts)", () => {
    const text = fc.string({ unit: fc.constantFrom("a", "b", " ", "\t", "\r", "\n", "\r\n", "\ufeff"), maxLength: 40 });
    fc.assert(
      fc.property(text, fc.array(fc.nat({ max: 40 }), { maxLength: 6 }), (t, cuts) => {
        const want = linesOf([t]);
        for (let i = 0; i <= t.length; i++) expect(linesOf([t.slice(0, i), t.slice(i)])).toEqual(want);
        const at = [...new Set(cuts.map((c) => c % (t.length + 1)))].sort((a, b) => a - b);
        const chunks = [0, ...at].map((from, k) => t.slice(from, k < at.length ? at[k] : t.length));
        expect(linesOf(chunks)).toEqual(want);
        expect(linesOf([...t])).toEqual(want);
      }),
      { seed: 39, numRuns: 400 },
    );
  });

  it("a line longer than the limit is skipped, however it is cut", () => {
    expect(linesOf(["ab\nabcdef\rxy\n"], 4)).toEqual(["ab", "<too long>", "xy"]);
    expect(linesOf(["ab\nabc", "def", "\rxy\n"], 4)).toEqual(["ab", "<too long>", "xy"]);
  });

  it("a long run of CRs in one-character chunks stays linear (no chunk joined to the CRs held back)", () => {
    const chunks = Array<string>(200_000).fill("\r");
    chunks.push("x\n");
    expect(linesOf(chunks).length).toBe(200_001);
  });

  it("prepareText reads line ends as the engine does", () => {
    expect(prepareText("$ sar\nLinux\r\r12:00:01 all\r")).toBe("$ sar\nLinux\n\n12:00:01 all\n");
    expect(prepareText("a\r\nb")).toBe("a\nb");
    expect(prepareText("done\n\r  \rServer\n")).toBe("done\n\r  \rServer\n");
  });
});
