/** What the shared tests (test/helpers/formats.ts) need of the php-fpm-status format beyond its samples. */
import { sample } from "../helpers/samples.js";
import { MB2 } from "../helpers/security.js";

const page = (): string => sample("php-fpm-status/idle-full.txt");
const json = (): string => sample("php-fpm-status/idle-json-full.txt");

/** Security: inputs whose field names, JSON member names or headers are the reserved names (kept in `other`, or read as headers). */
export const keyInputs: Record<string, string> = {
  "reserved field names in a page (kept in other)": `${page()}constructor: x\nprototype: {"polluted":1}\ntoString: 1\n__proto__: 2\n`,
  "reserved member names in a JSON page": json().replace('{"pool"', '{"__proto__":{"polluted":1},"constructor":"x","toString":"1","pool"').replace('{"pid"', '{"__proto__":"x","hasOwnProperty":"y","pid"'),
  "reserved HTTP header names before a page": `HTTP/1.1 200 OK\nconstructor: x\nprototype: {"polluted":1}\nServer: __proto__/1.0\n\n${page()}`,
};

/** Security: prefixes the format treats specially, repeated 50,000 times. */
export const prefixes = ["pool: ", "************************\n", '{"pool":"', "{", "curl: (7) "];

/** Security: long lines built to defeat a regular expression, and real output repeated. */
export const pathological: Record<string, () => string> = {
  "php-fpm-status: a 2 MB JSON string": () => json().replace('"pool":"www"', `"pool":"${"w".repeat(MB2)}"`),
  "php-fpm-status: a 2 MB run of escapes in a JSON string": () => json().replace('"pool":"www"', `"pool":"${"\\\\".repeat(MB2 / 2)}`),
  "php-fpm-status: a 2 MB line of stars": () => `${page()}${"*".repeat(MB2)}\n`,
  "php-fpm-status: one ?full page 300 times": () => page().repeat(300),
  "php-fpm-status: one ?json&full page 300 times": () => json().repeat(300),
};

/** Security: control characters put after this place in this sample make a located error that shows them escaped. */
export const injection = { file: "php-fpm-status/idle-plain.txt", after: "accepted conn:        " };
