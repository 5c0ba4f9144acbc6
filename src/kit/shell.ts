/** Shell words, as the command lines pasted before tool output are typed. */

/** Dashes that word processors put in place of `-`: en dash, em dash, figure dash, minus sign. */
export const TYPOGRAPHIC_DASH = /^[\u2012-\u2015\u2212]+/;

/**
 * Splits arguments as a shell would: blanks separate words, quotes group, backslash escapes; stops at a pipe,
 * `;`, `&&`, `||`, `&` or a redirection.
 *
 * @example
 * shellWords(`ab -H 'Host: a b' -c 10 http://h/ | tee out`) //=> ["ab", "-H", "Host: a b", "-c", "10", "http://h/"]
 */
export function shellWords(text: string): string[] {
  const words: string[] = [];
  let cur = "";
  let has = false;
  let i = 0;
  const push = (): void => {
    if (has) words.push(cur);
    cur = "";
    has = false;
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === "'" || ch === '"') {
      const end = text.indexOf(ch, i + 1);
      if (end === -1) {
        cur += text.slice(i + 1);
        has = true;
        break;
      }
      cur += text.slice(i + 1, end);
      has = true;
      i = end + 1;
      continue;
    }
    if (ch === "\\" && i + 1 < text.length) {
      cur += text[i + 1];
      has = true;
      i += 2;
      continue;
    }
    if (/\s/.test(ch)) {
      push();
      i++;
      continue;
    }
    if (!has && (ch === "|" || ch === ";" || ch === "&" || ch === "<" || ch === ">" || (/\d/.test(ch) && /^\d+>/.test(text.slice(i))))) break;
    if (ch === ">" || ch === "|" || ch === ";") break;
    cur += ch;
    has = true;
    i++;
  }
  push();
  return words;
}

/**
 * An option's value as a whole number (`-c 10`), or undefined when it is not one or is too large to be exact.
 *
 * @example
 * intArgument("10") //=> 10
 * intArgument("1e3") //=> undefined
 */
export function intArgument(value: string | true | undefined): number | undefined {
  return typeof value === "string" && /^\d+$/.test(value) ? exact(Number(value)) : undefined;
}

/**
 * An option's value as a number (`-t 0.5`), or undefined when it is not one or is too large to be exact.
 *
 * @example
 * numberArgument("0.5") //=> 0.5
 */
export function numberArgument(value: string | true | undefined): number | undefined {
  return typeof value === "string" && /^\d+(?:\.\d+)?$/.test(value) ? exact(Number(value)) : undefined;
}

const exact = (n: number): number | undefined => (n <= Number.MAX_SAFE_INTEGER ? n : undefined);

/**
 * A word as a shell reads it back: as it is when it needs no quotes, else in single quotes (the command text of a
 * tool run, shown as its source).
 *
 * @example
 * shellQuote("-c10")      //=> "-c10"
 * shellQuote("Host: a b") //=> "'Host: a b'"
 */
export function shellQuote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
