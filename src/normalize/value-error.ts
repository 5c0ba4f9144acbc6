/**
 * Thrown by the normalizers in this folder when a printed value cannot be converted exactly. Format normalizers
 * catch it and report a ParseError at the value's position; it never reaches the user as is.
 */
export class ValueError extends Error {
  override readonly name = "ValueError";
}
