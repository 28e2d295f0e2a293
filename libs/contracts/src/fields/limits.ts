/** The longest free text (descriptions, notes, content) a field takes unless it says otherwise. */
export const LONG_TEXT = 10_000;
