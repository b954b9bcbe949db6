/**
 * The store's search (decision 0055): word-based and ranked, the same SQL on PostgreSQL and PGlite.
 *
 * The query is cut into words. A word in plain ASCII letters and digits is a prefix in a full-text query
 * with the `simple` configuration (no language's stemming or stop words: app names and descriptions come
 * in any language), so "recipe timer" finds a description with "recipes" and "timers" in any order. A
 * word with other characters (Chinese, Japanese, Korean, accented Latin) is matched as a substring
 * (ILIKE), because the text-search parser does not split CJK text into words and, under the C locale,
 * does not see such letters as word characters at all. Every word must match, in the name, the
 * description or the developer's public name. A misspelt query still finds an app whose name is close
 * (pg_trgm word similarity).
 *
 * Ranking: the full-text rank over a document weighted name > developer > description, plus a bonus where
 * a substring word is in the name, plus the trigram similarity of the query to the name.
 */
import { and, or, sql, type SQL } from 'drizzle-orm';
import { apps } from '@app/db';
import { containsPattern } from '../../lib/list-query.ts';

/** Words a query is cut into at most (the rest is ignored: a search box, not a document). */
const MAX_WORDS = 8;

export interface StoreSearch {
  /** Every word must match. */
  where: SQL;
  /** Higher is better. */
  rank: SQL<number>;
}

const asciiWord = /^[a-z0-9]+$/;

/** The words of a query: lower-case runs of letters and digits (any script). */
function queryWords(q: string): string[] {
  return q
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

/** The search for `q` on the store's apps, with `developer` the developer's public name; undefined when blank. */
export function storeSearch(q: string | undefined, developer: SQL<string>): StoreSearch | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const words = queryWords(text);
  // Only punctuation: looked for as typed.
  const prefixes = words.filter((word) => asciiWord.test(word));
  const substrings = words.length > 0 ? words.filter((word) => !asciiWord.test(word)) : [text];
  const description = sql`coalesce(${apps.description}, '')`;
  const document = sql`(setweight(to_tsvector('simple', ${apps.name}), 'A') || setweight(to_tsvector('simple', ${developer}), 'B') || setweight(to_tsvector('simple', ${description}), 'C'))`;
  // Each prefix is [a-z0-9]+ (checked above), so the query string holds no text-search operators.
  const tsquery = sql`to_tsquery('simple', ${prefixes.map((word) => `${word}:*`).join(' & ')})`;
  const wordMatches = [
    ...(prefixes.length > 0 ? [sql`${document} @@ ${tsquery}`] : []),
    ...substrings.map((word) => {
      const pattern = containsPattern(word);
      return sql`(${apps.name} ilike ${pattern} or ${developer} ilike ${pattern} or ${description} ilike ${pattern})`;
    }),
  ];
  const typoTolerant = sql`${text} <% ${apps.name}`;
  const where = or(and(...wordMatches), typoTolerant) as SQL;
  const ftsRank = prefixes.length > 0 ? sql`ts_rank(${document}, ${tsquery})` : sql`0`;
  const nameBonus =
    substrings.length > 0
      ? sql.join(
          substrings.map(
            (word) => sql`(case when ${apps.name} ilike ${containsPattern(word)} then 1 else 0 end)`,
          ),
          sql` + `,
        )
      : sql`0`;
  const rank = sql<number>`(${ftsRank} + ${nameBonus} + similarity(${apps.name}, ${text}))`;
  return { where, rank };
}
