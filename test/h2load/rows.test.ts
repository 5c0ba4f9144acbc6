/**
 * h2load's hand-read lines (grammars/h2load/rows.ts) are pinned to the grammar: over every sample and seeded variants
 * of them (words swapped for h2load's labels, numbers glued to other text, punctuation, the labels that take the rest
 * of the line, blanks and characters outside ASCII, cut lines), h2loadLines gives the lines, or the error, that the
 * grammar alone gives.
 */
import { describe, expect, it } from "vitest";
import { h2loadGrammar } from "../../grammars/h2load/parser.js";
import { H2LOAD_LINE_MODE, h2loadLines } from "../../grammars/h2load/rows.js";
import { runGrammar } from "../../src/kit/grammar.js";
import { prepareText } from "../../src/api/text.js";
import { seededEdits } from "../helpers/cell-edit.js";
import { expectHandLexable, handReaderCheck } from "../helpers/hand-reader.js";
import { root, sampleFiles, seeded } from "../helpers/samples.js";
import { readFileSync } from "node:fs";

const grammar = (text: string) => runGrammar(h2loadGrammar, text, "h2load");
const { same, seen } = handReaderCheck(grammar, h2loadLines, () => true);

const files = sampleFiles("h2load", (p) => p.endsWith(".txt"));

