/**
 * What h2load's lines look like (nghttp2 src/h2load.cc's output), written once for detection, extract and the stream
 * cutter. Leading blanks are allowed everywhere: pasted copies lose or gain indentation.
 */

/** `starting benchmark...` */
export const STARTING = /^\s*starting benchmark\.\.\.\s*$/;
/** `spawning thread #0: 10 total client(s). 1000 total requests` (and the rate and timing forms) */
export const SPAWNING = /^\s*spawning thread #\d+: \d+ total client\(s\)\. /;
/** `TLS Protocol: TLSv1.3`, `Cipher: ...`, `Server Temp Key: X25519 253 bits` (`Protocol:` before 1.8) */
export const TLS_LINE = /^\s*(?:TLS Protocol: TLSv|Protocol: TLSv|Cipher: [A-Z]|Server Temp Key: \S+ \d+ bits)/;
/** `Application protocol: h2` */
export const APP_PROTOCOL = /^\s*Application protocol: \S+\s*$/;
/** `progress: 10% done`, `progress: 10% of clients started` */
export const PROGRESS = /^\s*progress: \d+% (?:done|of clients started)\s*$/;
/** The timing mode's phase lines (-D). */
export const PHASE = /^\s*(?:Warm-up started for thread #\d+\.|Warm-up phase is over for thread #\d+\.|Main benchmark duration is (?:started|over) for thread #\d+\.|Stopped all clients for thread #\d+)/;
/** `finished in 1.23s, 813.01 req/s, 1.21MB/s` */
export const FINISHED = /^\s*finished in \d+(?:\.\d+)?(?:us|ms|s), \d+(?:\.\d+)? req\/s, \d+(?:\.\d+)?[KMG]?B\/s\s*$/;
/** `requests: 1000 total, 1000 started, 1000 done, 990 succeeded, 10 failed, 0 errored, 0 timeout` */
export const REQUESTS = /^\s*requests: \d+ total, \d+ started, \d+ done, \d+ succeeded, \d+ failed/;
/** `status codes: 990 2xx, 0 3xx, 10 4xx, 0 5xx` */
export const STATUS_CODES = /^\s*status codes: \d+ 2xx, \d+ 3xx, \d+ 4xx, \d+ 5xx/;
/** `traffic: 1.49MB (1562345) total, ...`, before 1.x `traffic: 4125025824 bytes total, ...` */
export const TRAFFIC = /^\s*traffic: (?:\d+(?:\.\d+)?[KMG]?B \(\d+\)|\d+ bytes) total, /;
/** `UDP datagram: 10 sent, 12 received` (HTTP/3) */
export const UDP = /^\s*UDP datagram: \d+ sent, \d+ received/;
/** `                     min         max         mean         sd        +/- sd` (and v1.69's median, p95, p99) */
export const TABLE_HEADER = /^\s*min\s+max\s+(?:median\s+p95\s+p99\s+)?mean\s+sd\s+\+\/- sd\s*$/;
/** `time for request:      1.02ms ...`, `req/s           :    80.12 ...`, v1.69's `request     :     1.02ms ...` */
export const TABLE_ROW = /^\s*(?:time for request|time for connect|time to 1st byte|req\/s(?: \(client\))?|request|connect|TTFB) *: +\d+(?:\.\d+)?(?:us|ms|s)? /;
/** `h2load nghttp2/1.52.0` (--version) */
export const VERSION = /^\s*h2load nghttp2\/\d\S*\s*$/;
/** `Usage: h2load [OPTIONS]... [URI]...` (-h) */
export const USAGE = /^\s*Usage: h2load \[OPTIONS\]/;
/** The usage text's other lines. */
export const USAGE_BODY = [/^\s*benchmarking tool for HTTP\/2 server\s*$/, /^\s*Options:\s*$/, /^\s+-\w, --[\w-]+/, /^\s+--[\w-]+/];
/** h2load's messages that no other tool prints in these words (stderr, stdout for the protocol ones). */
export const MESSAGE =
  /^\s*(?:client could not connect to host\s*$|no URI or input file given\s*$|-n, -c: the number of requests must be |-c, -t: the number of clients must be |-t: warning: the number of threads is greater than hardware|-r, -D: they are mutually exclusive|--rate-period: value error |-D: value error |--warm-up-time: value error |No supported protocol was negotiated\. Supported protocols were:|No protocol negotiated\. Fallback behaviour may be activated|Server does not support NPN\/ALPN\. Falling back to HTTP\/1\.1\.|Using h2load against public server )/;

/** The lines h2load prints for every run, in order. */
export const RUN_LINES = [STARTING, SPAWNING, TLS_LINE, APP_PROTOCOL, PROGRESS, PHASE, FINISHED, REQUESTS, STATUS_CODES, TRAFFIC, UDP, TABLE_HEADER, TABLE_ROW];

/**
 * An h2load command line that reached the format: the engine reads (and blanks) those after a prompt it knows (`$
 * h2load -n 100 URL`, FormatDefinition.command); this is for prompts it does not: `h2load` as a word, then an option
 * or a URL. It ends the run before it.
 */
export const H2LOAD_COMMAND = /(?:^|[\s/])h2load(?:\.exe)?\s+(?:-|https?:\/\/)/;

// -----------------------------------------------------------------------------------------------------------------
// What the grammar makes of a line, told by its first words: the stream cutter reads lines one by one with these
// (test/h2load pins them to the grammar's kinds over every sample line and damaged ones).

/** The grammar's blanks (grammars/kit WhiteSpace), not JavaScript's \s (which has more). */
const B = "[ \\t\\r\\f\\v\\u00a0\\u3000]*";
/** The characters of the grammar's Word token: a label with `longer_alt: Word` ends where none follows. */
const WORD_CHAR = "[\\x21\\x22\\x24\\x26\\x27\\x2a\\x2b\\x2d-\\x39\\x3b-\\x7e\\u0080-\\u009f\\u00a1-\\u2fff\\u3001-\\uffff]";

const at = (source: string): RegExp => new RegExp(`^${B}(?:${source})`);
const KIND_STARTING = at("starting benchmark\\.\\.\\.");
const KIND_HEAD = at(
  "spawning thread|TLS Protocol:|Protocol:|Cipher:|Server Temp Key:|Application protocol:|progress:|Warm-up started for thread|Warm-up phase is over for thread|Main benchmark duration is started for thread|Main benchmark duration is over for thread|Stopped all clients for thread",
);
const KIND_FINISHED = at("finished in");
const KIND_FIELDS = at("(requests|status codes|traffic|UDP datagram):");
const KIND_TABLE_HEADER = at(`min${B.replace("*", "+")}max(?!${WORD_CHAR})`);
const KIND_ROW = at("(time for request|time for connect|time to 1st byte|req\\/s(?: \\(client\\))?|request|connect|TTFB) *:");
const KIND_VERSION = at("h2load nghttp2\\/");
const KIND_USAGE = at("Usage: h2load");
const KIND_MESSAGE = at(
  "--?[A-Za-z][\\w-]*(?:, --?[A-Za-z][\\w-]*)*:|client could not connect to host|no URI or input file given|no URI available|No URI given|invalid URI:|getaddrinfo\\(\\) failed:|No address returned|No protocol negotiated\\.|Server does not support NPN\\/ALPN\\.|No supported protocol was negotiated\\.|Process Request Failure:|Using h2load against public server|cannot read input file:|Failed to create SSL_CTX|Could not set TLS versions|SSL_CTX_set\\w+",
);

/** A line's kind as the grammar reads it, and for results which field it fills. */
export type LineKind =
  | { kind: "starting" | "head" | "message" | "version" | "usage" | "other" }
  | { kind: "result"; field: string };

/** The kind the grammar gives `line` (grammars/h2load/parser.ts), from its first words. */
export function lineKind(line: string): LineKind {
  if (KIND_STARTING.test(line)) return { kind: "starting" };
  if (KIND_VERSION.test(line)) return { kind: "version" };
  if (KIND_USAGE.test(line)) return { kind: "usage" };
  if (KIND_HEAD.test(line)) return { kind: "head" };
  if (KIND_FINISHED.test(line)) return { kind: "result", field: "finished" };
  let m = KIND_FIELDS.exec(line);
  if (m) return { kind: "result", field: FIELD_OF[m[1]!]! };
  if (KIND_TABLE_HEADER.test(line)) return { kind: "result", field: "tableHeader" };
  m = KIND_ROW.exec(line);
  if (m) return { kind: "result", field: `row:${ROW_OF[m[1]!]!}` };
  if (KIND_MESSAGE.test(line)) return { kind: "message" };
  return { kind: "other" };
}

const FIELD_OF: Record<string, string> = { requests: "requests", "status codes": "statusCodes", traffic: "traffic", "UDP datagram": "udp" };
/** The grammar's row label token names, by their words. */
export const ROW_OF: Record<string, string> = {
  "time for request": "TimeForRequest",
  "time for connect": "TimeForConnect",
  "time to 1st byte": "TimeToFirstByte",
  "req/s": "ReqPerSecRow",
  "req/s (client)": "ReqPerSecRow",
  request: "RequestRow",
  connect: "ConnectRow",
  TTFB: "TtfbRow",
};
