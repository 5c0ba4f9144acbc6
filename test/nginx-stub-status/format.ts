/** What the shared tests (test/helpers/formats.ts) need of the nginx-stub-status format beyond its samples. */
import { sample } from "../helpers/samples.js";
import { MB2 } from "../helpers/security.js";

/** Security: inputs whose labels, headers or values are the reserved names. */
export const keyInputs: Record<string, string> = {
  "reserved HTTP header names": `HTTP/1.1 200 OK\nconstructor: x\nprototype: {"polluted":1}\nServer: __proto__/1.0\n\n${sample("nginx-stub-status/single-page.txt")}`,
  "a header named __proto__ (read as a timestamp line, rejected)": `HTTP/1.1 200 OK\n__proto__: {"polluted":1}\n\n${sample("nginx-stub-status/single-page.txt")}`,
  "a reserved timestamp line": `__proto__\n${sample("nginx-stub-status/single-page.txt")}constructor prototype\n${sample("nginx-stub-status/single-page.txt")}`,
};

/** Security: prefixes the format treats specially, repeated 50,000 times. */
export const prefixes = ["Active connections: ", "server accepts handled requests ", "Reading: 1 Writing: ", "curl: (7) "];

/** Security: long lines built to defeat a regular expression (each was quadratic once), and real output repeated. */
export const pathological: Record<string, () => string> = {
  "nginx-stub-status: a 2 MB timestamp line": () => `${"1".repeat(MB2)}\n${sample("nginx-stub-status/single-page.txt")}`,
  "nginx-stub-status: one 3-page log 1,500 times": () => sample("nginx-stub-status/series-no-timestamps.txt").repeat(1500),
};

/** Security: control characters put after this place in this sample make a located error that shows them escaped. */
export const injection = { file: "nginx-stub-status/single-page.txt", after: "Reading: " };
