/**
 * Remix request handlers, one per basename (storefront path prefix + language prefix, ADR 001): a
 * handler holds its routes, static handler and remembered route matches, so it is made once and
 * reused — but only for the basenames in use. The most recently used are kept, the rest made again
 * on their next request (a millisecond or two), so memory does not grow with the number of
 * storefronts × languages (issue 17: 330 storefronts are 931 basenames).
 */
export class RequestHandlers<H> {
  private readonly handlers = new Map<string, H>();

  constructor(
    private readonly make: (basename: string) => H,
    readonly capacity = 128,
  ) {}

  for(basename: string): H {
    let handler = this.handlers.get(basename);
    if (handler) {
      // Most recently used last: Map keeps insertion order.
      this.handlers.delete(basename);
    } else {
      handler = this.make(basename);
      if (this.handlers.size >= this.capacity) {
        const oldest = this.handlers.keys().next().value;
        if (oldest !== undefined) this.handlers.delete(oldest);
      }
    }
    this.handlers.set(basename, handler);
    return handler;
  }

  get size(): number {
    return this.handlers.size;
  }
}
