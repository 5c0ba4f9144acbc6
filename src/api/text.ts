/**
 * Input clean-up shared by every format, done once before lexing. It keeps the line count unchanged so that
 * error positions still point at the user's text: CRLF becomes LF, a byte-order mark and ANSI colour codes go.
 */
const ANSI_SGR = /\x1b\[[0-9;]*m/g;

export function prepareText(input: string): string {
  let text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  if (text.includes("\r\n")) text = text.replace(/\r\n/g, "\n");
  if (text.includes("\x1b[")) text = text.replace(ANSI_SGR, "");
  return text;
}
