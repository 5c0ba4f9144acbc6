/**
 * The ASCII characters a match of a regular expression can start with, worked out from its source, or undefined when
 * that is not known here (a character outside ASCII may always start one: callers test those). Conservative: every
 * character a match can start with is in the set; a construct this reader does not take apart (a lookaround first,
 * an anchor, `\b`, a back-reference, a flag, a negated class, `.`) makes the answer undefined. A pattern that can
 * match the empty string gives undefined too (it matches wherever it is tried).
 *
 * For the hand lexers (line-lexer.ts): a token pattern is tested only at characters it can start with.
 * test/grammars-kit/first-chars.test.ts checks it against every line mode's patterns.
 *
 * @example
 * firstChars(/(?:Latency|Req\/Sec) +\d/)  // the codes of "L" and "R"
 * firstChars(/-?\d+(?:\.\d+)?/)           // the codes of "-" and "0" to "9"
 * firstChars(/(?=\d)x/)                    // undefined
 */
export function firstChars(re: RegExp): Set<number> | undefined {
  if (re.flags.replace(/[gy]/g, "") !== "") return undefined;
  try {
    const reader = new Reader(re.source);
    const first = reader.alternatives();
    if (reader.pos !== re.source.length || first.nullable || first.chars === ANY) return undefined;
    return first.chars;
  } catch (err) {
    if (err === GIVE_UP) return undefined;
    throw err;
  }
}

const GIVE_UP = Symbol("give up");
/** Any character. */
const ANY = "any";

interface First {
  chars: Set<number> | typeof ANY;
  /** Whether it can match the empty string. */
  nullable: boolean;
}

const union = (a: First["chars"], b: First["chars"]): First["chars"] => (a === ANY || b === ANY ? ANY : new Set([...a, ...b]));
const range = (from: number, to: number): Set<number> => {
  const s = new Set<number>();
  for (let c = from; c <= Math.min(to, 127); c++) s.add(c);
  return s;
};
const DIGITS = range(48, 57);
const WORD = new Set([...range(48, 57), ...range(65, 90), ...range(97, 122), 95]);
const SPACES = new Set([9, 10, 11, 12, 13, 32]);

class Reader {
  pos = 0;
  constructor(private readonly src: string) {}

  /** `a|b|...` up to a `)` or the end. */
  alternatives(): First {
    let out = this.sequence();
    while (this.src[this.pos] === "|") {
      this.pos++;
      const next = this.sequence();
      out = { chars: union(out.chars, next.chars), nullable: out.nullable || next.nullable };
    }
    return out;
  }

  /** Elements one after another: the first characters of each up to the first that cannot be empty. */
  private sequence(): First {
    let chars: First["chars"] = new Set<number>();
    let nullable = true;
    while (this.pos < this.src.length && this.src[this.pos] !== "|" && this.src[this.pos] !== ")") {
      const e = this.quantified();
      if (nullable) chars = union(chars, e.chars);
      nullable &&= e.nullable;
    }
    return { chars, nullable };
  }

  private quantified(): First {
    const atom = this.atom();
    const q = this.src[this.pos];
    let min = 1;
    if (q === "?" || q === "*") {
      min = 0;
      this.pos++;
    } else if (q === "+") this.pos++;
    else if (q === "{") {
      const m = /^\{(\d+)(?:,\d*)?\}/.exec(this.src.slice(this.pos));
      if (m === null) throw GIVE_UP;
      min = Number(m[1]);
      this.pos += m[0].length;
    }
    if (q !== undefined && "?*+{".includes(q) && this.src[this.pos] === "?") this.pos++; // lazy
    return { chars: atom.chars, nullable: atom.nullable || min === 0 };
  }

  private atom(): First {
    const c = this.src[this.pos]!;
    if (c === "(") {
      this.pos++;
      let look = false;
      if (this.src[this.pos] === "?") {
        if (this.src[this.pos + 1] === ":") this.pos += 2;
        else if (this.src[this.pos + 1] === "=" || this.src[this.pos + 1] === "!") {
          this.pos += 2;
          look = true;
        } else throw GIVE_UP;
      }
      const inner = this.alternatives();
      if (this.src[this.pos] !== ")") throw GIVE_UP;
      this.pos++;
      // a lookahead reads no character: it may come after the first one, not give it
      return look ? { chars: ANY, nullable: true } : inner;
    }
    if (c === "[") return this.charClass();
    if (c === "\\") {
      const e = this.escape(false);
      return { chars: typeof e === "number" ? new Set(e < 128 ? [e] : []) : e, nullable: false };
    }
    if (c === "." || c === "^" || c === "$" || c === "*" || c === "+" || c === "?" || c === "{" || c === "}" || c === "]") throw GIVE_UP;
    this.pos++;
    return { chars: new Set(c.charCodeAt(0) < 128 ? [c.charCodeAt(0)] : []), nullable: false };
  }

  /** `[...]`: its characters (a negated class: unknown). */
  private charClass(): First {
    this.pos++;
    if (this.src[this.pos] === "^") throw GIVE_UP;
    let chars = new Set<number>();
    while (this.src[this.pos] !== "]") {
      if (this.pos >= this.src.length) throw GIVE_UP;
      const from = this.classChar();
      if (typeof from !== "number") {
        chars = new Set([...chars, ...from]);
        continue;
      }
      if (this.src[this.pos] === "-" && this.src[this.pos + 1] !== "]") {
        this.pos++;
        const to = this.classChar();
        if (typeof to !== "number" || to < from) throw GIVE_UP;
        chars = new Set([...chars, ...range(from, to)]);
      } else if (from < 128) chars.add(from);
    }
    this.pos++;
    return { chars, nullable: false };
  }

  /** One character of a class (its code), or a class escape's set. */
  private classChar(): number | Set<number> {
    const c = this.src[this.pos]!;
    if (c === "\\") return this.escape(true);
    this.pos++;
    return c.charCodeAt(0);
  }

  /** `\d`, `\x21`, `\.`...: the one character's code, or the set a class escape stands for. */
  private escape(inClass: boolean): number | Set<number> {
    const e = this.src[this.pos + 1];
    if (e === undefined) throw GIVE_UP;
    this.pos += 2;
    if (e === "d") return DIGITS;
    if (e === "w") return WORD;
    if (e === "s") return SPACES;
    let code: number;
    if (e === "x" || e === "u") {
      const n = e === "x" ? 2 : 4;
      const hex = this.src.slice(this.pos, this.pos + n);
      if (!new RegExp(`^[0-9a-fA-F]{${n}}$`).test(hex)) throw GIVE_UP;
      this.pos += n;
      code = parseInt(hex, 16);
    } else if (e === "t") code = 9;
    else if (e === "n") code = 10;
    else if (e === "r") code = 13;
    else if (e === "f") code = 12;
    else if (e === "v") code = 11;
    else if (/[A-Za-z0-9]/.test(e) && !(inClass && e === "b")) throw GIVE_UP; // \b, \D, \S, \W, \1, \p...
    else code = inClass && e === "b" ? 8 : e.charCodeAt(0);
    return code;
  }
}
