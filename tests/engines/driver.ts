/**
 * What each engine's client does for the tests: the few things that need the browser itself
 * (navigation, real clicks and keys, the window's size, screenshots). Everything else runs as a
 * script in the page (engine-page.ts), the same in every engine.
 */
export interface Driver {
  readonly engine: 'webkit' | 'firefox';
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** Runs `(source)(...args)` in the page and returns its (awaited, JSON-able) result. */
  run<T>(source: string, args: unknown[]): Promise<T>;
  click(css: string): Promise<void>;
  /** Replaces the text of the field with `text`, typed key by key. */
  type(css: string, text: string): Promise<void>;
  pressEnter(): Promise<void>;
  /** The size of the page's viewport in CSS pixels. */
  setViewport(width: number, height: number): Promise<void>;
  screenshot(path: string): Promise<void>;
  /** Uncaught errors and console errors seen so far, where the client can see them. */
  errors(): string[];
  close(): Promise<void>;
}
