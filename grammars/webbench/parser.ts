import { EOF, tokenMatcher, type IToken, type ParserMethod, type TokenType } from "chevrotain";
import { lazyGrammar, TextParser } from "../kit/parser.js";
import * as T from "./tokens.js";

/** A clients-line option as printed: `early socket close`, `via proxy server h:p`, `forcing reload`, `custom header n:v`. */
export interface WebbenchOptionText {
  kind: "earlySocketClose" | "proxy" | "forcingReload" | "customHeader";
  value?: string;
}

/** One recognised phrase of webbench output, with the strings as printed. Offsets point into the parsed text. */
export type WebbenchSegment =
  | { kind: "banner"; offset: number; version?: string }
  | { kind: "copyright"; offset: number; text: string }
  | { kind: "benchmarking"; offset: number; text: string; method?: string; url?: string; contentType?: string; protocol?: string }
  | {
      kind: "clients";
      offset: number;
      text: string;
      runingInfo: boolean;
      clients?: string;
      clientsOffset?: number;
      seconds?: string;
      secondsOffset?: number;
      secondsUnit?: string;
      options: WebbenchOptionText[];
      /** The closing `.` was printed. */
      closed: boolean;
    }
  | { kind: "speed"; offset: number; text: string; pagesPerMinute?: string; pagesOffset?: number; hasPagesUnit: boolean; bytesPerSecond?: string; bytesOffset?: number; hasBytesUnit: boolean }
  | { kind: "requests"; offset: number; text: string; succeeded?: string; succeededOffset?: number; succeedWord?: string; failed?: string; failedOffset?: number; hasFailedWord: boolean }
  | { kind: "meanTime"; offset: number; which: "connect" | "response"; value?: string; valueOffset?: number }
  | { kind: "benchcore"; offset: number; seconds?: string }
  | { kind: "request"; offset: number; lines: string[] }
  | { kind: "message"; offset: number; token: string }
  | { kind: "command"; offset: number; text: string }
  | { kind: "other"; offset: number };

/** One line of input: its segments in order (a line with only `other` segments is prose or an unknown line). */
export interface WebbenchLine {
  offset: number;
  segments: WebbenchSegment[];
}

export class WebbenchParser extends TextParser<WebbenchLine[]> {
  constructor() {
    super(T.allTokens, 2);
    this.performSelfAnalysis();
  }

  public document = this.RULE("document", () => {
    const lines: WebbenchLine[] = [];
    let current: WebbenchLine | undefined;
    this.MANY(() => {
      this.OR([
        {
          ALT: () => {
            const nl = this.CONSUME(T.Newline);
            this.ACTION(() => {
              lines.push(current ?? { offset: nl.startOffset, segments: [] });
              current = undefined;
            });
          },
        },
        {
          ALT: () => {
            const seg = this.SUBRULE(this.segment);
            this.ACTION(() => {
              current ??= { offset: seg.offset, segments: [] };
              const last = current.segments.at(-1);
              // Runs of unrecognised tokens are one `other` segment.
              if (!(seg.kind === "other" && last?.kind === "other")) current.segments.push(seg);
              // The request dump swallows its closing empty line: it ends the line too.
              if (seg.kind === "request") {
                lines.push(current);
                current = undefined;
              }
            });
          },
        },
      ]);
    });
    this.ACTION(() => {
      if (current) lines.push(current);
    });
    return lines;
  });

  private kinds?: ParserMethod<[], WebbenchSegment>[];

  private segment = this.RULE("segment", (): WebbenchSegment =>
    this.firstOf(
      (this.kinds ??= [
        this.banner,
        this.copyright,
        this.benchmarking,
        this.runingInfo,
        this.clientsLine,
        this.speed,
        this.requests,
        this.meanTime,
        this.benchcore,
        this.requestDump,
        this.message,
        this.command,
        this.other,
      ]),
    ),
  );

  /** `Webbench - Simple Web Benchmark 1.5` */
  private banner = this.RULE("banner", (): WebbenchSegment => {
    const b = this.CONSUME(T.Banner);
    const v = this.OPTION(() => this.CONSUME(T.Num));
    return this.ACTION(() => ({ kind: "banner" as const, offset: b.startOffset, ...(v ? { version: v.image } : {}) }));
  });

  /** `Copyright (c) Radim Kolar 1997-2004, GPL Open Source Software.` */
  private copyright = this.RULE("copyright", (): WebbenchSegment => {
    const c = this.CONSUME(T.Copyright);
    const rest = this.OPTION(() => this.CONSUME(T.RestOfLine));
    return this.ACTION(() => ({ kind: "copyright" as const, offset: c.startOffset, text: `${c.image} ${rest?.image.trim() ?? ""}`.trim() }));
  });