describe("h2load lines read by hand agree with the grammar", () => {
  it("finds the samples", () => expect(files.length).toBeGreaterThan(30));
  for (const file of files) {
    it(file.slice(root.length + 1), () => same(prepareText(readFileSync(file, "utf8"))));
  }

  it("reads a run's report by hand alone", () => {
    const before = seen.hand;
    same(prepareText(readFileSync(`${root}/samples/h2load/h2load-h1-n5000-c10.txt`, "utf8")));
    same(prepareText(readFileSync(`${root}/samples/h2load/h2load-tls-h2-n5000-c10-m10.txt`, "utf8")));
    expect(seen.hand).toBe(before + 2);
  });

  it("lines of a few tokens each, and the usual lines in unusual forms", () => {
    const lines = [
      "",
      " ",
      "\t",
      "starting benchmark...",
      "starting benchmark...x",
      "  starting benchmark... Cipher: x",
      "starting benchmark",
      "spawning thread #0: 10 total client(s). 1000 total requests",
      "spawning thread #0: 10 total client(s). 1000",
      "spawning thread #0: 10 total client(s).",
      "spawning thread #0:",
      "spawning thread",
      "spawning thread #0: 10 total client(s). Up to 2 client(s) will be created every 500ms 200 total requests",
      "spawning thread #0: 4 total client(s). Timing-based test with 1s of warm-up time and 2s of main duration for measurements.",
      "spawning thread #x: 10 total client(s). 1000 total requests",
      "Application protocol: h2",
      "Application protocol:",
      "Application protocol:  h2 \u00e9",
      "x Application protocol: h2",
      "TLS Protocol: TLSv1.3",
      "Protocol: TLSv1.2",
      "Cipher: TLS_AES_256_GCM_SHA384",
      "Server Temp Key: X25519 253 bits",
      "Server Temp Key:",
      "h2load nghttp2/1.52.0",
      "Usage: h2load [OPTIONS]... [URI]...",
      "-n, -c: the number of requests must be greater than or equal to the clients.",
      "--rate-period: value error 0.5",
      "client could not connect to host",
      "progress: 10% done",
      "progress: 10% of clients started",
      "progress: % done",
      "progress: 10 done",
      "progress: 10%",
      "progress:",
      "progress: 1e+06% done, req/s",
      "Warm-up started for thread #0.",
      "Stopped all clients for thread #0",
      "Main benchmark duration is over for thread #0. x",
      "Warm-up phase is over for thread",
      "finished in 84.19ms, 59393.00 req/s, 47.47MB/s",
      "finished in 84.19ms, 59393.00 req/s,",
      "finished in 84.19ms, 59393.00 req/s",
      "finished in 84.19ms, 59393.00",
      "finished in 84.19ms,",
      "finished in 84.19ms",
      "finished in",
      "finished in , req/s, 1MB/s",
      "finished in 1.2.3s, 1 req/sx, 2",
      "requests: 5000 total, 5000 started, 5000 done, 5000 succeeded, 0 failed, 0 errored, 0 timeout",
      "status codes: 5000 2xx, 0 3xx, 0 4xx, 0 5xx",
      "traffic: 4.00MB (4190000) total, 913.09KB (935000) headers (space savings 0.00%), 2.86MB (3000000) data",
      "traffic: 4125025824 bytes total, 10 bytes headers",
      "traffic: 4.00MB (4190000) total, (space  savings 1%)",
      "UDP datagram: 10 sent, 12 received",
      "requests:",
      "requests: ,, 1 total,",
      "requests: -1 total, -x, 5-6, 1e+5, 1e5, 1.5.5",
      "requests: 1 time for request: 2 total requests sd, min max",
      "                     min         max         mean         sd        +/- sd",
      "                     min         max         median       p95       p99       mean         sd        +/- sd",
      "min max",
      "min",
      "min mean max",
      "minx max",
      "min max x sd",
      "time for request:       23us      8.16ms       156us       459us    98.12%",
      "time for connect:       54us       364us       168us        90us    80.00%",
      "time to 1st byte:      306us      2.50ms      1.91ms       844us    80.00%",
      "req/s           :    6129.26     7309.70     6382.14      488.37    80.00%",
      "req/s (client)  :    6129.26",
      "request     :     1.02ms",
      "TTFB        :     1.02ms x 2",
      "time for request:",
      "time for request:  1us% 2us %",
      "time for request:  1us,2us",
      "req/s:",
      "req/s",
      "$ h2load -n 100 http://127.0.0.1/",
      "12 34",
      "(space savings",
      "# comment",
      "% x",
      "x:",
      "total requests",
      "sd, x",
      "x\u00e9",
      "\u00e9",
      "a\u00a0b",
      "a\x7fb",
      "a\x01b",
      "a\rb",
      "time for request:       23us\r",
    ];
    for (const line of lines) {
      same(line);
      same(`${line}\n`);
      same(`starting benchmark...\n${line}\nfinished in 84.19ms, 59393.00 req/s, 47.47MB/s\n`);
      same(`Application protocol: h2\n${line}\n`);
    }
  });

  it("seeded variants", () => {
    const texts = files.map((f) => prepareText(readFileSync(f, "utf8")).split("\n"));
    const rnd = seeded(2027);
    const words = [
      "starting benchmark...", "spawning thread", "total client(s).", "total requests", "Up to", "Timing-based test with", "TLS Protocol:", "Protocol:",
      "Cipher:", "Server Temp Key:", "Application protocol:", "progress:", "Warm-up started for thread", "finished in", "req/s", "requests:",
      "status codes:", "traffic:", "UDP datagram:", "(space savings", "min", "max", "median", "mean", "sd", "+/- sd", "time for request:",
      "time for request  :", "req/s (client)  :", "request :", "connect:", "TTFB", "h2load nghttp2/", "Usage: h2load", "-n, -c:", "--x:",
      "client could not connect to host", "SSL_CTX_set_x", "#", "%", "(", ")", ",", ":", "#0.", "1.21MB/s", "1e+06s", "-5", "-x", "12", "2xx",
      "1.2.3", "5ms/s", "x1", "é", "\u00a0", "\u3000", "\t", "  ", "\r", "\x7f", "\x01", "\f", "",
    ];
    seededEdits(texts, words, rnd, 500, same);
  });
});

describe("h2load's hand lexer's assumptions about the grammar", () => {
  it("the line mode's patterns read no lookaround, anchors or flags", () => expectHandLexable(H2LOAD_LINE_MODE));
});
