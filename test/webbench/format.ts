/** What the shared tests (test/helpers/formats.ts) need of the webbench format beyond its samples. */
import { sample } from "../helpers/samples.js";
import { KB512, MB2 } from "../helpers/security.js";

/** Security: inputs whose labels, headers or values are the reserved names. */
export const keyInputs: Record<string, string> = {
  "reserved names in every phrase":
    "Webbench - Simple Web Benchmark __proto__\nBenchmarking: GET http://__proto__/constructor (using HTTP/1.1)\n" +
    "3 clients, running 5 sec, via proxy server __proto__:1, custom header constructor:prototype.\n\n" +
    "Speed=36 pages/min, 12 bytes/sec.\nRequests: 3 susceed, 0 failed.\n__proto__: 1\n",
  "a command line with reserved option values": "$ webbench --__proto__ 1 -c constructor -t prototype http://h/\nSpeed=1 pages/min, 1 bytes/sec.\nRequests: 1 susceed, 0 failed.\n",
};

/** Security: prefixes the format treats specially, repeated 50,000 times. */
export const prefixes = ["Speed=", "Requests: 1 susceed, ", "1 clients, running ", "webbench "];

/** Security: long lines built to defeat a regular expression (each was quadratic once), and real output repeated. */
export const pathological: Record<string, () => string> = {
  "webbench: a shell prompt that almost matches, 2 MB long": () => `a@${"a".repeat(MB2)} b $\n`,
  "webbench: 512 KB of dotted words ending in /webbench": () => `${"a.".repeat(KB512 / 2)}/webbench -c 1 http://h/\n`,
  "webbench: 50,000 cut Requests phrases on one line": () => `${"Requests: 1 susceed, ".repeat(50_000)}\n`,
  "webbench: a 2 MB URL scheme": () => `${"a".repeat(MB2)}://x\n`,
  "webbench: one run 1,500 times": () => sample("webbench/webbench-1.5-terminal-c10-t30.txt").repeat(1500),
};

/** Security: no place makes an error to show: webbench reads a line it does not know as text (the run is then incomplete). */
export const injection = { none: "webbench keeps unknown text as text: there is no error to escape" };
