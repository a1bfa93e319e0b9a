// Where the current cell goes when an edit ends; its own module so the editors can share it without importing each
// other.

/** Where the current cell goes when an edit ends, as in Excel: Enter down, Tab right, Shift+Tab left. */
export type EditMove = 'stay' | 'down' | 'right' | 'left';
