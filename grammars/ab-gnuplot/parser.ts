import { EmbeddedActionsParser } from "chevrotain";
import { lazyGrammar } from "../kit/parser.js";
import * as T from "./tokens.js";

export interface TsvRow {
  cells: string[];
  offset: number;
}

/** Tab-separated rows; empty lines are skipped. Which columns mean what is decided by the normalizer. */
export class TsvParser extends EmbeddedActionsParser {
  constructor() {
    super(T.allTokens, { maxLookahead: 1, recoveryEnabled: false });
    this.performSelfAnalysis();
  }

  public file = this.RULE("file", () => {
    const rows: TsvRow[] = [];
    this.MANY(() => {
      this.OR([
        { ALT: () => this.CONSUME(T.Newline) },
        {
          ALT: () => {
            const row = this.SUBRULE(this.row);
            this.ACTION(() => rows.push(row));
            this.OPTION(() => this.CONSUME2(T.Newline));
          },
        },
      ]);
    });
    return rows;
  });

  private row = this.RULE("row", (): TsvRow => {
    const cells: string[] = [];
    let offset = -1;
    this.AT_LEAST_ONE(() => {
      this.OR([
        {
          ALT: () => {
            const c = this.CONSUME(T.Cell);
            this.ACTION(() => {
              if (offset < 0) offset = c.startOffset;
              if (cells.length === 0) cells.push("");
              cells[cells.length - 1] += c.image;
            });
          },
        },
        {
          ALT: () => {
            const t = this.CONSUME(T.Tab);
            this.ACTION(() => {
              if (offset < 0) offset = t.startOffset;
              if (cells.length === 0) cells.push("");
              cells.push("");
            });
          },
        },
      ]);
    });
    return { cells, offset };
  });
}

/** The grammar, built on first use and reused for every input (grammars/kit). */
export const tsvGrammar = lazyGrammar(T.allTokens, () => new TsvParser(), (p) => p.file());