  /**
   * `Benchmarking: GET http://host/ (using HTTP/1.1)`; forks add `Content-Type: ...` (webbench-plus-post) or print
   * the protocol bare (`... http://host/ HTTP/1.0`).
   */
  private benchmarking = this.RULE("benchmarking", (): WebbenchSegment => {
    const label = this.CONSUME(T.Benchmarking);
    const method = this.OPTION(() => this.CONSUME(T.Method));
    const url = this.SUBRULE(this.collect, { ARGS: [true, T.UsingHttp, T.HttpVersion, T.ContentType] });
    const ctype = this.OPTION2(() => {
      this.CONSUME(T.ContentType);
      return this.SUBRULE2(this.collect, { ARGS: [true, T.UsingHttp, T.HttpVersion] });
    });
    const proto = this.OPTION3(() => this.OR([{ ALT: () => this.CONSUME(T.UsingHttp) }, { ALT: () => this.CONSUME(T.HttpVersion) }]));
    return this.ACTION(() => {
      const seg: WebbenchSegment = { kind: "benchmarking", offset: label.startOffset, text: "" };
      if (method) seg.method = method.image;
      if (url.text) seg.url = url.text;
      if (ctype?.text) seg.contentType = ctype.text;
      if (proto) seg.protocol = /(\d\.\d)/.exec(proto.image)![1];
      const last = proto ?? (ctype?.last as IToken | undefined) ?? url.last ?? method ?? label;
      seg.text = this.text.slice(label.startOffset, last.startOffset + last.image.length);
      return seg;
    });
  });

  /** `Runing info: 10 clients, running 30 sec.` (EZLippi fork) */
  private runingInfo = this.RULE("runingInfo", (): WebbenchSegment => {
    const label = this.CONSUME(T.RuningInfo);
    const spec = this.OPTION(() => this.SUBRULE(this.clientsLine));
    return this.ACTION(() => {
      if (spec && spec.kind === "clients") {
        return { ...spec, runingInfo: true, offset: label.startOffset, text: this.text.slice(label.startOffset, spec.offset + spec.text.length) };
      }
      return { kind: "clients" as const, offset: label.startOffset, text: label.image, runingInfo: true, options: [], closed: false };
    });
  });

  /** `10 clients, running 30 sec, early socket close, via proxy server h:3128, forcing reload.` */
  private clientsLine = this.RULE("clientsLine", (): WebbenchSegment => {
    const n = this.CONSUME(T.Num);
    const word = this.CONSUME(T.Clients);
    const options: WebbenchOptionText[] = [];
    let optionLast: IToken | undefined;
    const comma = this.OPTION(() => this.CONSUME(T.Comma));
    const running = this.OPTION2(() => {
      const r = this.CONSUME(T.Running);
      const secs = this.OPTION3(() => this.CONSUME2(T.Num));
      const unit = this.OPTION4(() => this.CONSUME(T.Sec));
      return { r, secs, unit };
    });
    this.MANY({
      GATE: () => tokenMatcher(this.LA(2), T.OptionLabel),
      DEF: () => {
        this.CONSUME2(T.Comma);
        const opt = this.OR([
          { ALT: () => ({ kind: "earlySocketClose" as const, tok: this.CONSUME(T.EarlySocketClose), value: undefined }) },
          { ALT: () => ({ kind: "forcingReload" as const, tok: this.CONSUME(T.ForcingReload), value: undefined }) },
          { ALT: () => ({ kind: "proxy" as const, tok: this.CONSUME(T.ViaProxy), value: this.SUBRULE(this.optionValue) }) },
          { ALT: () => ({ kind: "customHeader" as const, tok: this.CONSUME(T.CustomHeader), value: this.SUBRULE2(this.optionValue) }) },
        ]);
        this.ACTION(() => {
          options.push({ kind: opt.kind, ...(opt.value?.text ? { value: opt.value.text } : {}) });
          optionLast = opt.value?.last ?? opt.tok;
        });
      },
    });
    const dot = this.OPTION5(() => this.CONSUME(T.Dot));
    return this.ACTION(() => {
      const end = dot ?? optionLast ?? running?.unit ?? running?.secs ?? running?.r ?? comma ?? word;
      const seg: WebbenchSegment = {
        kind: "clients",
        offset: n.startOffset,
        text: this.text.slice(n.startOffset, end.startOffset + end.image.length),
        runingInfo: false,
        clients: n.image,
        clientsOffset: n.startOffset,
        options,
        closed: dot !== undefined,
      };
      if (running?.secs) {
        seg.seconds = running.secs.image;
        seg.secondsOffset = running.secs.startOffset;
      }
      if (running?.unit) seg.secondsUnit = running.unit.image;
      return seg;
    });
  });

