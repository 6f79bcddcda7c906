/**
 * The contract as a reader of /api/docs meets it: every operation explains itself (summary,
 * description), shows what to send and what comes back (an example on every JSON request
 * body and JSON response, errors included), and each example is valid against the schema it
 * illustrates, so the reference never teaches a request the server refuses. Read from the
 * bundle the server binds (generated/openapi.json), where every $ref is already resolved.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import contract from './generated/openapi.json';

type Media = { schema?: object; example?: unknown; examples?: Record<string, { value?: unknown }> };
type Content = Record<string, Media>;
type Operation = {
  operationId: string;
  summary?: string;
  description?: string;
  parameters?: { in: string }[];
  requestBody?: { content: Content };
  responses: Record<string, { content?: Content }>;
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const paths = contract.paths as unknown as Record<string, Record<string, Operation>>;
const operations = Object.values(paths).flatMap((item) => METHODS.filter((m) => item[m]).map((m) => item[m]));

/** Bodies a reader sends or gets as text: JSON, and multipart forms. Photos (image/*) have no example to show. */
const exampled = (type: string) => type === 'application/json' || type === 'multipart/form-data';

/** Every example of the operation, with where it sits and its schema. */
function examplesOf(operation: Operation): { where: string; schema: object; value: unknown }[] {
  const bodies: [string, Content | undefined][] = [
    ['request', operation.requestBody?.content],
    ...Object.entries(operation.responses).map(([code, r]): [string, Content | undefined] => [code, r.content]),
  ];
  return bodies.flatMap(([where, content]) =>
    Object.entries(content ?? {})
      .filter(([type]) => exampled(type))
      .flatMap(([type, media]) => {
        const values = media.example !== undefined ? [media.example] : Object.values(media.examples ?? {}).map((e) => e.value);
        return values.map((value) => ({ where: `${operation.operationId} ${where} ${type}`, schema: media.schema ?? {}, value }));
      }),
  );
}

it('reads at least the 28 operations the storefront was built with', () => {
  expect(operations.length).toBeGreaterThanOrEqual(28);
});

it.each(operations.map((o) => [o.operationId, o]))('%s has a summary and a description', (_id, operation) => {
  expect(operation.summary?.trim()).toBeTruthy();
  expect(operation.description?.trim()).toBeTruthy();
});

it.each(operations.map((o) => [o.operationId, o]))(
  '%s shows an example of every JSON or form body it takes or answers',
  (_id, operation) => {
    const bodies: [string, Content | undefined][] = [
      ['request', operation.requestBody?.content],
      ...Object.entries(operation.responses).map(([code, r]): [string, Content | undefined] => [code, r.content]),
    ];
    const missing = bodies.flatMap(([where, content]) =>
      Object.entries(content ?? {})
        .filter(([type, media]) => exampled(type) && media.example === undefined && Object.keys(media.examples ?? {}).length === 0)
        .map(([type]) => `${where} ${type}`),
    );
    expect(missing).toEqual([]);
  },
);

it('declares client errors on every operation that takes input (redocly.yaml turns the rule off for the rest only)', () => {
  const takesInput = (o: Operation) => (o.parameters ?? []).length > 0 || !!o.requestBody;
  const without4xx = operations.filter((o) => !Object.keys(o.responses).some((code) => code.startsWith('4')));
  expect(without4xx.filter(takesInput).map((o) => o.operationId)).toEqual([]);
  // Those without any 4xx are the ones redocly.yaml names: health, the category list, the product count, the pharmacy's details.
  expect(without4xx.map((o) => o.operationId).sort()).toEqual(['getCategories', 'getHealth', 'getPharmacyDetails', 'getProductCount']);
});

describe('every example is valid against its schema', () => {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  // Multipart fields arrive as text; the example writes numbers as a client's form library would.
  const coercing = new Ajv({ strict: false, allErrors: true, coerceTypes: true });
  addFormats(coercing);
  const all = operations.flatMap(examplesOf);

  it.each(all.map((e) => [e.where, e]))('%s', (where, { schema, value }) => {
    const validate = (where.includes('multipart') ? coercing : ajv).compile(schema);
    const copy = structuredClone(value);
    expect([validate(copy), validate.errors ?? []]).toEqual([true, []]);
  });
});
