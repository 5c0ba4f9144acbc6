import { EOF, type IToken, type TokenType } from "chevrotain";
import { lazyGrammar, TextParser } from "../kit/parser.js";
import * as T from "./tokens.js";

/** A printed value with its offset in the parsed text. */
export interface FreeValue {
  text: string;
  offset: number;
}

/** The column header line, e.g. `total used free shared buff/cache available` (possibly translated). */
export interface FreeHeaderLine {
  kind: "header";
  offset: number;
  /** The header words as printed. */
  words: string[];
}

/** A table row: a label (possibly several words, e.g. `-/+ buffers/cache:` or Korean `하  위:`) and its values. */
export interface FreeRowLine {
  kind: "row";
  offset: number;
  /** The label as printed, inner blanks kept. */
  label: string;
  values: FreeValue[];
}

/** One table: a header line and the rows below it (`Mem:`, `Low:`, `High:`, `-/+ buffers/cache:`, `Swap:`, ...). */
export interface FreeTable {
  kind: "table";
  offset: number;
  header: FreeHeaderLine;
  rows: FreeRowLine[];
}

/** A `free -L` line: `SwapUse 0 CachUse 245772  MemUse 370720 MemFree 24314632 ` (label/value pairs). */
export interface FreePairsLine {
  kind: "pairs";
  offset: number;
  pairs: { label: string; value: FreeValue }[];
}

/** A row that comes before any header line (kept so that the caller can report it). */
export interface FreeOrphanRow {
  kind: "orphan";
  offset: number;
  row: FreeRowLine;
}

export type FreeBlock = FreeTable | FreePairsLine | FreeOrphanRow;

type Shape = "blank" | "header" | "row" | "pairs" | "other";

export class FreeParser extends TextParser<FreeBlock[]> {
  constructor() {
    super(T.allTokens, 2);
    this.performSelfAnalysis();
  }

  /** Tables separated by blank lines (free -s/-c), or `free -L` lines. */
  public document = this.RULE("document", () => {
    const blocks: FreeBlock[] = [];
    this.MANY(() => {
      this.OR({
        IGNORE_AMBIGUITIES: true,
        DEF: [
          { ALT: () => this.CONSUME(T.Newline) },
          {
            GATE: () => this.shape() === "pairs",
            ALT: () => {
              const line = this.SUBRULE(this.pairsLine);
              this.ACTION(() => blocks.push(line));
            },
          },
          {
            GATE: () => this.shape() === "header",
            ALT: () => {
              const table = this.SUBRULE(this.table);
              this.ACTION(() => blocks.push(table));
            },
          },
          {
            ALT: () => {
              const row = this.SUBRULE2(this.row);
              this.ACTION(() => blocks.push({ kind: "orphan", offset: row.offset, row }));
            },
          },
        ],
      });
    });
    return blocks;
  });

  /** A header line and the rows under it, up to a blank line, the next header or the end. */
  private table = this.RULE("table", (): FreeTable => {
    const header = this.SUBRULE(this.header);
    const rows: FreeRowLine[] = [];
    this.MANY({
      GATE: () => this.shape() === "row",
      DEF: () => {
        const row = this.SUBRULE(this.row);
        this.ACTION(() => rows.push(row));
      },
    });
    return { kind: "table", offset: header.offset, header, rows };
  });

  /** `               total        used        free      shared  buff/cache   available` */
  private header = this.RULE("header", (): FreeHeaderLine => {
    const words: IToken[] = [];
    this.AT_LEAST_ONE(() => {
      const w = this.CONSUME(T.Word);
      this.ACTION(() => words.push(w));
    });
    this.SUBRULE(this.endOfLine);
    return this.ACTION(() => ({ kind: "header" as const, offset: words[0]!.startOffset, words: words.map((w) => w.image) }));
  });

