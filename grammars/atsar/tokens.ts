import { Lexer, type TokenType } from "chevrotain";
import { Newline, token, WhiteSpace } from "../kit/tokens.js";
export { Newline, WhiteSpace };

/*
 * atsar / atopsar output, one line at a time. A line is a run of cells separated by blanks; blanks are skipped and
 * the newline is a real token. The cells that give the output its structure have their own tokens: clock times
 * (`16:09:26`), the section tag that ends a column header (`_cpu_`, also glued to the last column name as in
 * `maxmbps_if_`), the `analysis date:` banner, its date (`2026/11/30`) and the `logging restarted` mark.
 */

/**
 * Token categories: `AnyCell` is any cell of a row (a tag, date or dashes inside a row are plain cells there);
 * `HeaderCell` adds the clock time, for the report header's kernel version (`Tue Nov 14 13:30:08 UTC 2023`).
 */
export const HeaderCell = token({ name: "HeaderCell", pattern: Lexer.NA, label: "a cell of the report header" });
export const AnyCell = token({ name: "AnyCell", pattern: Lexer.NA, categories: [HeaderCell], label: "a cell" });


/**
 * Any run of visible characters: a column name (`%usr`, `KB/read`, `in:`), a value (`90`, `2024M`, `46%`, `?`,
 * `N/A`), an item name (`all`, `vda`, `eth0`), a command name or a word of a message. Explicit ranges (no complement
 * set) keep Chevrotain's first-character optimization on; the blanks matched by WhiteSpace are left out.
 */
export const Cell = token({
  name: "Cell",
  pattern: /[\x21-\x7e\u0080-\u009f\u00a1-\u2fff\u3001-\uffff]+/,
  categories: [AnyCell],
  label: "a cell",
});

/** `-------------------------- analysis date:` (the date and the closing dashes follow). */
export const BannerStart = token({
  name: "BannerStart",
  pattern: /-{3,}[ \t]*analysis[ \t]+date:/,
  label: "'analysis date:' banner",
});

/** A run of dashes (the end of the banner). A longer cell that starts with dashes stays a Cell. */
export const Dashes = token({ name: "Dashes", pattern: /-{3,}/, longer_alt: Cell, categories: [AnyCell], label: "dashes" });

/** `......................... logging restarted .........................` */
export const Restart = token({
  name: "Restart",
  pattern: /\.{3,}[ \t]*logging[ \t]+restarted[ \t]*\.{3,}/,
  label: "'logging restarted'",
});

/** A clock time `hh:mm:ss` (atopsar `%02d:%02d:%02d`). `12:34:56x` is a Cell. */
export const Time = token({ name: "Time", pattern: /\d{1,2}:\d{2}:\d{2}/, longer_alt: Cell, categories: [HeaderCell], label: "a clock time" });

/** A date `YYYY/MM/DD` (banner and report header). */
export const Date = token({ name: "Date", pattern: /\d{4}\/\d{1,2}\/\d{1,2}/, longer_alt: Cell, categories: [AnyCell], label: "a date" });

/**
 * A section tag `_cpu_`, `_mem_`, `_dsk_`, `_if_`, `_top3_`, possibly glued to the last column name (`maxmbps_if_`,
 * `nrt/s_ipv4_`, `cpu%_top3_`). A longer cell such as `my_app_x` stays a Cell.
 */
export const Tag = token({
  name: "Tag",
  pattern: /[\x21-\x7e]*?_[A-Za-z0-9]+_/,
  longer_alt: Cell,
  categories: [AnyCell],
  label: "a section tag such as _cpu_",
});

export const lexerDefinition = [Newline, WhiteSpace, BannerStart, Restart, Dashes, Time, Date, Tag, Cell];

export const allTokens: TokenType[] = [...lexerDefinition, AnyCell, HeaderCell];