  /** The value of `via proxy server` / `custom header`: everything up to the next option or the closing `.`. */
  private optionValue = this.RULE("optionValue", () => {
    return this.SUBRULE(this.collect, { ARGS: [false] });
  });

  /** `Speed=49450 pages/min, 40113860 bytes/sec.` (forks: `Speed = ...`) */
  private speed = this.RULE("speed", (): WebbenchSegment => {
    const s = this.CONSUME(T.Speed);
    const pages = this.OPTION(() => this.CONSUME(T.Num));
    const pagesUnit = this.OPTION2(() => this.CONSUME(T.PagesPerMin));
    const comma = this.OPTION3(() => this.CONSUME(T.Comma));
    const bytes = this.OPTION4(() => this.CONSUME2(T.Num));
    const bytesUnit = this.OPTION5(() => this.CONSUME(T.BytesPerSec));
    const dot = this.OPTION6(() => this.CONSUME(T.Dot));
    return this.ACTION(() => {
      const last = dot ?? bytesUnit ?? bytes ?? comma ?? pagesUnit ?? pages ?? s;
      const seg: WebbenchSegment = {
        kind: "speed",
        offset: s.startOffset,
        text: this.text.slice(s.startOffset, last.startOffset + last.image.length),
        hasPagesUnit: pagesUnit !== undefined,
        hasBytesUnit: bytesUnit !== undefined,
      };
      if (pages) {
        seg.pagesPerMinute = pages.image;
        seg.pagesOffset = pages.startOffset;
      }
      if (bytes) {
        seg.bytesPerSecond = bytes.image;
        seg.bytesOffset = bytes.startOffset;
      }
      return seg;
    });
  });

  /** `Requests: 24725 susceed, 0 failed.` (forks: `succeed`, no final dot) */
  private requests = this.RULE("requests", (): WebbenchSegment => {
    const r = this.CONSUME(T.Requests);
    const ok = this.OPTION(() => this.CONSUME(T.Num));
    const word = this.OPTION2(() => this.CONSUME(T.Succeed));
    const comma = this.OPTION3(() => this.CONSUME(T.Comma));
    const failed = this.OPTION4(() => this.CONSUME2(T.Num));
    const failedWord = this.OPTION5(() => this.CONSUME(T.Failed));
    const dot = this.OPTION6(() => this.CONSUME(T.Dot));
    return this.ACTION(() => {
      const last = dot ?? failedWord ?? failed ?? comma ?? word ?? ok ?? r;
      const seg: WebbenchSegment = {
        kind: "requests",
        offset: r.startOffset,
        text: this.text.slice(r.startOffset, last.startOffset + last.image.length),
        hasFailedWord: failedWord !== undefined,
      };
      if (ok) {
        seg.succeeded = ok.image;
        seg.succeededOffset = ok.startOffset;
      }
      if (word) seg.succeedWord = word.image;
      if (failed) {
        seg.failed = failed.image;
        seg.failedOffset = failed.startOffset;
      }
      return seg;
    });
  });

  /** `mean time to connect (ms)=0.12` / `mean time to response (ms)=1.5` (an epoll fork) */
  private meanTime = this.RULE("meanTime", (): WebbenchSegment => {
    const label = this.OR([{ ALT: () => this.CONSUME(T.MeanConnect) }, { ALT: () => this.CONSUME(T.MeanResponse) }]);
    const value = this.OPTION(() => this.OR2([{ ALT: () => this.CONSUME(T.Num) }, { ALT: () => this.CONSUME(T.Word) }]));
    return this.ACTION(() => ({
      kind: "meanTime" as const,
      offset: label.startOffset,
      which: label.tokenType === T.MeanConnect ? ("connect" as const) : ("response" as const),
      ...(value ? { value: value.image, valueOffset: value.startOffset } : {}),
    }));
  });

  /** `benchcore has run 30.0012 s ` (per child, same epoll fork) */
  private benchcore = this.RULE("benchcore", (): WebbenchSegment => {
    const label = this.CONSUME(T.BenchcoreRun);
    const secs = this.OPTION(() => this.CONSUME(T.Num));
    return this.ACTION(() => ({ kind: "benchcore" as const, offset: label.startOffset, ...(secs ? { seconds: secs.image } : {}) }));
  });

