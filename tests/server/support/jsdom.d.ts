// jsdom (a dev dependency for component tests) ships no types; the server tests use only this.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { contentType?: string });
    readonly window: Window & typeof globalThis;
  }
}
