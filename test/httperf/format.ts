/** What the shared tests (test/helpers/formats.ts) need of the httperf format beyond its samples. */
import { sample } from "../helpers/samples.js";
import { KB512, MB2, RESERVED } from "../helpers/security.js";

const run = (): string => sample("httperf/httperf-conns1000.txt");

/** Security: inputs whose options, printed lines or messages are the reserved names (httperf builds no key from its input). */
export const keyInputs: Record<string, string> = {
  "echoed options named like prototype keys": run().replace(" --num-calls=1", ` ${RESERVED.map((k) => `--${k.toLowerCase()}=1`).join(" ")} --num-calls=1`),
  "printed reply lines and messages with reserved words": `${RESERVED.map((k) => `RH0:${k}: 1\nhttperf: warning: ${k}\n`).join("")}${run()}`,
  "lines httperf does not print, named like prototype keys": `${run()}${RESERVED.map((k) => `${k}: 1\n`).join("")}`,
};

/** Security: prefixes the format treats specially, repeated 50,000 times. */
export const prefixes = [
  "httperf --client=0/1 --send-buffer=1 --recv-buffer=1 ",
  "httperf --hog --timeout=1 ",
  "Total: connections ",
  "Connection time [ms]: ",
  "Reply status: 1xx=",
  "Errors: ",
  "reply-rate = ",
  "RH0:",
  "SS0: header ",
  "Session length histogram: ",
  "             ",
  "^C",
];

/** Security: long lines built to defeat a regular expression, and real output repeated to ~500 KB. */
export const pathological: Record<string, () => string> = {
  "httperf: an echo of 100,000 options": () => `httperf --hog${" --x=1".repeat(100_000)} --client=0/1 --send-buffer=1\n${run()}`,
  "httperf: an echo whose quoted header never closes, 2 MB of quotes": () => `httperf --client=0/1 --send-buffer=1 --recv-buffer=1 --add-header='${"'x".repeat(MB2 / 2)}\n`,
  "httperf: 2 MB of blanks between `httperf` and an option": () => `httperf${" ".repeat(MB2)} --client=0/1\n${run()}`,
  "httperf: a Session length histogram of 100,000 counts": () => `Session length histogram:${" 1".repeat(100_000)}\n`,
  "httperf: a 512 KB Request rate value": () => `Request rate: ${"1".repeat(KB512)}x req/s\n`,
  "httperf: one run 1,000 times": () => run().repeat(1000),
};

/** Security: control characters put after this place in this sample make a located error that shows them escaped. */
export const injection = { file: "httperf/httperf-conns1000.txt", after: "Request rate: " };
