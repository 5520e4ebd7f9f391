/** The success envelope: `{ success: true, data, error: null }`. */
export const ok = <T>(data: T) => ({ success: true as const, data, error: null });
