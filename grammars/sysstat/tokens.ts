import { Lexer, type TokenType } from "chevrotain";
import { Newline, token } from "../kit/tokens.js";
export { Newline };

/*
 * sysstat's text reports (sar, iostat, mpstat: every tool of sysstat that prints the `Linux 6.1.0 (host) \tDATE ...`
 * report header), one line at a time. Blanks (spaces, tabs) separate cells and are skipped; the newline is
 * a real token. A row starts with a clock (24-hour, 12-hour with AM/PM, or a CJK clock) or with a statistics label
 * (`Average:` and its translations); every other non-blank run is a cell. Cells that look numeric (`2.15`, `2,15`,
 * `-3`, human-readable `1.4G` / `82.9%`) are Number tokens, everything else is a Word; both belong to the Cell
 * category, so the grammar never depends on column names.
 */

export const Cell = token({ name: "Cell", pattern: Lexer.NA, label: "a cell" });

export const Blank = token({ name: "Blank", pattern: /[ \t\r\f\v\u00a0\u2000-\u200a\u202f\u205f\u3000]+/, group: Lexer.SKIPPED });

/**
 * Any visible run, without parentheses (which the report header uses around the host name and CPU count).
 * Explicit ranges (no complement set) keep Chevrotain's first-character optimization on.
 */
export const Word = token({
  name: "Word",
  pattern: /[\x21-\x27\x2a-\x7e\u0080-\u009f\u00a1-\u1fff\u200b-\u202e\u2030-\u205e\u2060-\u2fff\u3001-\uffff]+/,
  categories: [Cell],
  label: "a word",
});

export const Number = token({
  name: "Number",
  pattern: /[-+]?\d+(?:[.,]\d+)?[%BkKMGTPs]?/,
  longer_alt: Word,
  categories: [Cell],
  label: "a number",
});

/** `13:20:09` (also the first half of `01:20:09 PM`). */
export const Clock = token({ name: "Clock", pattern: /\d{1,2}:\d{2}:\d{2}/, longer_alt: Word, categories: [Cell], label: "a clock time" });

/** `13时20分09秒` (zh_CN), `13時20分09秒` (ja_JP, zh_TW), `13시 20분 09초` (ko_KR), with an optional AM/PM word. */
export const CjkClock = token({
  name: "CjkClock",
  pattern: /(?:(?:上午|下午|午前|午後|오전|오후) ?)?\d{1,2}(?:[时時]\d{1,2}分\d{1,2}秒|시 ?\d{1,2}분 ?\d{1,2}초)/,
  categories: [Cell],
  label: "a clock time",
});

/** The `AM`/`PM` of a 12-hour clock (en_US `%X`). */
export const Meridiem = token({ name: "Meridiem", pattern: /[AaPp]\.?[Mm]\.?/, longer_alt: Word, categories: [Cell], label: "AM or PM" });

/**
 * The time zone abbreviations strftime's `%Z` prints (tzdata's, current and older ones): the `%X` of en_IN, en_HK,
 * en_PH, hi_IN, mt_MT and other glibc locales ends with the zone (`%I:%M:%S %p %Z`: `12:38:33 PM IST`; sysstat 6
 * with en_IN: `05:13:05  IST`). None is a word sysstat prints after a clock (CPU, NODE, IFACE, DEV, UID, ...).
 */
export const ZONE_NAMES: readonly string[] = [
  // tzdata 2024 (every zone, January and July)
  "ACDT", "ACST", "ADT", "AEDT", "AEST", "AKDT", "AKST", "AST", "AWST", "BST", "CAT", "CDT", "CEST", "CET", "CST", "ChST", "EAT", "EDT",
  "EEST", "EET", "EST", "GMT", "HDT", "HKT", "HST", "IDT", "IST", "JST", "KST", "MDT", "MEST", "MET", "MSK", "MST", "NDT", "NST", "NZDT",
  "NZST", "PDT", "PKT", "PST", "SAST", "SST", "UTC", "WAT", "WEST", "WET", "WIB", "WIT", "WITA",
  // before tzdata 2017's numeric abbreviations (sysstat 5 to 11 era systems)
  "AFT", "ALMT", "AMST", "AMT", "ANAT", "ART", "AZT", "BDT", "BNT", "BOT", "BRST", "BRT", "BTT", "CHOT", "CLST", "CLT", "COT", "CVT",
  "EASST", "EAST", "ECT", "EGT", "FJT", "GET", "GFT", "GST", "GYT", "HOVT", "ICT", "IRDT", "IRKT", "IRST", "KGT", "KRAT", "MAGT", "MMT",
  "MSD", "MUT", "MVT", "MYT", "NCT", "NPT", "NZT", "OMST", "PET", "PETT", "PHT", "PYT", "SGT", "SRT", "TJT", "TLT", "TMT", "ULAT", "UYT",
  "UZT", "VET", "VLAT", "WGT", "YAKT", "YEKT", "UCT",
];

/** A zone after a clock, by name (ZONE_NAMES); a numeric zone (`+04`, `-0330`) is a Number the parser reads as one. */
export const Zone = token({
  name: "Zone",
  pattern: new RegExp([...ZONE_NAMES].sort((a, b) => b.length - a.length).join("|")),
  longer_alt: Word,
  categories: [Cell],
  label: "a time zone",
});

