// The one Node module the server entry uses. The web package is typed for the browser (no
// @types/node, whose timers and globals would leak into browser code), so it is declared here.
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    getStore(): T | undefined;
    run<R>(store: T, callback: () => R): R;
  }
}
