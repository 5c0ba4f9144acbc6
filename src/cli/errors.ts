import { escapeControls } from "../kit/errors.js";
import type { ParseError } from "../kit/errors.js";

/** Lines of text (a stack trace that quotes a file name) with each line's control characters escaped. */
export const escapeLines = (text: string): string => text.split("\n").map(escapeControls).join("\n");

/** The `error` of a record that stands for a part of the input that could not be read (`kind: "error"`), if it is one. */
export function errorOfRecord(item: unknown): { message: string; line: number; column: number; excerpt?: string } | undefined {
  const { kind, error } = item as { kind?: unknown; error?: { message?: unknown; line?: unknown; column?: unknown; excerpt?: unknown } };
  if (kind !== "error" || typeof error !== "object" || error === null || typeof error.message !== "string") return undefined;
  if (typeof error.line !== "number" || typeof error.column !== "number") return undefined;
  return { message: error.message, line: error.line, column: error.column, ...(typeof error.excerpt === "string" ? { excerpt: error.excerpt } : {}) };
}

export function reportError(err: ParseError, debug: boolean): void {
  const where = `${escapeControls(err.source ?? "<input>")}:${err.line}:${err.column}`;
  process.stderr.write(`${where}: ${err.format}: ${err.reason}\n`);
  if (err.excerpt) process.stderr.write(`${err.excerpt.replace(/^/gm, "  ")}\n`);
  const cause = (err as { cause?: unknown }).cause;
  if (debug && cause instanceof Error && cause.stack) process.stderr.write(`${escapeLines(cause.stack)}\n`);
  else if (debug && err.stack) process.stderr.write(`${escapeLines(err.stack)}\n`);
}