/** A numeric zone (`+04`, `-0330`: tzdata's abbreviation where a zone has no letters), as the whole of a Number token. */
export const NUMERIC_ZONE = /^[+-]\d{2}(?:\d{2})?$/;

/** Either kind of zone, as a pattern's source for the readers that look at whole lines (cutters, detectors). */
export const ZONE_SOURCE = `(?:${(Zone.PATTERN as RegExp).source}|${NUMERIC_ZONE.source.slice(1, -1)})`;

/**
 * sysstat's row labels for statistics rows, in English and every translation shipped in sysstat's nls/ (read from
 * the .mo files of sysstat 12.6): `Average:`, `Summary:`, `Minimum:`, `Maximum:` and the translations of the first
 * two. `Average` without a colon is what the Unix sar programs (AIX, HP-UX, Solaris) print.
 */
export const STAT_LABELS: Record<string, "average" | "summary" | "minimum" | "maximum"> = {
  "Average:": "average",
  Average: "average",
  "Summary:": "summary",
  "Minimum:": "minimum",
  "Maximum:": "maximum",
  // Average:
  "Gemideld:": "average",
  "Průměr:": "average",
  "Middel:": "average",
  "Durchschn.:": "average",
  "Meznombro:": "average",
  "Media:": "average",
  "Batezbestekoa:": "average",
  "Keskiarvo:": "average",
  "Moyenne :": "average",
  "Moyenne:": "average",
  "Medie:": "average",
  "Prosjek:": "average",
  "Átlag:": "average",
  "Rata-rata:": "average",
  "平均値:": "average",
  "평균값:": "average",
  "Орточо:": "average",
  "Vidēji:": "average",
  "Medja:": "average",
  "Gj.snitt:": "average",
  "Gemiddeld:": "average",
  "Średnia:": "average",
  "Média:": "average",
  "Среднее:": "average",
  "Priemer:": "average",
  "Просек:": "average",
  "Genomsnitt:": "average",
  "Ortalama:": "average",
  "Середнє:": "average",
  "Trung bình:": "average",
  "平均时间:": "average",
  "平均時間：": "average",
  "平均時間:": "average",
  // Summary:
  "Souhrn:": "summary",
  "Resume:": "summary",
  "Zusammenfassung:": "summary",
  "Resumo:": "summary",
  "Resumen:": "summary",
  "Yhteenveto:": "summary",
  "Résumé:": "summary",
  "Sintesi:": "summary",
  "Sažetak:": "summary",
  "Összegzés:": "summary",
  "Ringkasan:": "summary",
  "Sommario:": "summary",
  "サマリ:": "summary",
  "요약:": "summary",
  "Sammendrag:": "summary",
  "Samenvatting:": "summary",
  "Podsumowanie:": "summary",
  "Sumário:": "summary",
  "Rezumat:": "summary",
  "Сводка:": "summary",
  "Súhrn:": "summary",
  "Сажетак:": "summary",
  "Sammanfattning:": "summary",
  "Özet:": "summary",
  "Резюме:": "summary",
  "Tổng kết:": "summary",
  "总计:": "summary",
};

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "[ \\u00a0\\u202f]");
const labelPattern = new RegExp(
  Object.keys(STAT_LABELS)
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|"),
);

/**
 * The statistic a row label stands for, or undefined for a label we do not know. fr_FR prints `Moyenne\u202f:`
 * (a narrow no-break space), so blanks are compared as plain spaces; the terminal's echo of Ctrl-C glued in front
 * (`^CAverage:`, `mpstat 1 60` interrupted) is not part of it.
 */
export function statisticOf(label: string): "average" | "summary" | "minimum" | "maximum" | undefined {
  const key = label.replace(/^\^C/, "").replace(/[\s\u202f]+/g, " ").trim();
  return Object.prototype.hasOwnProperty.call(STAT_LABELS, key) ? STAT_LABELS[key] : undefined;
}

/** A statistics row label (see STAT_LABELS). */
export const StatLabel = token({ name: "StatLabel", pattern: labelPattern, longer_alt: Word, categories: [Cell], label: "'Average:'" });

/** `LINUX RESTART` (the restart mark sadc writes at boot). */
export const Restart = token({ name: "Restart", pattern: /LINUX RESTART/, categories: [Cell], label: "'LINUX RESTART'" });

/** `COM` before a comment written with `sadc -C` (shown by `sar -C`). */
export const Com = token({ name: "Com", pattern: /COM/, longer_alt: Word, categories: [Cell], label: "'COM'" });

/** `_x86_64_` in the report header. */
export const Arch = token({ name: "Arch", pattern: /_[A-Za-z0-9][\w.-]*_/, longer_alt: Word, categories: [Cell], label: "an architecture" });

export const LParen = token({ name: "LParen", pattern: /\(/, label: "'('" });
export const RParen = token({ name: "RParen", pattern: /\)/, label: "')'" });

export const lexerDefinition: TokenType[] = [
  Newline,
  Blank,
  CjkClock,
  Clock,
  Restart,
  StatLabel,
  Com,
  Meridiem,
  Zone,
  Arch,
  Number,
  LParen,
  RParen,
  Word,
];

export const allTokens: TokenType[] = [Cell, ...lexerDefinition];
