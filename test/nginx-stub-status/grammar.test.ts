import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createSyntaxDiagramsCode } from "chevrotain";
import { describe, expect, it } from "vitest";
import { stubStatusGrammar } from "../../grammars/nginx-stub-status/parser.js";

const diagramPath = join(import.meta.dirname, "..", "..", "grammars", "nginx-stub-status", "diagram.html");
const update = (process.env.UPDATE_GOLDEN ?? "").split(",");

describe("nginx-stub-status grammar", () => {
  it("builds with Chevrotain's validations and lexer optimizations on", () => {
    // the parser's validations (ambiguities, left recursion), the lexer's, and ensureOptimizations, which throws when
    // a token pattern defeats the first-character optimization
    expect(() => stubStatusGrammar.validate()).not.toThrow();
  });

  it("is built once and reused", () => {
    expect(stubStatusGrammar.parser()).toBe(stubStatusGrammar.parser());
    expect(stubStatusGrammar.lexer()).toBe(stubStatusGrammar.lexer());
  });

  it("lexes a page's lines, a timestamp line and curl/HTML/HTTP lines into the expected tokens", () => {
    const text = "Mon Nov 30 15:24:14 UTC 2026\nHTTP/1.1 200 OK\nServer: nginx/1.22.1\n\nActive connections: 21 \nserver accepts handled requests request_time\n 25 25 8239 9\nReading: 0 Writing: 1 Waiting: 20 \ncurl: (7) Failed\n<html>\n";
    const { tokens, errors } = stubStatusGrammar.lexer().tokenize(text);
    expect(errors).toEqual([]);
    expect(tokens.map((t) => t.tokenType.name).join(" ")).toBe(
      [
        "Word Word Int Word Word Int Newline",
        "HttpVersion RestOfLine PopNewline",
        "HeaderName RestOfLine PopNewline Newline",
        "ActiveConnections Int Newline",
        "ServerAcceptsHandledRequests RequestTime Newline",
        "Int Int Int Int Newline",
        "Reading Int Writing Int Waiting Int Newline",
        "CurlError RestOfLine PopNewline",
        "HtmlLine RestOfLine PopNewline",
      ].join(" "),
    );
  });
});
