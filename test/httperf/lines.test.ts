/**
 * The stream cutter's one-pass label test (labelKind) is pinned to the labels' own tests (LABEL_KINDS, the first
 * that matches): over every line of every sample and variants of them (blanks, `^C`, the labels glued, cut and
 * changed), both give the same kind. isEcho's order of tests is checked against the echo pattern alone.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ECHO, isEcho, LABEL_KINDS, labelKind } from "../../src/formats/httperf/lines.js";
import { sampleFiles } from "../helpers/samples.js";

const files = sampleFiles("httperf", (p) => p.endsWith(".txt"));
const sampleLines = [...new Set(files.flatMap((f) => readFileSync(f, "utf8").split("\n")))];
const variants = (line: string): string[] => [
  line,
  ` ${line}`,
  `\t${line}`,
  `\u00a0${line}`,
  `^C${line}`,
  `^C ${line.trimStart()}`,
  ` ^C\t${line.trimStart()}`,
  line.slice(0, Math.floor(line.length / 2)),
  line.replace(/:/, ""),
  line.replace(/ /, "  "),
  line.toLowerCase(),
  `x${line}`,
];
const lines = [
  ...sampleLines.flatMap(variants),
  ...["reply-rate = 1.0", "session-rate = 2", "SH12: x", "RS0:", "SX1:", "httperf: warning: x", "httperf.core: x", "Usage: httperf [-hdvV]", "Session: avg 1", "Session:", ""].flatMap(variants),
];

describe("httperf: labelKind", () => {
  it(`gives LABEL_KINDS' first match on ${lines.length} lines (${files.length} samples and variants)`, () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
    let kinds = 0;
    for (const line of lines) {
      const want = LABEL_KINDS.find(([re]) => re.test(line))?.[1];
      if (want !== undefined) kinds++;
      expect(labelKind(line), line).toBe(want);
    }
    // (the lines have labels of every kind, not only lines without one)
    expect(new Set(lines.map(labelKind)).size).toBe(LABEL_KINDS.length + 1);
    expect(kinds).toBeGreaterThan(1000);
  });

  it("isEcho is the echo pattern on the line without its leading blanks, from a line that starts with httperf --", () => {
    for (const line of lines) expect(isEcho(line), line).toBe(/^[ \t\r\f\v\u00a0\u3000]*httperf --/.test(line) && ECHO.test(line.replace(/^[ \t\r\f\v\u00a0\u3000]*/, "")));
  });
});