  /**
   * `Mem:        24683656      370720    24314632        8956      245772    24312936`. The label is the words before
   * the first value; words with a digit at the end of that run, and among the values, are values mistyped or
   * damaged in a paste (`24684O96`, letter O for zero): kept as values, for the normalizer to report where they are.
   */
  private row = this.RULE("row", (): FreeRowLine => {
    const first = this.CONSUME(T.Word);
    const tokens: IToken[] = [first];
    let values = false;
    this.MANY({
      // After the first value, only words with a digit (mistyped values): any other word is a syntax error there.
      GATE: () => !values || this.LA(1).tokenType === T.Value || /\d/.test(this.LA(1).image),
      DEF: () => {
        const t = this.OR([{ ALT: () => this.CONSUME2(T.Word) }, { ALT: () => this.CONSUME(T.Value) }]);
        this.ACTION(() => {
          tokens.push(t);
          if (t.tokenType === T.Value) values = true;
        });
      },
    });
    this.SUBRULE(this.endOfLine);
    return this.ACTION(() => {
      let labelEnd = tokens.findIndex((t) => t.tokenType === T.Value);
      if (labelEnd === -1) labelEnd = tokens.length;
      while (labelEnd > 1 && /\d/.test(tokens[labelEnd - 1]!.image)) labelEnd--;
      return {
        kind: "row" as const,
        offset: first.startOffset,
        label: this.slice(first, tokens[labelEnd - 1]!),
        values: tokens.slice(labelEnd).map((v) => ({ text: v.image, offset: v.startOffset })),
      };
    });
  });

  /** `SwapUse           0 CachUse      245772  MemUse      370720 MemFree    24314632 ` */
  private pairsLine = this.RULE("pairsLine", (): FreePairsLine => {
    const pairs: { first: IToken; last: IToken; value: IToken }[] = [];
    this.AT_LEAST_ONE(() => {
      const words: IToken[] = [];
      this.AT_LEAST_ONE2(() => {
        const w = this.CONSUME(T.Word);
        this.ACTION(() => words.push(w));
      });
      const value = this.CONSUME(T.Value);
      this.ACTION(() => pairs.push({ first: words[0]!, last: words.at(-1)!, value }));
    });
    this.SUBRULE(this.endOfLine);
    return this.ACTION(() => ({
      kind: "pairs" as const,
      offset: pairs[0]!.first.startOffset,
      pairs: pairs.map((p) => ({ label: this.slice(p.first, p.last), value: { text: p.value.image, offset: p.value.startOffset } })),
    }));
  });

  /** A newline, or the end of the input (the last line may lack its newline). */
  private endOfLine = this.RULE("endOfLine", () => {
    this.OR([{ ALT: () => this.CONSUME(T.Newline) }, { ALT: () => this.CONSUME(EOF) }]);
  });

  /** The printed text from the start of one token to the end of another. */
  private slice(first: IToken, last: IToken): string {
    return this.text.slice(first.startOffset, last.startOffset + last.image.length);
  }

  /**
   * What the line ahead looks like, from its token kinds: only words (a header), two or more word-then-value pairs
   * (`free -L`), words then values (a row; words with a digit may stand among the values), or something else. Used by
   * the gates above; it only peeks.
   */
  private shape(): Shape {
    const kinds: string[] = [];
    for (let i = 1; ; i++) {
      const t = this.LA(i);
      if (t.tokenType === EOF || t.tokenType === T.Newline) break;
      kinds.push(t.tokenType === T.Value ? "V" : /\d/.test(t.image) ? "D" : "W");
    }
    const s = kinds.join("");
    if (s === "") return "blank";
    if (/^[WD]+$/.test(s)) return "header";
    if (/^(?:W+V){2,}$/.test(s)) return "pairs";
    // Words with a digit among the values (D) are mistyped values: `Mem: 24684O96 ...`, `Swap: 0 0O 0`.
    if (/^[WD]+V[VD]*$/.test(s)) return "row";
    return "other";
  }
}

/** The free grammar, built once and reused (see src/kit/grammar.ts). */
export const freeGrammar = lazyGrammar(T.lexerDefinition, () => new FreeParser(), (p, text) => p.read(text));

export const freeTokens: TokenType[] = T.allTokens;
