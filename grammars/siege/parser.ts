import { type IToken, type ParserMethod, type TokenType } from "chevrotain";
import { lazyGrammar, LineParser } from "../kit/parser.js";
import * as T from "./tokens.js";

/** A value as printed, and where it starts in the parsed text. */
export interface Printed {
  text: string;
  offset: number;
}

/** One `"key": value` of the JSON summary; `colon`: the `:` was printed. */
export interface JsonPair {
  key: Printed;
  colon: boolean;
  value?: Printed;
}

/** A notice line siege prints around a run: what it is (its first token's name). */
export type NoticeName =
  | "YouCanDisable" | "SiegercFile" | "ShowLogfile" | "TheDirective" | "AndChanging" | "NewConfig" | "UsersCapped"
  | "LimitSearch" | "ItsValue" | "Rule" | "Copyright" | "FreeSoftware" | "NoWarranty" | "ForAParticular";

/**
 * One recognised line of siege output, with the strings as printed. A line starts with siege's own words (one or two
 * tokens decide its kind); whatever is missing after them (a line cut off) is left out, so no line fails to parse:
 * the grouping (src/formats/siege/raw.ts) decides what a line means in its place, and what an incomplete one costs.
 */
export type SiegeLine =
  /** `** SIEGE 4.0.7`, `** SIEGE 4.0.7: debugging enabled`, `SIEGE 4.0.7` (-V: `stars` false). */
  | { kind: "banner"; offset: number; stars: boolean; version?: Printed; debug: boolean }
  /** `** Preparing 10 concurrent users for battle.` */
  | { kind: "preparing"; offset: number; users?: Printed }
  /** `The server is now under siege...`, with what was glued to it when no newline followed (an error, `^C`). */
  | { kind: "underSiege"; offset: number; glued?: SiegeLine }
  /** `Lifting the server siege...` (`      done.` in 2.x/3.x) */
  | { kind: "lifting"; offset: number }
  /** `[error] socket: unable to connect sock.c:282: Connection refused` */
  | { kind: "message"; offset: number; level: string; text?: Printed }
  /** `siege aborted due to excessive socket failure; you` (1) / `can change the failure threshold in $HOME/.siegerc` (2) */
  | { kind: "failureAbort"; offset: number; part: 1 | 2 }
  /** `Transactions:\t\t        1000 hits` and the block's other lines: label (token name), value, unit word. */
  | { kind: "blockValue"; offset: number; label: string; value?: Printed; unit?: Printed }
  /** A line of the JSON summary: `{\t"transactions":\t\t\t        1000,`, `\t"availability": 100.00,`, `}`. */
  | { kind: "json"; offset: number; open: boolean; close: boolean; pairs: JsonPair[] }
  /** The log file's header line. */
  | { kind: "logHeader"; offset: number }
  /** `2026-12-01 19:04:22,   1000,       0.26, ...`: the date, then each cell after a comma (absent: empty). */
  | { kind: "logRow"; offset: number; date: Printed; cells: (Printed | undefined)[] }
  /** `**** text ****` (-m): `text` is the rest after the first `****`. */
  | { kind: "mark"; offset: number; text?: Printed }
  /**
   * A -v per-request line: `HTTP/1.1 200     0.00 secs:     600 bytes ==> GET  /index.html`, with a display-id
   * (`   0) `) or timestamp (`[Tue, 2026-12-01 21:22:47] `) before it; `csv`: `HTTP/1.1,200,  0.00,    600,/index.html,0,DATE`
   * (the grouping splits what follows the protocol).
   */
  | {
      kind: "response";
      offset: number;
      id?: Printed;
      stamp?: Printed;
      protocol?: Printed;
      csv: boolean;
      status?: Printed;
      seconds?: Printed;
      secs: boolean;
      bytes?: Printed;
      bytesWord: boolean;
      request?: Printed;
    }
  /** `LOG FILE: /path` (4.x), `FILE: /path` (2.x/3.x) */
  | { kind: "logFile"; offset: number; path?: Printed }
  /** A notice line (log file notification, the user limit box, the copyright text); `value`: the user limit. */
  | { kind: "notice"; offset: number; name: NoticeName; value?: Printed }
  | { kind: "other"; offset: number };

