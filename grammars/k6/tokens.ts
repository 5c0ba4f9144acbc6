import { type TokenType } from "chevrotain";
import { lineCategories, Newline, token, WhiteSpace } from "../kit/tokens.js";
export { Newline, WhiteSpace };
/** This grammar's own categories (grammars/kit). */
export const { AnyToken, Label, Text } = lineCategories();

/*
 * k6's end-of-test summary (internal/js/summary.js, summary-legacy.js), one line at a time. A metric line is its
 * name glued to its dot leader and colon (`http_req_duration..............:`, or a sub-metric's `{ tag:value }...:`),
 * then its values as words (`avg=19.74ms`, `75`, `MB`, `7.4`, `MB/s`, `0.00%`, `✓`, `0`, `out`, `of`); checks and
 * thresholds start with a mark (`✓`, `✗`), a threshold's source is quoted, a check's details start with `↳`, a section
 * title with `█`. Everything else is a Word: nothing fails to lex.
 */

export const Mark = token({ name: "Mark", pattern: /[\u2713\u2717]/, categories: [Label], label: "'✓' or '✗'" });
export const Block = token({ name: "Block", pattern: /\u2588/, categories: [Label], label: "'█'" });
export const Arrow = token({ name: "Arrow", pattern: /\u21b3/, categories: [Label], label: "'↳'" });
/** A metric's name and its dot leader: `http_reqs......................:` */
export const NameLeader = token({ name: "NameLeader", pattern: /[A-Za-z_][A-Za-z0-9_]*\.{2,}:/, categories: [Label], label: "a metric name and its dots" });
/** A sub-metric's tags and its dot leader: `{ expected_response:true }...:` (no `}` inside: explicit ranges). */
export const SubLeader = token({ name: "SubLeader", pattern: /\{[\x20-\x7c\x7e\u00a0-\uffff]*\}\.{2,}:/, categories: [Label], label: "a sub-metric's tags and its dots" });
/** A threshold's source: `'p(95)<500'` */
export const Quoted = token({ name: "Quoted", pattern: /'[\x20-\x26\x28-\x7e\u00a0-\uffff]*'/, categories: [Text], label: "a quoted threshold" });
// Word: any run of visible characters (explicit ranges: the lexer's optimizations stay on).
export const Word = token({ name: "Word", pattern: /[\x21-\x7e\u0080-\u009f\u00a1-\u2fff\u3001-\uffff]+/, categories: [Text], label: "a word" });
export const Control = token({ name: "Control", pattern: /[\x00-\x08\x0e-\x1f\x7f]/, categories: [Text], label: "a control character" });

export const lexerDefinition: TokenType[] = [Newline, WhiteSpace, Mark, Block, Arrow, NameLeader, SubLeader, Quoted, Word, Control];

export const allTokens: TokenType[] = [AnyToken, Label, Text, ...lexerDefinition];
