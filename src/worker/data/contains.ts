/**
 * "Contains this text", for the inbox's searches (the list's `q`, its CSV, the lead page's "Same
 * person as…"): SQLite's instr() over both sides lower-cased, which matches as LIKE '%text%' does
 * (case-insensitive for ASCII letters only, as SQLite's lower() and LIKE both are) but has no
 * pattern to limit. D1 refuses a LIKE pattern over 50 bytes ("LIKE or GLOB pattern too complex"),
 * which made a search of 49 characters or more answer 500. `param` is the statement's parameter
 * (`?` or `?1`); nothing is escaped: no character is special to instr().
 */
export const containsText = (column: string, param = '?') => `instr(lower(${column}), lower(${param})) > 0`;
