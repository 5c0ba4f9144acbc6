/** What the shared tests (test/helpers/formats.ts) need of the ab format beyond its samples. */
import { sample } from "../helpers/samples.js";
import { KB512, MB2, RESERVED } from "../helpers/security.js";

/** Security: inputs whose labels, headers or values are the reserved names. */
export const keyInputs: Record<string, string> = {
  "labels named like prototype keys": RESERVED.map((k) => `${k}: 1\n${k}:        2 bytes\n`).join("") + sample("ab/ab-plain-n1000-c10.txt"),
  "values named like prototype keys": sample("ab/ab-plain-n1000-c10.txt")
    .replace(/^Server Software:.*$/m, "Server Software:        __proto__")
    .replace(/^Server Hostname:.*$/m, "Server Hostname:        constructor")
    .replace(/^Document Path:.*$/m, "Document Path:          prototype"),
  "failure breakdown and connection rows with reserved names":
    sample("ab/ab-length-failures-n500-c5.txt").replace(/\(Connect: 0,/, "(__proto__: 1, constructor: 2, Connect: 0,") +
    "__proto__:    0    0   0.0      0       0\nprototype:  1 2 3\n",
  "HTML table with reserved row labels": sample("ab/ab-html-w-n200-c5.txt").replace(/Server Software:/, "__proto__:").replace(/Document Path:/, "constructor:"),
};

/** Security: prefixes the format treats specially, repeated 50,000 times. */
export const prefixes = ["Server Software: ", "Completed ", "Benchmarking ", "Connect: ", "apr_socket_recv: ", "  50%  "];

/** Security: long lines built to defeat a regular expression (each was quadratic once), and real output repeated. */
export const pathological: Record<string, () => string> = {
  "ab: Benchmarking host, 2 MB of blanks, no (be patient)": () => `Benchmarking a${" ".repeat(MB2)}b\n`,
  "ab: Benchmarking host, 2 MB of blanks, through proxy": () => `Benchmarking a${" ".repeat(MB2)}through b:1 (be patient)\n`,
  "ab: apr_ error, 2 MB of blanks before the code": () => `apr_socket_recv: a${" ".repeat(MB2)}b (104)\n`,
  "ab: -w HTML with a 512 KB line of '<'": () => `<th colspan=2>Server Software:</th>\n${"<".repeat(KB512)}\n`,
  "ab: 10,000 runs cut in their Connection Times": () => "Connection Times (ms)\n              min  mean[+/-sd] median   max\nConnect:    1\n".repeat(10_000),
  "ab: one run pasted 350 times": () => sample("ab/ab-plain-n1000-c10.txt").repeat(350),
  "ab: one results line 20,000 times": () => "Complete requests:      1000\n".repeat(20_000),
};

/** Security: control characters put after this place in this sample make a located error that shows them escaped. */
export const injection = { file: "ab/ab-plain-n1000-c10.txt", after: "Requests per second:    " };
