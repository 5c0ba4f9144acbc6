import type { IToken, TokenType } from "chevrotain";
import { lazyGrammar, LineParser } from "../kit/parser.js";
import * as T from "./tokens.js";

/** What a cell is: a word, an integer, `-t`'s date or clock. */
export type VmstatCellKind = "word" | "int" | "date" | "clock";

/** One blank-separated cell as printed, with its offset in the parsed text. */
export interface VmstatCell {
  kind: VmstatCellKind;
  text: string;
  offset: number;
}

/** One non-blank line: its cells in order (what the line is, table row or header or -s line, is decided in src/). */
export interface VmstatLine {
  offset: number;
  cells: VmstatCell[];
}

const KIND = new Map<TokenType, VmstatCellKind>([
  [T.Word, "word"],
  [T.Integer, "int"],
  [T.DateCell, "date"],
  [T.ClockCell, "clock"],
]);

export class VmstatParser extends LineParser<VmstatLine> {
  constructor() {
    super(T.allTokens, 1);
    this.performSelfAnalysis();
  }

  /** A line: `procs ---...`, ` r  b   swpd ...`, ` 2  0      0 23621068 ...`, `     24684092 K total memory`. */
  protected line = this.RULE("line", (): VmstatLine => {
    const tokens: IToken[] = [];
    this.AT_LEAST_ONE(() => {
      const t = this.OR([
        { ALT: () => this.CONSUME(T.Integer) },
        { ALT: () => this.CONSUME(T.Word) },
        { ALT: () => this.CONSUME(T.DateCell) },
        { ALT: () => this.CONSUME(T.ClockCell) },
      ]);
      this.ACTION(() => tokens.push(t));
    });
    return this.ACTION(() => ({
      offset: tokens[0]!.startOffset,
      cells: tokens.map((t) => ({ kind: KIND.get(t.tokenType)!, text: t.image, offset: t.startOffset })),
    }));
  });
}

/** The vmstat grammar, built once and reused (see src/kit/grammar.ts). */
export const vmstatGrammar = lazyGrammar(T.lexerDefinition, () => new VmstatParser(), (p, text) => p.read(text));

export const vmstatTokens: TokenType[] = T.allTokens;
