// @ts-check
// How the infrastructure tells the user what went wrong and how long things took.

/** An error that says what is missing and how to get it. */
export class InfraError extends Error {
  /**
   * @param {string} message what went wrong
   * @param {string} [hint] how to fix it
   */
  constructor(message, hint) {
    super(hint ? `${message}\n  → ${hint}` : message);
    this.name = 'InfraError';
    this.hint = hint;
  }
}

/**
 * A duration in ms as seconds ("12.3s").
 * @param {number} ms
 * @returns {string}
 */
export function secs(ms) {
  return `${(ms / 1000).toFixed(1)}s`;
}
