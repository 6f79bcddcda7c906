import { SimilarWords, trigramsOf, WORD_SIMILARITY_THRESHOLD, wordSimilarity } from './word-similarity';

/** What `like` must answer: every word scored, in order, those at the threshold or above. */
function everyWordAlike(words: readonly string[], query: string): [number, number][] {
  const queryTrigrams = new Set(trigramsOf(query));
  return words
    .map((word, i): [number, number] => [i, wordSimilarity(queryTrigrams, trigramsOf(word))])
    .filter(([, similarity]) => similarity >= WORD_SIMILARITY_THRESHOLD);
}

describe('SimilarWords', () => {
  const words = [
    'paracetamol',
    'paracetamols',
    'pantoprazole',
    'cetirizine',
    'metformin',
    'metoprolol',
    'amoxicillin',
    'amlodipine',
    'azithromycin',
  ];

  it('answers a misspelt word with the words like it, in the vocabulary’s order', () => {
    const similar = new SimilarWords(words);
    expect([...similar.like('paracetmol').keys()]).toEqual([0, 1]);
    expect([...similar.like('amoxycillin').keys()]).toEqual([6]);
    expect(similar.like('zzzz').size).toBe(0);
  });

  it('answers each of many queries in a row as scoring every word would, whatever came before', () => {
    const similar = new SimilarWords(words);
    const queries = ['paracetmol', 'metforminn', 'metoprolo', 'amlodipin', 'cetirizin', 'azithromicin', 'pantoprazol', 'xyz', 'paracetmol'];
    for (const query of [...queries, ...queries.reverse()]) expect([...similar.like(query)]).toEqual(everyWordAlike(words, query));
  });
});
