/**
 * grammars/kit/first-chars.ts: the characters a pattern's match can start with, which the load generators' hand
 * lexer (line-lexer.ts) uses to try only the patterns that can match at a character. It must never leave out a
 * character a match starts with: checked for every token pattern of every line mode at every place of every line of
 * those formats' samples, and of seeded lines made of the patterns' own words.
 */
import { readdirSync, readFileSync } from "node:fs";
import type { TokenType } from "chevrotain";
import { describe, expect, it } from "vitest";
import { firstChars } from "../../grammars/kit/first-chars.js";
import { AUTOCANNON_LINE_MODE } from "../../grammars/autocannon/rows.js";
import { BOMBARDIER_LINE_MODE } from "../../grammars/bombardier/rows.js";
import { H2LOAD_LINE_MODE } from "../../grammars/h2load/rows.js";
import { HEY_LINE_MODE } from "../../grammars/hey/rows.js";
import { HTTPERF_LINE_MODE } from "../../grammars/httperf/rows.js";
import { OHA_LINE_MODE } from "../../grammars/oha/rows.js";
import { SIEGE_LINE_MODE } from "../../grammars/siege/rows.js";
import { VEGETA_LINE_MODE } from "../../grammars/vegeta/rows.js";
import { WRK_LINE_MODE } from "../../grammars/wrk/rows.js";
import { root, seeded } from "../helpers/samples.js";

const codes = (s: string): number[] => [...s].map((c) => c.charCodeAt(0));
const sorted = (set: Set<number> | undefined): number[] | undefined => (set === undefined ? undefined : [...set].sort((a, b) => a - b));

describe("firstChars: where a pattern's match can start", () => {
  it("reads literals, escapes, classes, groups, alternatives and quantifiers", () => {
    expect(sorted(firstChars(/(?:Latency|Req\/Sec) +\d/))).toEqual(codes("LR"));
    expect(sorted(firstChars(/-?\d+(?:\.\d+)?/))).toEqual(codes("-0123456789"));
    expect(sorted(firstChars(/a*b/))).toEqual(codes("ab"));
    expect(sorted(firstChars(/\^C/))).toEqual(codes("^"));
    expect(sorted(firstChars(/autocannon v(?=\d)/))).toEqual(codes("a"));
    expect(sorted(firstChars(/[\x21-\x24\x26\u0080-\u009f]+/))).toEqual(codes('!"#$&'));
    expect(sorted(firstChars(/[\w.]{2,}/))).toEqual(sorted(new Set(codes("._0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"))));
  });

  it("says it does not know where it cannot tell (never a guess)", () => {
    for (const re of [/a?/, /(?:)/, /(?=\d)x/, /\bfoo/, /./, /[^a]/, /^a/, /a/i, new RegExp("\\1"), /\Sx/, /(?<n>a)/]) expect(firstChars(re), re.source).toBeUndefined();
  });
});

const MODES = { autocannon: AUTOCANNON_LINE_MODE, bombardier: BOMBARDIER_LINE_MODE, h2load: H2LOAD_LINE_MODE, hey: HEY_LINE_MODE, httperf: HTTPERF_LINE_MODE, oha: OHA_LINE_MODE, siege: SIEGE_LINE_MODE, vegeta: VEGETA_LINE_MODE, wrk: WRK_LINE_MODE };

describe("firstChars of every line mode's token patterns leaves out no character a match starts with", () => {
  for (const [format, mode] of Object.entries(MODES)) {
    it(`${format}: every place of every sample line, and seeded lines of the patterns' words`, () => {
      const tokens = mode.tokens as readonly TokenType[];
      const patterns = tokens.map((t) => ({ re: new RegExp((t.PATTERN as RegExp).source, "y"), first: firstChars(t.PATTERN as RegExp) }));
      // (most patterns are read: else the lexer would try every pattern everywhere, as before)
      expect(patterns.filter((p) => p.first !== undefined).length).toBeGreaterThan(patterns.length * 0.8);
      const lines: string[] = [];
      for (const f of readdirSync(`${root}/samples/${format}`)) if (f !== "README.md") lines.push(...readFileSync(`${root}/samples/${format}/${f}`, "utf8").split("\n"));
      // seeded lines: the patterns' own literal words, digits and signs, run together and apart
      const words = [...new Set(tokens.flatMap((t) => (t.PATTERN as RegExp).source.replace(/\\./g, " ").split(/[^A-Za-z0-9/:%-]+/)).filter((w) => w !== ""))];
      const next = seeded(20261208);
      for (let i = 0; i < 400; i++) {
        let line = "";
        for (let k = 1 + next(6); k > 0; k--) line += [words[next(words.length)]!, String(next(1000)), "-", ".", ":", " ", "  ", "/", "(", "[", "%"][next(11)];
        lines.push(line);
      }
      // a match starting with a character firstChars left out: a wrong answer
      const wrong: string[] = [];
      let places = 0;
      for (const line of lines) {
        for (let p = 0; p < line.length; p++) {
          const c = line.charCodeAt(p);
          if (c >= 128) continue;
          places++;
          for (const { re, first } of patterns) {
            if (first === undefined || first.has(c)) continue;
            re.lastIndex = p;
            if (re.test(line) && wrong.length < 5) wrong.push(`${re.source} at ${p} of ${JSON.stringify(line)}`);
          }
        }
      }
      expect(wrong).toEqual([]);
      expect(places).toBeGreaterThan(1000);
    });
  }
});
