/**
 * The column a terminal shows text[index] at: the width of the characters before it, East Asian wide and fullwidth
 * characters (CJK, Hangul, fullwidth forms) counting two, as a tool that pads its columns by display width (top's
 * translated headers: ` 进程号 USER`) lines them up. Other characters count one.
 *
 * @example
 * terminalColumn("  PID USER", 6)  //=> 6
 * terminalColumn(" 进程号 USER", 5) //=> 8
 */
export function terminalColumn(text: string, index: number): number {
  let column = 0;
  for (let i = 0; i < index && i < text.length; i++) {
    const c = text.charCodeAt(i);
    // (the second half of a surrogate pair takes no column of its own)
    if (c >= 0xdc00 && c <= 0xdfff) continue;
    column += isWide(c) || (c >= 0xd800 && c <= 0xdbff) ? 2 : 1;
  }
  return column;
}

/** East Asian Wide and Fullwidth code points of the Basic Multilingual Plane (Unicode's EastAsianWidth W and F). */
function isWide(c: number): boolean {
  return (
    (c >= 0x1100 && c <= 0x115f) ||
    (c >= 0x2e80 && c <= 0x303e) ||
    (c >= 0x3041 && c <= 0x33ff) ||
    (c >= 0x3400 && c <= 0x4dbf) ||
    (c >= 0x4e00 && c <= 0x9fff) ||
    (c >= 0xa000 && c <= 0xa4cf) ||
    (c >= 0xac00 && c <= 0xd7a3) ||
    (c >= 0xf900 && c <= 0xfaff) ||
    (c >= 0xfe30 && c <= 0xfe4f) ||
    (c >= 0xff00 && c <= 0xff60) ||
    (c >= 0xffe0 && c <= 0xffe6)
  );
}
