import { EmbeddedActionsParser, type TokenType } from "chevrotain";
import { token } from "./tokens.js";
import { lazyGrammar, parserConfig, type Grammar } from "./parser.js";

/*
 * Files whose lines are cells split by one separator character (sadf -d's `;`, sadf -p's tab): a cell is a token (its
 * text up to the next separator or the line end, possibly empty), a separator a token, a line end a token. What the
 * cells mean is the format's. A CR before the line end stays at the end of the line's last cell (the format trims it).
 */

/** The cells of a file's lines: each line's cell texts and where each cell starts (an empty cell at its separator's end). */
export interface DelimitedLine {
  offset: number;
  cells: string[];
  offsets: number[];
}

/** The tokens of a grammar split by `separator`, named after it (`Semicolon`, `Tab`) so two grammars' diagrams differ. */
export function delimitedTokens(separator: ";" | "\t"): { Newline: TokenType; Separator: TokenType; Cell: TokenType; all: TokenType[] } {
  const Newline = token({ name: "Newline", pattern: /\n/, label: "end of line" });
  const Separator = token({ name: separator === ";" ? "Semicolon" : "Tab", pattern: separator === ";" ? /;/ : /\t/, label: separator === ";" ? "';'" : "a tab" });
  // (explicit ranges, not a complement set: the lexer's optimizations reject `[^;\n]`)
  const Cell = token({ name: "Cell", pattern: separator === ";" ? /[\x00-\x09\x0b-\x3a\x3c-\uffff]+/ : /[\x00-\x08\x0b-\uffff]+/, label: "a cell" });
  return { Newline, Separator, Cell, all: [Newline, Separator, Cell] };
}

/** Lines of cells: `line := Cell? (Separator Cell?)*`, lines between line ends; an empty line gives nothing. */
export class DelimitedParser extends EmbeddedActionsParser {
  constructor(private readonly t: ReturnType<typeof delimitedTokens>) {
    super(t.all, parserConfig(1));
    this.performSelfAnalysis();
  }

  public file = this.RULE("file", (): DelimitedLine[] => {
    const lines: DelimitedLine[] = [];
    this.MANY(() => {
      this.OR([
        { ALT: () => this.CONSUME(this.t.Newline) },
        {
          ALT: () => {
            const line = this.SUBRULE(this.line);
            this.ACTION(() => lines.push(line));
            this.OPTION(() => this.CONSUME2(this.t.Newline));
          },
        },
      ]);
    });
    return lines;
  });

  /** `line := (Cell | Separator)+`: a separator at the start, two in a row or one at the end has an empty cell beside it. */
  private line = this.RULE("line", (): DelimitedLine => {
    const line: DelimitedLine = { offset: -1, cells: [], offsets: [] };
    /** Whether the last token was a separator (or none was read): the next cell is the one after it. */
    let open = true;
    /** Where the last token ends (the lexer tracks start offsets only). */
    let end = 0;
    this.AT_LEAST_ONE(() => {
      this.OR([
        {
          ALT: () => {
            const c = this.CONSUME(this.t.Cell);
            this.ACTION(() => {
              if (line.offset === -1) line.offset = c.startOffset;
              line.cells.push(c.image);
              line.offsets.push(c.startOffset);
              open = false;
              end = c.startOffset + c.image.length;
            });
          },
        },
        {
          ALT: () => {
            const sep = this.CONSUME(this.t.Separator);
            this.ACTION(() => {
              if (line.offset === -1) line.offset = sep.startOffset;
              if (open) {
                line.cells.push("");
                line.offsets.push(sep.startOffset);
              }
              open = true;
              end = sep.startOffset + 1;
            });
          },
        },
      ]);
    });
    this.ACTION(() => {
      if (open) {
        line.cells.push("");
        line.offsets.push(end);
      }
    });
    return line;
  });
}

/**
 * A grammar of `separator`-delimited lines, built on first use and reused (grammars/kit/parser.ts lazyGrammar).
 *
 * @example
 * export const sarCsvGrammar = delimitedGrammar(";");
 * runGrammar(sarCsvGrammar, "a;b\n", "sar-csv") //=> [{ offset: 0, cells: ["a", "b"], offsets: [0, 2] }]
 */
export function delimitedGrammar(separator: ";" | "\t"): Grammar<DelimitedParser, DelimitedLine[]> {
  const tokens = delimitedTokens(separator);
  return lazyGrammar(tokens.all, () => new DelimitedParser(tokens), (p) => p.file());
}

/**
 * The lines the delimited grammar gives, read by hand (the grammar's tokens and rules were a third of `--ndjson` on
 * sadf -d, and with the garbage they left, half): every text is the grammar's (its tokens cover every character), so
 * this never needs it. Pinned to the grammar by test/grammars-kit/delimited-hand.test.ts (every sadf -d and -p
 * sample, and texts of separators, line ends, CRs and blanks in every order).
 *
 * @example
 * delimitedLines("a;b\n\n;c;\n", ";") //=> [{ offset: 0, cells: ["a", "b"], offsets: [0, 2] }, { offset: 5, cells: ["", "c", ""], offsets: [5, 6, 8] }]
 */
export function delimitedLines(text: string, separator: ";" | "\t"): DelimitedLine[] {
  const lines: DelimitedLine[] = [];
  for (let start = 0; start < text.length; ) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = text.length;
    if (end > start) {
      const cells = text.slice(start, end).split(separator);
      const offsets: number[] = new Array(cells.length);
      for (let i = 0, at = start; i < cells.length; i++) {
        offsets[i] = at;
        at += cells[i]!.length + 1;
      }
      lines.push({ offset: start, cells, offsets });
    }
    start = end + 1;
  }
  return lines;
}
