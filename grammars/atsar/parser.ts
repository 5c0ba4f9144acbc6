import { EmbeddedActionsParser, EOF, type IToken, type TokenType } from "chevrotain";
import { lazyGrammar, parserConfig } from "../kit/parser.js";
import * as T from "./tokens.js";

/** A printed cell with its offset in the parsed text. */
export interface AtsarCell {
  text: string;
  offset: number;
}

/**
 * What follows a clock time: a column header ending in a section tag (`cpu %usr ... _cpu_`), the `logging restarted`
 * mark, or cells (values, an item and its values, a message, or nothing for an interval without activity).
 */
export type AtsarSegment =
  | { kind: "header"; time: AtsarCell; words: AtsarCell[]; tag: AtsarCell }
  | { kind: "restart"; time: AtsarCell }
  | { kind: "cells"; time: AtsarCell; cells: AtsarCell[] };

/** One line of output. */
export type AtsarLine =
  | { kind: "blank"; offset: number }
  /** `-------------------------- analysis date: 2026/11/30 --------------------------` */
  | { kind: "banner"; offset: number; date: AtsarCell }
  /** The report header: `vm  6.18.44-fc-v782  #1 SMP PREEMPT_DYNAMIC @0  x86_64  2026/11/30` (the cells before the date). */
  | { kind: "system"; offset: number; cells: AtsarCell[]; date: AtsarCell }
  /**
   * A line of the report: optional leading cells (a continuation row such as `   0    91  0 ...`, whose time is the
   * previous row's) then segments, each starting with a clock time. Normally one segment per line; output pasted with
   * its line breaks lost (the seeds) puts a whole report on one line, which is why a line holds a list.
   */
  | { kind: "report"; offset: number; lead: AtsarCell[]; segments: AtsarSegment[] };

type Shape = "blank" | "banner" | "system" | "report";

/** A segment without its clock time (the segment rule adds it). */
type SegmentBody =
  | { kind: "header"; words: AtsarCell[]; tag: AtsarCell }
  | { kind: "restart" }
  | { kind: "cells"; cells: AtsarCell[] };

export class AtsarParser extends EmbeddedActionsParser {
  constructor() {
    super(T.allTokens, parserConfig(2));
    this.performSelfAnalysis();
  }

  public document = this.RULE("document", () => {
    const lines: AtsarLine[] = [];
    this.MANY({
      GATE: () => this.LA(1).tokenType !== EOF,
      DEF: () => {
        const line = this.SUBRULE(this.line);
        this.ACTION(() => lines.push(line));
      },
    });
    return lines;
  });

  private lineAlternatives?: { GATE?: () => boolean; ALT: () => AtsarLine }[];

  /** The shape of the line ahead, computed once per line for the gates below. */
  private lineShape: Shape = "report";

  private line = this.RULE("line", (): AtsarLine => {
    this.ACTION(() => {
      this.lineShape = this.shape();
    });
    return this.OR({
      IGNORE_AMBIGUITIES: true,
      DEF: (this.lineAlternatives ??= [
        { GATE: () => this.lineShape === "blank", ALT: () => this.SUBRULE(this.blankLine) },
        { GATE: () => this.lineShape === "banner", ALT: () => this.SUBRULE(this.banner) },
        { GATE: () => this.lineShape === "system", ALT: () => this.SUBRULE(this.systemHeader) },
        { ALT: () => this.SUBRULE(this.reportLine) },
      ]),
    });
  });

  private blankLine = this.RULE("blankLine", (): AtsarLine => {
    const nl = this.CONSUME(T.Newline);
    return this.ACTION(() => ({ kind: "blank" as const, offset: nl.startOffset }));
  });

  /** `-------------------------- analysis date: 2026/11/30 --------------------------` */
  private banner = this.RULE("banner", (): AtsarLine => {
    const start = this.CONSUME(T.BannerStart);
    const date = this.CONSUME(T.Date);
    this.OPTION(() => this.CONSUME(T.Dashes));
    this.SUBRULE(this.endOfLine);
    return this.ACTION(() => ({ kind: "banner" as const, offset: start.startOffset, date: cell(date) }));
  });

  /** `nodename  release  version  machine  YYYY/MM/DD` */
  private systemHeader = this.RULE("systemHeader", (): AtsarLine => {
    const cells: AtsarCell[] = [];
    this.AT_LEAST_ONE({
      GATE: () => !this.dateEndsHere(),
      DEF: () => {
        const c = this.CONSUME(T.HeaderCell);
        this.ACTION(() => cells.push(cell(c)));
      },
    });
    const date = this.CONSUME(T.Date);
    this.SUBRULE(this.endOfLine);
    return this.ACTION(() => ({ kind: "system" as const, offset: cells[0]!.offset, cells, date: cell(date) }));
  });

