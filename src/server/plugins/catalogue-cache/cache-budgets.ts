/**
 * How much the catalogue cache (catalogue-cache.ts) keeps, and from which asking: its byte
 * budgets and how many first askings it remembers (admission.ts), each with what was measured.
 */

/**
 * What answers and products' JSON (`pieces`) may hold between them. One budget, spent by recency:
 * a shop's popular pages and searches keep their answers, and a long tail of searches asked once
 * (whose answers are never kept, admission.ts) leaves the room to the products they share. At
 * 100,000 products on PGlite a load that misses every time filled 64 MB of answers to 338 MB
 * resident, 32 MB to 307 MB, against a 384 MB budget that sign-ins (19 MiB each for argon2)
 * share; until 2026-11-28 answers had 16 MB of this and pieces 8, each its own.
 */
export const KEPT_MAX_BYTES = 24 * 1024 * 1024;
/** First askings of answers remembered per generation (admission.ts): 64 KB a generation. */
export const ADMISSION_KEYS = 10_000;
/**
 * An answer this large (a search's 100 products are about 87 KB) is kept from its third asking,
 * not its second: it takes the room of about a hundred products' JSON, which every search
 * shares. Under the bench's searches, each asked at random, answers kept from their second
 * asking held 7–10 MB of the 24 and answered 2.5% of searches, while the products' JSON in the
 * rest answered about 40% of the products searches listed (a scratch count, 2026-11-30). A
 * search shoppers keep asking is asked a third time soon enough, as is a popular product's
 * photo of that size.
 */
export const LARGE_ANSWER_BYTES = 32 * 1024;
/**
 * First loads of pieces remembered per generation: a search loads up to 100, so a product is
 * kept when it turns up again within the next 500 to 1,000 searches' loads (256 KB a generation).
 */
export const PIECE_ADMISSION_KEYS = 50_000;
/**
 * Memos are small (a number, a key); this bounds how many distinct ones a crawl can leave. Those
 * that show stock (a composition's substitutes, about 13 KB each) share it: with a quarter of it
 * for themselves, substitutes in the mix ran at 2,196 a second against 5,412 (`-mix-92`, `-85`).
 */
export const MEMO_MAX_BYTES = 4 * 1024 * 1024;
