/** negotiator 1.x (its DefinitelyTyped types describe 0.6, without the `preferred` option). */
declare module 'negotiator' {
  interface NegotiatorOptions {
    /** The order among encodings the client accepts equally (the header's order otherwise). */
    preferred?: readonly string[];
  }
  class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The encodings of `available` the client accepts, best first; none has q=0. */
    encodings(available?: readonly string[], options?: NegotiatorOptions): string[];
  }
  export = Negotiator;
}