  /** Leading cells (a continuation row), then clock-time segments. */
  private reportLine = this.RULE("reportLine", (): AtsarLine => {
    const lead: AtsarCell[] = [];
    const segments: AtsarSegment[] = [];
    this.MANY(() => {
      const c = this.CONSUME(T.AnyCell);
      this.ACTION(() => lead.push(cell(c)));
    });
    this.MANY2(() => {
      const s = this.SUBRULE(this.segment);
      this.ACTION(() => segments.push(s));
    });
    const end = this.SUBRULE(this.endOfLine);
    return this.ACTION(() => ({
      kind: "report" as const,
      offset: lead[0]?.offset ?? (segments[0] ? segments[0].time.offset : end),
      lead,
      segments,
    }));
  });

  private segmentAlternatives?: { GATE?: () => boolean; ALT: () => SegmentBody }[];

  /** A clock time and what follows it, up to the next clock time or the end of the line. */
  private segment = this.RULE("segment", (): AtsarSegment => {
    const time = this.CONSUME(T.Time);
    const body = this.OR({
      IGNORE_AMBIGUITIES: true,
      DEF: (this.segmentAlternatives ??= [
        { ALT: () => this.SUBRULE(this.restartMark) },
        { GATE: () => this.endsWithTag(), ALT: () => this.SUBRULE(this.columnHeader) },
        { ALT: () => this.SUBRULE(this.dataCells) },
      ]),
    });
    return this.ACTION(() => ({ ...body, time: cell(time) }) as AtsarSegment);
  });

  /** `......................... logging restarted .........................` */
  private restartMark = this.RULE("restartMark", (): SegmentBody => {
    this.CONSUME(T.Restart);
    return { kind: "restart" };
  });

  /** `cpu  %usr %nice %sys %irq %softirq  %steal %guest  %wait %idle  _cpu_` */
  private columnHeader = this.RULE("columnHeader", (): SegmentBody => {
    const words: AtsarCell[] = [];
    this.MANY({
      GATE: () => !this.tagEndsHere(),
      DEF: () => {
        const w = this.CONSUME(T.AnyCell);
        this.ACTION(() => words.push(cell(w)));
      },
    });
    const tag = this.CONSUME(T.Tag);
    return this.ACTION(() => ({ kind: "header" as const, words, tag: cell(tag) }));
  });

  /** `all   186     0    6 ...`, `24105M  22366M ...`, `vda  46% ...`, `report not available.....`, or nothing. */
  private dataCells = this.RULE("dataCells", (): SegmentBody => {
    const cells: AtsarCell[] = [];
    this.MANY(() => {
      const c = this.CONSUME(T.AnyCell);
      this.ACTION(() => cells.push(cell(c)));
    });
    return { kind: "cells", cells };
  });

  /** A newline, or the end of the input (the last line may lack its newline). Returns the offset. */
  private endOfLine = this.RULE("endOfLine", (): number => {
    const t = this.OR([{ ALT: () => this.CONSUME(T.Newline) }, { ALT: () => this.CONSUME(EOF) }]);
    return t.startOffset;
  });

  /** The next token is a date that ends the line (the report header's date). */
  private dateEndsHere(): boolean {
    if (this.LA(1).tokenType !== T.Date) return false;
    const next = this.LA(2).tokenType;
    return next === T.Newline || next === EOF;
  }

  /** The next token is a tag that ends the segment (followed by a clock time, a newline or the end). */
  private tagEndsHere(): boolean {
    if (this.LA(1).tokenType !== T.Tag) return false;
    const next = this.LA(2).tokenType;
    return next === T.Time || next === T.Newline || next === EOF;
  }

  /** The segment ahead (after its clock time) ends with a tag: it is a column header. Only peeks. */
  private endsWithTag(): boolean {
    let last: TokenType | undefined;
    for (let i = 1; ; i++) {
      const t = this.LA(i).tokenType;
      if (t === EOF || t === T.Newline || t === T.Time) break;
      last = t;
    }
    return last === T.Tag;
  }

  /** What the line ahead looks like, from its token kinds. Only peeks. */
  private shape(): Shape {
    const first = this.LA(1).tokenType;
    if (first === T.Newline) return "blank";
    if (first === T.BannerStart) return "banner";
    if (first === T.Time || first === T.Date || first === EOF) return "report";
    // The report header: cells ending with a date. Its kernel version may hold a clock time (`Tue Nov 14 13:30:08 UTC 2023`).
    let last: TokenType | undefined;
    for (let i = 1; ; i++) {
      const t = this.LA(i).tokenType;
      if (t === EOF || t === T.Newline) break;
      if (t === T.Restart || t === T.BannerStart) return "report";
      last = t;
    }
    return last === T.Date ? "system" : "report";
  }
}

function cell(t: IToken): AtsarCell {
  return { text: t.image, offset: t.startOffset };
}

/** The atsar/atopsar grammar, built once and reused (see src/kit/grammar.ts). */
export const atsarGrammar = lazyGrammar(T.lexerDefinition, () => new AtsarParser(), (p) => p.document());

export const atsarTokens: TokenType[] = T.allTokens;
