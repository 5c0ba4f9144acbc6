/**
 * Turns any document into clean lines, undoing the damage that copy and paste does, in this order: HTML to text,
 * CI timestamps removed, Markdown fences and headings marked, table rows split into cells and joined output cut
 * back into lines. Each line keeps its source line number.
 */
import { Paste, type PastedLine } from "../api/paste.js";
import { decodeEntities, htmlToLines, looksLikeHtml } from "./html.js";
import { splitLines, type SourceLine } from "./lines.js";
import { markMarkdown, tableCells } from "./markdown.js";
import type { BlockSignature } from "../kit/line-tests.js";
import { stripCiTimestamps } from "./timestamps.js";
import { unflatten } from "./unflatten.js";
import { printsHashLine } from "./signatures.js";

export interface PreparedDocument {
  lines: SourceLine[];
  /** What was done to the whole document, in words. */
  repairs: string[];
}

export function prepareDocument(text: string, signatures: readonly BlockSignature[]): PreparedDocument {
  const repairs: string[] = [];
  let lines: SourceLine[];
  if (looksLikeHtml(text)) {
    lines = htmlToLines(text.replace(/\r\n?/g, "\n"));
    repairs.push("read as HTML: tags removed, entities decoded");
  } else {
    lines = splitLines(text);
    // a margin the whole document shares (an indented or comment-marked copy), or a blank line after every line:
    // undone as parse undoes it (src/api/paste.ts)
    const paste = new Paste();
    const pasted: PastedLine[] = [];
    for (const l of lines) paste.take(l.text, l.line, pasted);
    paste.end(pasted);
    if (paste.repairing) {
      lines = pasted.map((p) => ({ text: p.text, line: p.line }));
      repairs.push(...paste.repairs());
    }
    if (/&(?:[a-zA-Z]{2,8}|#\d{2,7}|#x[0-9a-fA-F]{2,6});/.test(text)) {
      let decoded = 0;
      lines = lines.map((l) => {
        const d = decodeEntities(l.text);
        if (d !== l.text) decoded++;
        return d === l.text ? l : { ...l, text: d };
      });
      if (decoded) repairs.push(`HTML entities decoded on ${decoded} line${decoded === 1 ? "" : "s"}`);
    }
  }
  const ci = stripCiTimestamps(lines);
  lines = ci.lines;
  if (ci.style) repairs.push(`CI log timestamps (${ci.style}) removed from the front of the lines`);
  lines = markMarkdown(lines, (t) => printsHashLine(signatures, t));
  const out: SourceLine[] = [];
  let rows = 0;
  let joined = 0;
  for (const l of lines) {
    if (l.heading || l.fence) {
      out.push(l);
      continue;
    }
    const cells = tableCells(l.text);
    if (cells !== undefined) {
      rows++;
      for (const cell of cells) for (const piece of unflatten(cell, signatures, true)) out.push({ ...l, text: piece, split: true });
      if (cells.length === 0) out.push({ ...l, text: "" });
      continue;
    }
    const pieces = unflatten(l.text, signatures, l.cell === true);
    if (pieces.length > 1) {
      joined++;
      for (const piece of pieces) out.push({ ...l, text: piece, split: true });
    } else out.push(l);
  }
  if (rows) repairs.push(`${rows} Markdown table row${rows === 1 ? "" : "s"} split into cells`);
  if (joined) repairs.push(`${joined} line${joined === 1 ? "" : "s"} of joined output cut back into lines`);
  return { lines: out, repairs };
}