const printed = (t: IToken): Printed => ({ text: t.image, offset: t.startOffset });
const maybe = (t: IToken | undefined): Printed | undefined => (t === undefined ? undefined : printed(t));

export class SiegeParser extends LineParser<SiegeLine> {
  constructor() {
    super(T.allTokens, 2);
    this.performSelfAnalysis();
  }

  private kinds?: ParserMethod<[], SiegeLine>[];

  protected line = this.RULE("line", (): SiegeLine =>
    this.firstOf(
      (this.kinds ??= [
        this.banner,
        this.preparing,
        this.underSiege,
        this.lifting,
        this.message,
        this.failureAbort,
        this.blockValue,
        this.jsonOpen,
        this.jsonPairs,
        this.jsonClose,
        this.logHeader,
        this.logRow,
        this.mark,
        this.response,
        this.logFile,
        this.notice,
        this.pathNotice,
        this.otherLine,
      ]),
    ),
  );

  /** `** SIEGE 4.0.7`, `** SIEGE 4.0.7: debugging enabled`, `SIEGE 4.0.7` */
  private banner = this.RULE("banner", (): SiegeLine => {
    const stars = this.OPTION(() => this.CONSUME(T.Stars));
    const t = this.CONSUME(T.Siege);
    const version = this.OPTION2(() => this.OR([{ ALT: () => this.CONSUME(T.Word) }, { ALT: () => this.CONSUME(T.Number) }]));
    const debug = this.OPTION3(() => {
      this.OPTION4(() => this.CONSUME(T.Colon));
      return this.CONSUME(T.DebuggingEnabled);
    });
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "banner" as const, offset: (stars ?? t).startOffset, stars: stars !== undefined, version: maybe(version), debug: debug !== undefined }));
  });

  /** `** Preparing 10 concurrent users for battle.` */
  private preparing = this.RULE("preparing", (): SiegeLine => {
    const stars = this.CONSUME(T.Stars);
    this.CONSUME(T.Preparing);
    const users = this.OPTION(() => this.CONSUME(T.Number));
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "preparing" as const, offset: stars.startOffset, users: maybe(users) }));
  });

  /** `The server is now under siege...` and what siege glued to it */
  private underSiege = this.RULE("underSiege", (): SiegeLine => {
    const t = this.CONSUME(T.UnderSiege);
    const glued = this.OPTION(() => this.OR([{ ALT: () => this.SUBRULE(this.message) }, { ALT: () => this.SUBRULE(this.lifting) }]));
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "underSiege" as const, offset: t.startOffset, ...(glued ? { glued } : {}) }));
  });

  /** `Lifting the server siege...      done.` */
  private lifting = this.RULE("lifting", (): SiegeLine => {
    const t = this.CONSUME(T.Lifting);
    this.SUBRULE(this.tail);
    return { kind: "lifting", offset: t.startOffset };
  });

  /** `[error] socket: unable to connect sock.c:282: Connection refused` */
  private message = this.RULE("message", (): SiegeLine => {
    const tag = this.CONSUME(T.LevelTag);
    const text = this.OPTION(() => this.CONSUME(T.RestOfLine));
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "message" as const, offset: tag.startOffset, level: tag.image.slice(1, -1), text: maybe(text) }));
  });

  /** `siege aborted due to excessive socket failure; you` / `can change the failure threshold in $HOME/.siegerc` */
  private failureAbort = this.RULE("failureAbort", (): SiegeLine => {
    const t = this.OR([{ ALT: () => this.CONSUME(T.AbortedFailure) }, { ALT: () => this.CONSUME(T.FailureThreshold) }]);
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "failureAbort" as const, offset: t.startOffset, part: t.tokenType === T.AbortedFailure ? (1 as const) : (2 as const) }));
  });

  /** `Transactions:\t\t        1000 hits`, `Availability:\t\t      100.00 %`, `Concurrency:\t\t        6.50` */
  private blockValue = this.RULE("blockValue", (): SiegeLine => {
    const t = this.CONSUME(T.BlockLabel);
    const value = this.OPTION(() => this.CONSUME(T.Number));
    const unit = this.OPTION2(() => this.OR([{ ALT: () => this.CONSUME(T.Word) }, { ALT: () => this.CONSUME(T.Percent) }]));
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "blockValue" as const, offset: t.startOffset, label: t.tokenType.name, value: maybe(value), unit: maybe(unit) }));
  });

  /** `{\t"transactions":\t\t\t        1000,` (siege puts the first key on the `{` line), `{` */
  private jsonOpen = this.RULE("jsonOpen", (): SiegeLine => {
    const t = this.CONSUME(T.LBrace);
    const pairs: JsonPair[] = [];
    this.MANY(() => {
      const pair = this.SUBRULE(this.jsonPair);
      this.ACTION(() => pairs.push(pair));
    });
    const close = this.OPTION(() => this.CONSUME(T.RBrace));
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "json" as const, offset: t.startOffset, open: true, close: close !== undefined, pairs }));
  });

  /** `\t"availability":\t\t\t      100.00,`, `\t"shortest_transaction":\t\t        0.00}` */
  private jsonPairs = this.RULE("jsonPairs", (): SiegeLine => {
    const pairs: JsonPair[] = [];
    this.AT_LEAST_ONE(() => {
      const pair = this.SUBRULE(this.jsonPair);
      this.ACTION(() => pairs.push(pair));
    });
    const close = this.OPTION(() => this.CONSUME(T.RBrace));
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "json" as const, offset: pairs[0]!.key.offset, open: false, close: close !== undefined, pairs }));
  });

  /** `}` */
  private jsonClose = this.RULE("jsonClose", (): SiegeLine => {
    const t = this.CONSUME(T.RBrace);
    this.SUBRULE(this.tail);
    return { kind: "json", offset: t.startOffset, open: false, close: true, pairs: [] };
  });

  /** `"key": value,`: the key first; a line cut off keeps what it has. */
  private jsonPair = this.RULE("jsonPair", (): JsonPair => {
    const key = this.CONSUME(T.JsonKey);
    const colon = this.OPTION(() => this.CONSUME(T.Colon));
    const value = this.OPTION2(() => this.OR([{ ALT: () => this.CONSUME(T.Number) }, { ALT: () => this.CONSUME(T.NotFinite) }]));
    this.OPTION3(() => this.CONSUME(T.Comma));
    return this.ACTION(() => ({ key: printed(key), colon: colon !== undefined, ...(value ? { value: printed(value) } : {}) }));
  });

  /** `      Date & Time,  Trans,  Elap Time,  Data Trans, ...` */
  private logHeader = this.RULE("logHeader", (): SiegeLine => {
    const t = this.CONSUME(T.LogHeader);
    this.SUBRULE(this.tail);
    return { kind: "logHeader", offset: t.startOffset };
  });

  /** `2026-12-01 19:04:22,   1000,       0.26,          97,       0.00,     3846.15,      373.08,        7.35,    1000,       0` */
  private logRow = this.RULE("logRow", (): SiegeLine => {
    const date = this.CONSUME(T.DateTime);
    const cells: (Printed | undefined)[] = [];
    this.MANY(() => {
      this.CONSUME(T.Comma);
      const cell = this.OPTION(() => this.OR([{ ALT: () => this.CONSUME(T.Number) }, { ALT: () => this.CONSUME(T.NotFinite) }]));
      this.ACTION(() => cells.push(maybe(cell)));
    });
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "logRow" as const, offset: date.startOffset, date: printed(date), cells }));
  });

  /** `**** first run ****` */
  private mark = this.RULE("mark", (): SiegeLine => {
    const t = this.CONSUME(T.Mark);
    const text = this.OPTION(() => this.CONSUME(T.RestOfLine));
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "mark" as const, offset: t.startOffset, text: maybe(text) }));
  });

  /** A -v per-request line, with a display-id or timestamp before it. */
  private response = this.RULE("response", (): SiegeLine => {
    let id: IToken | undefined;
    let stamp: IToken | undefined;
    const body = this.OR([
      { ALT: () => this.SUBRULE(this.responseBody) },
      {
        ALT: () => {
          stamp = this.CONSUME(T.Stamp);
          return this.OPTION(() => this.SUBRULE2(this.responseBody));
        },
      },
      {
        ALT: () => {
          id = this.CONSUME(T.Number);
          this.CONSUME(T.RParen);
          return this.OPTION2(() => this.SUBRULE3(this.responseBody));
        },
      },
    ]);
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({
      kind: "response" as const,
      offset: (id ?? stamp)?.startOffset ?? body?.protocol.offset ?? 0,
      csv: false,
      secs: false,
      bytesWord: false,
      ...body,
      ...(id ? { id: printed(id) } : {}),
      ...(stamp ? { stamp: printed(stamp) } : {}),
    }));
  });

  /** `HTTP/1.1 200     0.00 secs:     600 bytes ==> GET  /index.html`, `HTTP/1.1,200,  0.00,    600,/index.html,0,DATE` */
  private responseBody = this.RULE("responseBody", () => {
    const protocol = this.CONSUME(T.Protocol);
    const csv = this.OPTION(() => this.CONSUME(T.Comma));
    const status = this.OPTION2(() => this.CONSUME(T.Number));
    const seconds = this.OPTION3(() => this.CONSUME2(T.Number));
    const secs = this.OPTION4(() => this.CONSUME(T.Secs));
    const bytes = this.OPTION5(() => this.CONSUME3(T.Number));
    const bytesWord = this.OPTION6(() => this.CONSUME(T.Bytes));
    const request = this.OPTION7(() => {
      this.CONSUME(T.Arrow);
      return this.OPTION8(() => this.CONSUME(T.RestOfLine));
    });
    return this.ACTION(() => ({
      protocol: printed(protocol),
      csv: csv !== undefined,
      status: maybe(status),
      seconds: maybe(seconds),
      secs: secs !== undefined,
      bytes: maybe(bytes),
      bytesWord: bytesWord !== undefined,
      request: maybe(request),
    }));
  });

  /** `LOG FILE: /path`, `FILE: /path` */
  private logFile = this.RULE("logFile", (): SiegeLine => {
    const t = this.CONSUME(T.LogFile);
    const path = this.OPTION(() => this.CONSUME(T.RestOfLine));
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "logFile" as const, offset: t.startOffset, path: maybe(path) }));
  });

  /** `You can disable this log file notification by editing`, `WARNING: The number of users is capped at 255.  ...` */
  private notice = this.RULE("notice", (): SiegeLine => {
    const t = this.CONSUME(T.NoticeLabel);
    // `255.` is one Word (a number followed by a point)
    const value = this.OPTION(() => this.OR([{ ALT: () => this.CONSUME(T.Number) }, { ALT: () => this.CONSUME(T.Word) }]));
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "notice" as const, offset: t.startOffset, name: t.tokenType.name as NoticeName, value: maybe(value) }));
  });

  /** `/root/.siege/siege.conf and changing 'show-logfile' to false.` (4.x's notice: the rc file's path first) */
  private pathNotice = this.RULE("pathNotice", (): SiegeLine => {
    const t = this.CONSUME(T.Word);
    this.CONSUME(T.AndChanging);
    this.SUBRULE(this.tail);
    return { kind: "notice", offset: t.startOffset, name: "AndChanging" };
  });

  /** Anything else: prose, a prompt, a header of a debug dump. The grouping slices it from the text. */
  private otherLine = this.RULE("otherLine", (): SiegeLine => {
    const t = this.CONSUME(T.AnyToken);
    this.SUBRULE(this.tail);
    return { kind: "other", offset: t.startOffset };
  });

  /** Whatever else the line holds, up to its end. */
  private tail = this.RULE("tail", (): void => {
    this.MANY(() => this.CONSUME(T.AnyToken));
  });
}

/** The grammar, built on first use and reused for every input (grammars/kit). */
export const siegeGrammar = lazyGrammar(T.lexerDefinition, () => new SiegeParser(), (p, text) => p.read(text));

export const siegeTokens: TokenType[] = T.allTokens;