  /** `Request:` then the raw HTTP request, one header per line, up to an empty line (EZLippi fork). */
  private requestDump = this.RULE("requestDump", (): WebbenchSegment => {
    const label = this.CONSUME(T.RequestBlock);
    const lines: string[] = [];
    let line = "";
    this.MANY(() => {
      this.OR([
        {
          ALT: () => {
            const t = this.CONSUME(T.RequestText);
            this.ACTION(() => (line += t.image));
          },
        },
        {
          ALT: () => {
            this.CONSUME(T.RequestNewline);
            this.ACTION(() => {
              lines.push(line);
              line = "";
            });
          },
        },
      ]);
    });
    this.OPTION(() => this.CONSUME(T.RequestEnd));
    return this.ACTION(() => {
      lines.push(line);
      const kept = lines.map((l) => l.replace(/\s+$/, ""));
      while (kept.length > 0 && kept[0] === "") kept.shift();
      while (kept.length > 0 && kept.at(-1) === "") kept.pop();
      return { kind: "request" as const, offset: label.startOffset, lines: kept };
    });
  });

  /** A tool message; the whole line is taken as printed by the grouping step. */
  private message = this.RULE("message", (): WebbenchSegment => {
    const label = this.CONSUME(T.MessageLabel);
    this.OPTION(() => this.CONSUME(T.RestOfLine));
    return this.ACTION(() => ({ kind: "message" as const, offset: label.startOffset, token: label.tokenType.name }));
  });

  /** `webbench -c 10 -t 30 http://host/` (a shell command, possibly after a prompt), up to a `|` or a phrase. */
  private command = this.RULE("command", (): WebbenchSegment => {
    const cmd = this.CONSUME(T.Command);
    const args = this.SUBRULE(this.collect, { ARGS: [true] });
    return this.ACTION(() => ({ kind: "command" as const, offset: cmd.startOffset, text: args.text }));
  });

  /** Any other token, and the plain text after it: prose, prompts, table borders. */
  private other = this.RULE("other", (): WebbenchSegment => {
    const t = this.CONSUME(T.AnyToken);
    // Runs of plain text in one go (prose can be long); only `N clients` starts a phrase with a Text token.
    this.MANY({
      GATE: () => !(tokenMatcher(this.LA(1), T.Num) && tokenMatcher(this.LA(2), T.Clients)),
      DEF: () => this.CONSUME(T.Text),
    });
    return { kind: "other", offset: t.startOffset };
  });

  /**
   * Tokens up to the end of the line, a `|`, a phrase label (when `atLabels`), one of `stops`, an option separator (`, <option>`) or
   * a closing `.`; returns the text between the first and last token as printed.
   */
  private collect = this.RULE("collect", (atLabels: boolean, ...stops: TokenType[]): { text: string; last?: IToken } => {
    let first: IToken | undefined;
    let last: IToken | undefined;
    this.MANY({
      GATE: () => !this.endsValue(atLabels, stops),
      DEF: () => {
        const t = this.CONSUME(T.AnyToken);
        this.ACTION(() => {
          first ??= t;
          last = t;
        });
      },
    });
    return this.ACTION(() => ({ text: first && last ? this.text.slice(first.startOffset, last.startOffset + last.image.length) : "", ...(last ? { last } : {}) }));
  });

  private endsValue(atLabels: boolean, stops: TokenType[]): boolean {
    const t1 = this.LA(1);
    if (tokenMatcher(t1, T.Pipe)) return true;
    if (stops.some((s) => tokenMatcher(t1, s))) return true;
    if (atLabels && tokenMatcher(t1, T.Label) && !tokenMatcher(t1, T.OptionLabel) && !tokenMatcher(t1, T.Clients) && !tokenMatcher(t1, T.Sec)) return true;
    const t2 = this.LA(2);
    if (tokenMatcher(t1, T.Comma) && tokenMatcher(t2, T.OptionLabel)) return true;
    if (tokenMatcher(t1, T.Dot) && (t2.tokenType === EOF || tokenMatcher(t2, T.Newline) || tokenMatcher(t2, T.Pipe) || tokenMatcher(t2, T.Label))) return true;
    return false;
  }
}

/** The grammar, built on first use and reused for every input (grammars/kit). */
export const webbenchGrammar = lazyGrammar(T.lexerDefinition, () => new WebbenchParser(), (p, text) => p.read(text));

export const webbenchTokens: TokenType[] = T.allTokens;
