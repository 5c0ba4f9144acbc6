/** httperf's echo of its options (src/httperf.c main, "echo command invocation for logging purposes"). */
import { parseNumber } from "../../normalize/number.js";
import { ValueError } from "../../normalize/value-error.js";
import type { HttperfPeriod, HttperfSettings } from "./schema.js";

/** One option of the echo, as printed: its name, its value (`=...`, quotes removed) and where each starts in the line. */
export interface EchoedOption {
  name: string;
  value?: string;
  /** Offset of `--` in the line. */
  at: number;
  /** Offset of the value in the line. */
  valueAt?: number;
}

/** A value of the echo that does not read as httperf prints it, and where in the line (after `httperf`) it is. */
export class EchoError extends ValueError {
  constructor(
    message: string,
    readonly at: number | undefined,
  ) {
    super(message);
  }
}

/** The next ` --name` in the echo: a name as httperf's long options are spelt. */
const NEXT = / --(?=[a-z][a-z0-9_-]*(?:=|\s|$))/g;

/**
 * Splits the echo (the line after `httperf`) into its options. httperf prints each as ` --name` or ` --name=value`
 * with the value as given, so a value runs to the next ` --name`; `--add-header='...'` and `--add-header-file='...'`
 * are quoted and may hold anything. Throws a ValueError at anything else.
 *
 * @example
 * echoedOptions(" --hog --client=0/1 --add-header='X: a b\\n' --num-conns=5").map((o) => [o.name, o.value])
 * //=> [["hog", undefined], ["client", "0/1"], ["add-header", "X: a b\\n"], ["num-conns", "5"]]
 */
export function echoedOptions(line: string): EchoedOption[] {
  const out: EchoedOption[] = [];
  // (each search starts where the last one stopped: linear in the line's length however many options it has)
  const end = line.trimEnd().length;
  let at = 0;
  while (at < end) {
    if (!line.startsWith(" --", at)) throw new EchoError(`not an option httperf echoes: ${JSON.stringify(shorten(line.slice(at, at + 41)))}`, at);
    const nameAt = at + 3;
    NAME.lastIndex = nameAt;
    const name = NAME.exec(line)?.[0];
    if (name === undefined) throw new EchoError(`not an option name: ${JSON.stringify(shorten(line.slice(at, at + 41)))}`, at);
    let stop = nameAt + name.length;
    const option: EchoedOption = { name, at };
    if (line[stop] === "=") {
      const valueAt = stop + 1;
      if (line[valueAt] === "'") {
        // a quoted value ends at the quote before the next option or the end of the line
        const close = closingQuote(line, valueAt + 1, end);
        if (close === -1) throw new EchoError(`--${name}: its quote is not closed`, valueAt);
        option.value = line.slice(valueAt + 1, close);
        option.valueAt = valueAt + 1;
        stop = close + 1;
      } else {
        NEXT.lastIndex = valueAt;
        const next = NEXT.exec(line);
        stop = next === null ? end : next.index;
        option.value = line.slice(valueAt, stop).trimEnd();
        option.valueAt = valueAt;
      }
    }
    out.push(option);
    at = stop;
    if (at < end && line[at] !== " ") throw new EchoError(`--${name}: unexpected ${JSON.stringify(shorten(line.slice(at, at + 41)))}`, at);
  }
  return out;
}

const NAME = /[a-z][a-z0-9_-]*/y;

/** The quote that closes a value: the first one followed by the next option or by the end of the line (`end`). */
function closingQuote(line: string, from: number, end: number): number {
  for (let i = line.indexOf("'", from); i !== -1 && i < end; i = line.indexOf("'", i + 1)) {
    if (i === end - 1 || line.startsWith(" --", i + 1)) return i;
  }
  return -1;
}

function shorten(s: string): string {
  return s.length > 40 ? `${s.slice(0, 40)}...` : s;
}

/** A number httperf echoes with %g (`0.01`, `1e+06`) or %u/%d/%lu. */
function number(option: EchoedOption): number {
  if (option.value === undefined || option.value === "") throw new EchoError(`--${option.name}: no value`, option.at);
  try {
    return parseNumber(option.value);
  } catch (err) {
    throw new EchoError(`--${option.name}: ${err instanceof Error ? err.message : String(err)}`, option.valueAt);
  }
}

function whole(option: EchoedOption): number {
  const n = number(option);
  if (!Number.isInteger(n) || n < 0) throw new EchoError(`--${option.name}: not a whole number: ${option.value}`, option.valueAt);
  return n;
}

function text(option: EchoedOption): string {
  if (option.value === undefined) throw new EchoError(`--${option.name}: no value`, option.at);
  return option.value;
}

/** `N1,N2,X` parts (--wsess, --wsesspage, --wsesslog, --wset), each read by its own reader. */
function parts(option: EchoedOption, n: number): string[] {
  const all = text(option).split(",");
  if (all.length < n) throw new EchoError(`--${option.name}: expected ${n} values separated by commas: ${option.value}`, option.valueAt);
  // the last part of --wsesslog is a file name, which may hold commas
  return [...all.slice(0, n - 1), all.slice(n - 1).join(",")];
}

function partNumber(option: EchoedOption, part: string, integer: boolean): number {
  let n: number;
  try {
    n = parseNumber(part);
  } catch (err) {
    throw new EchoError(`--${option.name}: ${err instanceof Error ? err.message : String(err)}`, option.valueAt);
  }
  if (integer && (!Number.isInteger(n) || n < 0)) throw new EchoError(`--${option.name}: not a whole number: ${part}`, option.valueAt);
  return n;
}

