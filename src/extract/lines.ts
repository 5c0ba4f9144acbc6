/**
 * The line model of `extract`: every repair (HTML tags, CI timestamps, code fences, flattened table cells) works on
 * a list of lines that remember where in the source they came from, so that block line ranges, warnings and parse
 * errors always point at the user's document.
 */
import { prepareText } from "../api/text.js";

export interface SourceLine {
  /** The line's text after the repairs made so far. */
  text: string;
  /** 1-based line of the source document this text comes from (several lines share it when a cell was split). */
  line: number;
  /** A CI timestamp that stood in front of the line (`2024-01-02T03:04:05.123Z`, `12:00:01`), as printed. */
  time?: string;
  /** True when the line was cut out of a longer line: a table cell, or output joined by spaces. */
  split?: boolean;
  /** True for the text of an HTML table cell: output joined into one cell is cut back into lines. */
  cell?: boolean;
  /** True for a Markdown or HTML heading: a section boundary. */
  heading?: boolean;
  /** True for a code fence line (```), kept as an empty line. */
  fence?: boolean;
}

/** Zero-width characters that only get in the way. */
const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/g;

/**
 * Splits a document into lines numbered from 1, after the clean-up every format gets (CRLF, byte-order mark, ANSI
 * colours; see prepareText). No-break spaces stay: they can be part of the output (French sar prints `Moyenne :`
 * with one), the parsers read them, and `\s` in the signature tables matches them.
 *
 * @example
 * splitLines("a\r\nb").map((l) => l.text) //=> ["a", "b"]
 */
export function splitLines(input: string): SourceLine[] {
  const text = prepareText(input);
  const parts = text.split("\n");
  if (parts.length > 1 && parts[parts.length - 1] === "") parts.pop();
  return parts.map((t, i) => ({ text: cleanSpaces(t), line: i + 1 }));
}

/** Zero-width characters removed, a lone trailing CR dropped. */
export function cleanSpaces(text: string): string {
  let t = text;
  if (t.endsWith("\r")) t = t.slice(0, -1);
  return t.replace(ZERO_WIDTH, "");
}

export const isBlank = (text: string): boolean => text.trim() === "";
