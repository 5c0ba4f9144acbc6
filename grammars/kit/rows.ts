import { EmbeddedActionsParser } from "chevrotain";
import { token } from "./tokens.js";
import { lazyGrammar, parserConfig } from "./parser.js";

/*
 * Files of one record per line whose cells the format splits by hand (ab -g's tab-separated rows, hey -o csv's
 * comma-separated ones): a row is one token, its text up to the line end, instead of a token per cell (cells may hold
 * spaces or dates, and nothing but cells is in a row). Empty lines are skipped.
 */
export const RowNewline = token({ name: "Newline", pattern: /\r?\n/, label: "end of line" });
export const Row = token({ name: "Row", pattern: /[\x00-\x09\x0b-\x0c\x0e-\uffff]+/, label: "a row" });

export const rowTokens = [RowNewline, Row];

/** The rows of a file: each row's text (the line without its end) and where it starts, one list each. */
export interface Rows {
  texts: string[];
  offsets: number[];
}

/** Rows of text, one token each; what the cells are and mean is the format's. */
export class RowsParser extends EmbeddedActionsParser {
  constructor() {
    super(rowTokens, parserConfig(1));
    this.performSelfAnalysis();
  }

  public file = this.RULE("file", (): Rows => {
    const rows: Rows = { texts: [], offsets: [] };
    this.MANY(() => {
      this.OR([
        { ALT: () => this.CONSUME(RowNewline) },
        {
          ALT: () => {
            const row = this.CONSUME(Row);
            this.ACTION(() => {
              rows.texts.push(row.image);
              rows.offsets.push(row.startOffset);
            });
            this.OPTION(() => this.CONSUME2(RowNewline));
          },
        },
      ]);
    });
    return rows;
  });
}

/** The grammar, built on first use and reused for every input (grammars/kit). */
export const rowsGrammar = lazyGrammar(rowTokens, () => new RowsParser(), (p) => p.file());

/**
 * The rows the grammar gives, read by hand: the lines without their ends (`\n`, or `\r\n`), empty ones left out. A
 * CR anywhere else (the lexer stops there: no token reads it) gives undefined, for the grammar to say where.
 * test/grammars-kit/rows-hand.test.ts pins it to the grammar (the samples of ab -g and hey -o csv, and every
 * arrangement of cells, separators, blanks, CRs and line ends up to five pieces long).
 *
 * @example
 * rowsByHand("a,b\r\n\nc") //=> { texts: ["a,b", "c"], offsets: [0, 6] }
 * rowsByHand("a\rb") //=> undefined
 */
export function rowsByHand(text: string): Rows | undefined {
  const rows: Rows = { texts: [], offsets: [] };
  const crs = text.indexOf("\r") !== -1;
  for (let pos = 0; pos < text.length; ) {
    let end = text.indexOf("\n", pos);
    const last = end === -1;
    if (last) end = text.length;
    let stop = end;
    if (crs) {
      const cr = text.indexOf("\r", pos);
      if (cr !== -1 && cr < end) {
        // only a CR right before the line end is part of it
        if (cr !== end - 1 || last) return undefined;
        stop = cr;
      }
    }
    if (stop > pos) {
      rows.texts.push(text.slice(pos, stop));
      rows.offsets.push(pos);
    }
    pos = end + 1;
  }
  return rows;
}