/** `--period=u1,2`, `e0.01`, `v0.1,5,0.05,5`: what httperf echoes for a period that is not deterministic. */
function period(option: EchoedOption): HttperfPeriod {
  const value = text(option);
  const rest = value.slice(1);
  const nums = (): number[] => rest.split(",").map((p) => partNumber(option, p, false));
  switch (value[0]) {
    case "e": {
      const [mean] = nums();
      return { distribution: "exponential", meanSeconds: mean! };
    }
    case "u": {
      const n = nums();
      if (n.length !== 2) throw new EchoError(`--period=u: expected two times: ${value}`, option.valueAt);
      return { distribution: "uniform", minSeconds: n[0]!, maxSeconds: n[1]! };
    }
    case "v": {
      const n = nums();
      if (n.length === 0 || n.length % 2 !== 0) throw new EchoError(`--period=v: expected pairs of times: ${value}`, option.valueAt);
      const steps: { intervalSeconds: number; durationSeconds: number }[] = [];
      for (let i = 0; i < n.length; i += 2) steps.push({ intervalSeconds: n[i]!, durationSeconds: n[i + 1]! });
      return { distribution: "variable", steps };
    }
    default:
      throw new EchoError(`--period: not a distribution httperf echoes: ${value}`, option.valueAt);
  }
}

/** `--print-reply`, `--print-reply=header`, `--print-reply=body`. */
function printWhat(option: EchoedOption): "header" | "body" | "all" {
  if (option.value === undefined) return "all";
  if (option.value === "header" || option.value === "body") return option.value;
  throw new EchoError(`--${option.name}: not header or body: ${option.value}`, option.valueAt);
}

/**
 * The settings an echo gives, typed. Options it does not know are kept as echoed (`otherOptions`); a value that does
 * not read as httperf prints it throws a ValueError at the value.
 */
export function echoSettings(options: readonly EchoedOption[]): HttperfSettings {
  const s: HttperfSettings = {};
  const other: { name: string; value?: string }[] = [];
  for (const o of options) {
    switch (o.name) {
      case "verbose": s.verbose = true; break;
      case "print-reply": s.printReply = printWhat(o); break;
      case "print-request": s.printRequest = printWhat(o); break;
      case "hog": s.hog = true; break;
      case "close-with-reset": s.closeWithReset = true; break;
      case "think-timeout": s.thinkTimeoutSeconds = number(o); break;
      case "timeout": s.timeoutSeconds = number(o); break;
      case "runtime": s.runtimeSeconds = number(o); break;
      case "client": {
        const m = /^(\d+)\/(\d+)$/.exec(text(o));
        if (!m) throw new EchoError(`--client: expected I/N: ${o.value}`, o.valueAt);
        s.client = { id: partNumber(o, m[1]!, true), count: partNumber(o, m[2]!, true) };
        break;
      }
      case "server": s.server = text(o); break;
      case "server_name": case "server-name": s.serverName = text(o); break;
      case "servers": s.servers = text(o); break;
      case "port": {
        s.port = whole(o);
        if (s.port > 65535) throw new EchoError(`--port: ${o.value} is not a TCP port (0 to 65535)`, o.valueAt);
        break;
      }
      case "uri": s.uri = text(o); break;
      case "failure-status": s.failureStatus = whole(o); break;
      case "http-version": s.httpVersion = text(o); break;
      case "max-connections": s.maxConnections = whole(o); break;
      case "max-piped-calls": s.maxPipedCalls = whole(o); break;
      case "rate": s.ratePerSecond = number(o); break;
      case "period": s.period = period(o); break;
      case "send-buffer": s.sendBufferBytes = whole(o); break;
      case "recv-buffer": s.recvBufferBytes = whole(o); break;
      case "retry-on-failure": s.retryOnFailure = true; break;
      case "session-cookies": s.sessionCookies = true; break;
      case "ssl": s.ssl = true; break;
      case "ssl-ciphers": s.sslCiphers = text(o); break;
      case "ssl-no-reuse": s.sslNoReuse = true; break;
      case "ssl-protocol": s.sslProtocol = text(o); break;
      case "add-header": s.addHeader = text(o); break;
      case "add-header-file": s.addHeaderFile = text(o); break;
      case "method": s.method = text(o); break;
      case "use-timer-cache": s.useTimerCache = true; break;
      case "periodic-stats": s.periodicStats = true; break;
      case "wsess": {
        const [a, b, c] = parts(o, 3);
        s.wsess = { sessions: partNumber(o, a!, true), callsPerSession: partNumber(o, b!, true), thinkTimeSeconds: partNumber(o, c!, false) };
        break;
      }
      case "wsesspage": {
        const [a, b, c] = parts(o, 3);
        s.wsesspage = { sessions: partNumber(o, a!, true), requestsPerSession: partNumber(o, b!, true), thinkTimeSeconds: partNumber(o, c!, false) };
        break;
      }
      case "wsesslog": {
        const [a, b, file] = parts(o, 3);
        s.wsesslog = { sessions: partNumber(o, a!, true), thinkTimeSeconds: partNumber(o, b!, false), file: file! };
        break;
      }
      case "wset": {
        const [a, b] = parts(o, 2);
        const rate = partNumber(o, b!, false);
        if (rate > 1) throw new EchoError(`--wset: a miss rate above 1: ${b}`, o.valueAt);
        s.wset = { files: partNumber(o, a!, true), targetMissRate: rate };
        break;
      }
      case "num-conns": s.numConns = whole(o); break;
      case "num-calls": s.numCalls = whole(o); break;
      case "burst-length": s.burstLength = whole(o); break;
      default:
        other.push(o.value === undefined ? { name: o.name } : { name: o.name, value: o.value });
    }
  }
  if (other.length) s.otherOptions = other;
  return s;
}
