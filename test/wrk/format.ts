/** What the shared tests (test/helpers/formats.ts) need of the wrk format beyond its samples. */
import { sample } from "../helpers/samples.js";
import { KB512, MB2, RESERVED } from "../helpers/security.js";

const run = (): string => sample("wrk/wrk-latency-t2-c10-d3s.txt");

/** Security: inputs whose labels, URLs or values are the reserved names (wrk builds no key from its input). */
export const keyInputs: Record<string, string> = {
  "a URL and Lua output named like prototype keys": run().replace("http://127.0.0.1:18080/index.html", "http://__proto__/constructor") + RESERVED.map((k) => `${k}: 1\n`).join(""),
  "socket error kinds named like prototype keys": run().replace("Requests/sec:", "  Socket errors: __proto__ 1, constructor 2, connect 0, read 0, write 0, timeout 1\nRequests/sec:"),
  "a version banner and Lua output before Running with reserved words": `wrk __proto__ [epoll] Copyright (C) 2012 Will Glozer\nprototype\n${run()}`,
};

/** Security: prefixes the format treats specially, repeated 50,000 times. */
export const prefixes = ["Running 1s test @ ", "  2 threads and ", "  Thread Stats   Avg ", "    Latency   1.00ms ", "  1 requests in ", "  Socket errors: connect ", "Requests/sec: ", "     50%  "];

/** Security: long lines built to defeat a regular expression, and real output repeated to ~500 KB. */
export const pathological: Record<string, () => string> = {
  "wrk: a shell prompt that almost matches, 2 MB long, after a run": () => `${run()}a@${"a".repeat(MB2)} b $\n`,
  "wrk: 2 MB of blanks between `wrk` and a word, after a run": () => `${run()}wrk${" ".repeat(MB2)}x\n`,
  "wrk: 50,000 Socket errors parts on one line": () => `  Socket errors: ${"connect 1, ".repeat(50_000)}\n`,
  "wrk: a Latency row of 100,000 cells": () => `    Latency ${"1.00ms ".repeat(100_000)}\n`,
  "wrk: a 512 KB Requests/sec value": () => `Requests/sec: ${"1".repeat(KB512)}x\n`,
  "wrk: one run 1,000 times": () => run().repeat(1000),
};

/** Security: control characters put after this place in this sample make a located error that shows them escaped. */
export const injection = { file: "wrk/wrk-t2-c10-d3s.txt", after: "Requests/sec:  " };
