/** What the /profile route needs before its screen loads; kept apart so the route chunk stays small. */
export const HISTORY_PAGE_SIZE = 10;
