/**
 * iostat -o JSON is read with the one JSON grammar every JSON source shares (grammars/kit/json.ts); what its values
 * mean to iostat is src/formats/iostat/json/. This folder keeps the syntax diagram (diagram.html).
 */
export { jsonGrammar as iostatJsonGrammar } from "../kit/json.js";
