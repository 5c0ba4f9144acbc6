import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createSyntaxDiagramsCode } from "chevrotain";
import { describe, expect, it } from "vitest";
import { SysstatParser as SarParser, sysstatGrammar as sarGrammar } from "../../grammars/sysstat/parser.js";
import { runGrammar } from "../../src/kit/grammar.js";
import { root } from "./helpers.js";

describe("sar grammar", () => {
  it("builds with Chevrotain's grammar and lexer validations on", () => {
    expect(() => sarGrammar.validate()).not.toThrow();
  });

  it("reads the report header, with a host name containing blanks", () => {
    const [line] = runGrammar(sarGrammar, "Linux 6.1.0-13-amd64 (web 01) \t01/15/2024 \t_x86_64_\t(8 CPU)\n", "sar");
    expect(line).toMatchObject({ kind: "sysinfo", host: "web 01", os: { text: "Linux" }, release: { text: "6.1.0-13-amd64" }, arch: { text: "_x86_64_" }, cpuCount: { text: "8" } });
    expect(line!.kind === "sysinfo" && line!.date.map((d) => d.text)).toEqual(["01/15/2024"]);
  });

  it("reads every clock form as one stamp", () => {
    const text = ["13:20:09  CPU %user", "01:20:09 PM  CPU %user", "13时20分09秒  CPU", "13時20分09秒  CPU", "13시 20분 09초  CPU"].join("\n");
    const lines = runGrammar(sarGrammar, text, "sar");
    expect(lines.map((l) => (l.kind === "row" ? l.stamp.text : l.kind))).toEqual(["13:20:09", "01:20:09 PM", "13时20分09秒", "13時20分09秒", "13시 20분 09초"]);
  });

  it("reads translated Average labels, with fr_FR's narrow no-break space", () => {
    const labels = ["Average:", "Durchschn.:", "Moyenne\u202f:", "平均时间:", "平均値:", "平均時間：", "Trung bình:", "Среднее:", "Summary:", "Minimum:"];
    const lines = runGrammar(sarGrammar, labels.map((l) => `${l}  all  1,50  2`).join("\n"), "sar");
    expect(lines.map((l) => l.kind === "row" && l.stamp.kind)).toEqual(labels.map(() => "label"));
    expect(lines.map((l) => l.kind === "row" && l.stamp.text)).toEqual(labels);
  });

  it("marks numeric cells, human units and decimal commas included, and keeps names as words", () => {
    const [row] = runGrammar(sarGrammar, "13:20:19   virbr0-nic  2,15  1.4G  82.9%  -11.19  0.0B  3f0  (R)\n", "sar");
    expect(row!.kind === "row" && row!.cells.map((c) => [c.text, c.numeric])).toEqual([
      ["virbr0-nic", false],
      ["2,15", true],
      ["1.4G", true],
      ["82.9%", true],
      ["-11.19", true],
      ["0.0B", true],
      ["3f0", false],
      ["(R)", false],
    ]);
  });

  it("reads restart marks with and without the CPU count, and comments to the end of the line", () => {
    const lines = runGrammar(sarGrammar, "08:51:10          LINUX RESTART\n12:54:25     LINUX RESTART\t(24 CPU)\n09:34:30     COM Hello,  world! (x)  \n", "sar");
    expect(lines[0]).toMatchObject({ kind: "restart", stamp: { text: "08:51:10" } });
    expect(lines[0]).not.toHaveProperty("cpuCount");
    expect(lines[1]).toMatchObject({ kind: "restart", cpuCount: { text: "24" } });
    expect(lines[2]).toMatchObject({ kind: "comment", text: "Hello,  world! (x)" });
  });

  it("grammars/sar/diagram.html matches the grammar (regenerate with UPDATE_GOLDEN=sar)", () => {
    const html = createSyntaxDiagramsCode(new SarParser().getSerializedGastProductions());
    const path = join(root, "grammars", "sar", "diagram.html");
    const update = (process.env.UPDATE_GOLDEN ?? "").split(",");
    if (update.includes("sar") || update.includes("1")) writeFileSync(path, html);
    expect(existsSync(path)).toBe(true);
    expect(readFileSync(path, "utf8")).toBe(html);
  });
});
