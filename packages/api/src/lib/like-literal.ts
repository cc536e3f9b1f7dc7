/**
 * Prisma turns `contains`, `startsWith`, `endsWith` and `equals` with `mode: "insensitive"` into LIKE/ILIKE
 * without escaping the pattern (prisma/prisma#19506), so a user's "%" would match everything and "_" any
 * character. Escaping with PostgreSQL's default LIKE escape character makes the text match literally.
 */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
