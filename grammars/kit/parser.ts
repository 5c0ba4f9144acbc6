import { EmbeddedActionsParser, Lexer, type IMultiModeLexerDefinition, type IOrAlt, type IParserConfig, type ParserMethod, type TokenType } from "chevrotain";
import { Newline } from "./tokens.js";

/** How a grammar module exposes itself to the API: a lazily built lexer and parser, reused for every input. */
export interface Grammar<P extends EmbeddedActionsParser, Out> {
  /** The lexer's tokens (one list, or modes), for tests that build it with every validation on. */
  definition: TokenType[] | IMultiModeLexerDefinition;
  lexer: () => Lexer;
  parser: () => P;
  /** Runs the top rule on the parser, whose `input` is already set. */
  run: (parser: P, text: string) => Out;
  /**
   * Builds a new lexer and parser with every Chevrotain validation on (token conflicts, unreachable patterns,
   * ambiguities, left recursion) and throws what they find: for the tests. `lexer()` and `parser()` skip them.
   */
  validate: () => void;
}

/** Set while `validate` builds a grammar: its parser's constructor then asks for Chevrotain's validations. */
let validating = false;

/**
 * The configuration of a grammar's parser: no error recovery, and Chevrotain's grammar validations only when a test
 * asks for them (Grammar.validate). They took a fifth of the build of ab's parser, which a short run pays.
 */
export function parserConfig(maxLookahead: number): IParserConfig {
  return { maxLookahead, recoveryEnabled: false, skipValidations: !validating };
}

/**
 * A grammar built on first use and reused for every input: building a Chevrotain lexer and parser is the costly
 * part (self-analysis), and a format that is never used never pays it. Lexers track offsets only (line and column
 * are computed from an offset when an error is reported) and keep Chevrotain's optimizations on; the validations
 * run in the tests (`validate`), not in every run.
 *
 * @example
 * export const abGrammar = lazyGrammar(T.lexerDefinition, () => new AbParser(), (p, text) => p.read(text));
 */
export function lazyGrammar<P extends EmbeddedActionsParser, Out>(
  definition: TokenType[] | IMultiModeLexerDefinition,
  makeParser: () => P,
  run: (parser: P, text: string) => Out,
): Grammar<P, Out> {
  let lexer: Lexer | undefined;
  let parser: P | undefined;
  const lexerOf = (skipValidations: boolean): Lexer => new Lexer(definition, { positionTracking: "onlyOffset", ensureOptimizations: true, skipValidations });
  return {
    definition,
    lexer: () => (lexer ??= lexerOf(true)),
    // the lexer first: it works out the token categories (grammars/kit token()), which the parser reads when made
    parser: () => (parser ??= ((lexer ??= lexerOf(true)), makeParser())),
    run,
    validate() {
      lexerOf(false);
      validating = true;
      try {
        makeParser();
      } finally {
        validating = false;
      }
    },
  };
}

/**
 * A parser that keeps the text it reads, so that rules can slice free text exactly as printed: `read(text)` sets it
 * and runs `document`. A subclass calls `this.performSelfAnalysis()` at the end of its constructor.
 */
export abstract class TextParser<Out> extends EmbeddedActionsParser {
  /** The text being parsed. Set by `read`. */
  text = "";

  abstract document: ParserMethod<[], Out>;

  constructor(tokens: TokenType[], maxLookahead: number) {
    super(tokens, parserConfig(maxLookahead));
  }

  private readonly alternatives = new WeakMap<readonly ParserMethod<[], unknown>[], IOrAlt<unknown>[]>();

  /**
   * The first of `rules` that matches (a line's kinds, most specific first; later ones are fallbacks, so their
   * overlaps are not ambiguities). The alternatives are built once per list: an inline array would be allocated
   * for every line (Chevrotain's performance guide). Pass the same array every time (`this.kinds ??= [...]`).
   *
   * @example
   * protected line = this.RULE("line", () => this.firstOf((this.kinds ??= [this.valueField, this.otherLine])));
   */
  protected firstOf<T>(rules: readonly ParserMethod<[], T>[]): T {
    let alts = this.alternatives.get(rules) as IOrAlt<T>[] | undefined;
    if (alts === undefined) {
      alts = rules.map((rule) => ({ ALT: () => this.SUBRULE(rule) }));
      this.alternatives.set(rules, alts as IOrAlt<unknown>[]);
    }
    return this.OR({ IGNORE_AMBIGUITIES: true, DEF: alts });
  }

  /** Reads `text`, whose tokens are the parser's input. */
  read(text: string): Out {
    this.text = text;
    return this.document();
  }
}

/**
 * The skeleton of a line-oriented grammar: a document is lines, each read by the grammar's own `line` rule, with
 * blank lines between them.
 */
export abstract class LineParser<Line> extends TextParser<Line[]> {
  protected abstract line: ParserMethod<[], Line>;

  public document = this.RULE("document", () => {
    const lines: Line[] = [];
    this.MANY(() => {
      this.OR([
        { ALT: () => this.CONSUME(Newline) },
        {
          ALT: () => {
            const line = this.SUBRULE(this.line);
            this.ACTION(() => lines.push(line));
            this.OPTION(() => this.CONSUME2(Newline));
          },
        },
      ]);
    });
    return lines;
  });
}
