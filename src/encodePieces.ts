/**
 * Text made of pieces that follow one another (a page: render/pieces.ts; a page's script with its
 * locale's words and data filled in: bundle/pageScripts.ts), encoded as UTF-8 piece by piece: never
 * joined into one string, which past V8's large-object size takes fresh memory each time.
 */

/**
 * The pieces as UTF-8, in memory of their own (it can move to another thread), and where each
 * starts.
 */
export function encodePieces(pieces: readonly string[]): { bytes: Buffer; starts: number[] } {
  const starts: number[] = [];
  let length = 0;
  for (const piece of pieces) {
    starts.push(length);
    length += Buffer.byteLength(piece);
  }
  starts.push(length);
  const bytes = Buffer.allocUnsafeSlow(length);
  pieces.forEach((piece, i) => bytes.write(piece, starts[i]));
  return { bytes, starts };
}

/**
 * The pieces as one string without copying them: V8 keeps a string made by `+` as a rope of its
 * parts until something reads its characters (a rope is copied into one string then). For the
 * readers that want a string; what writes or hashes the text takes the pieces.
 */
export function ropeOf(pieces: readonly string[]): string {
  let text = '';
  for (const piece of pieces) text += piece;
  return text;
}
