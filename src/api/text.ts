/**
 * Input clean-up shared by every format, done once before lexing. It keeps the line count unchanged so that
 * error positions still point at the user's text: a byte-order mark and ANSI colour codes go, and line ends are
 * read as the engine reads them (src/api/lines.ts: CR LF and a CR that ends a line become LF).
 */
import { LineSplitter } from "./lines.js";

const ANSI_SGR = /\x1b\[[0-9;]*m/g;

export function prepareText(input: string): string {
  let text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  if (text.includes("\r")) text = withLfEnds(text);
  if (text.includes("\x1b[")) text = text.replace(ANSI_SGR, "");
  return text;
}

/** The text's lines (read by the engine's rule) each ended by a LF, the last one only if it was ended. */
function withLfEnds(text: string): string {
  const out: string[] = [];
  const lines = new LineSplitter({ line: (line) => void out.push(line), tooLong: () => {} });
  lines.push(text);
  const ended = lines.end();
  return ended ? `${out.join("\n")}\n` : out.join("\n");
}
