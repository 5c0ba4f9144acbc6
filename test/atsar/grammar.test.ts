import { describe, expect, it } from "vitest";
import { atsarGrammar } from "../../grammars/atsar/parser.js";
import { runGrammar } from "../../src/kit/grammar.js";
import { ParseError } from "../../src/index.js";

describe("atsar grammar", () => {
  it("builds with Chevrotain's grammar validations on", () => {
    // performSelfAnalysis (in the constructor) throws on ambiguities, left recursion and token conflicts.
    expect(() => atsarGrammar.validate()).not.toThrow();
  });

  it("reads the report header, the banner, a column header with a glued tag, rows and continuation rows", () => {
    const text = [
      "",
      "vm  6.1.0  #1 SMP Tue Nov 14 13:30:08 UTC 2023  x86_64  2026/11/30",
      "-------------------------- analysis date: 2026/11/30 --------------------------",
      "15:50:17  interf busy ipack/s maxmbps_if_",
      "15:50:18  lo        ?     0.0     0  ",
      "          eth0    12%   5.0  1000 f",
      "",
    ].join("\n");
    const lines = runGrammar(atsarGrammar, text, "atsar");
    expect(lines.map((l) => l.kind)).toEqual(["blank", "system", "banner", "report", "report", "report"]);
    const system = lines[1]!;
    expect(system.kind === "system" && system.cells.map((c) => c.text)).toEqual(["vm", "6.1.0", "#1", "SMP", "Tue", "Nov", "14", "13:30:08", "UTC", "2023", "x86_64"]);
    const header = lines[3]!;
    expect(header.kind === "report" && header.segments[0]).toMatchObject({
      kind: "header",
      time: { text: "15:50:17" },
      words: [{ text: "interf" }, { text: "busy" }, { text: "ipack/s" }],
      tag: { text: "maxmbps_if_" },
    });
    const cont = lines[5]!;
    expect(cont.kind === "report" && cont.lead.map((c) => c.text)).toEqual(["eth0", "12%", "5.0", "1000", "f"]);
  });

  it("a line whose breaks were lost holds several clock-time segments", () => {
    const [line] = runGrammar(atsarGrammar, "16:09:26 memtot memfree _mem_ 16:09:30 2024M 1502M 16:09:30 cpu %usr _cpu_ 16:09:35 all 88", "atsar");
    expect(line!.kind === "report" && line!.segments.map((s) => s.kind)).toEqual(["header", "cells", "header", "cells"]);
  });

  it("a tag inside a row (a command named my_app_) is a plain cell; a tag-like word with more after it is a cell", () => {
    const [line] = runGrammar(atsarGrammar, "15:50:54   5936 my_app_   93% |  6364 a_b_c  62%\n", "atsar");
    expect(line!.kind === "report" && line!.segments[0]!.kind).toBe("cells");
  });

  it("a control character is a lexing error at its position", () => {
    try {
      runGrammar(atsarGrammar, "15:50:54  all 1\n15:50:55  all \u0001\n", "atsar");
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ParseError);
      expect((err as ParseError).line).toBe(2);
      expect((err as ParseError).column).toBe(15);
    }
  });
});
