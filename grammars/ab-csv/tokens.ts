import { createToken, Lexer } from "chevrotain";
import { Newline } from "../kit/tokens.js";
export { Newline };

/** ab -e: `Percentage served,Time in ms` then one `percent,ms` row per line. */
export const WhiteSpace = createToken({ name: "WhiteSpace", pattern: /[ \t\r]+/, group: Lexer.SKIPPED });
export const Header = createToken({ name: "Header", pattern: /Percentage served,Time in ms/, label: "'Percentage served,Time in ms'" });
export const Num = createToken({ name: "Num", pattern: /[-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?/, label: "a number" });
export const Comma = createToken({ name: "Comma", pattern: /,/, label: "','" });

export const allTokens = [Newline, WhiteSpace, Header, Num, Comma];
