import { inspect } from 'node:util';

const HIDDEN = '[secret]';

/**
 * A credential that must reach only the party it is for. It prints, serialises and logs as
 * `[secret]` (pino serialises with JSON, console and util.inspect print), so an object that
 * carries it by accident (an error's context, a settings dump) shows nothing; `reveal()` is the
 * one way to the value, called where it is sent.
 */
export class SecretValue {
  readonly #value: string | (() => string);
  /** A function is called at each reveal: a sealed secret is opened where it is used, not where it is read. */
  constructor(value: string | (() => string)) {
    this.#value = value;
  }
  reveal(): string {
    return typeof this.#value === 'function' ? this.#value() : this.#value;
  }
  toJSON() {
    return HIDDEN;
  }
  toString() {
    return HIDDEN;
  }
  [inspect.custom]() {
    return HIDDEN;
  }
}
