import { Lexer } from "chevrotain";
import { Newline, token } from "../kit/tokens.js";
export { Newline };

/** ab -e: `Percentage served,Time in ms` then one `percent,ms` row per line. */
export const WhiteSpace = token({ name: "WhiteSpace", pattern: /[ \t\r]+/, group: Lexer.SKIPPED });
export const Header = token({ name: "Header", pattern: /Percentage served,Time in ms/, label: "'Percentage served,Time in ms'" });
export const Num = token({ name: "Num", pattern: /[-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?/, label: "a number" });
export const Comma = token({ name: "Comma", pattern: /,/, label: "','" });

export const allTokens = [Newline, WhiteSpace, Header, Num, Comma];
