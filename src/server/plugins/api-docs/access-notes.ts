/**
 * The contract as the API reference shows it: each operation's description starts with who
 * may call it, read from its `x-access`, since Swagger UI shows extensions nowhere by itself.
 */
type OperationObject = { 'x-access'?: string; description?: string };
type Document = { paths: Record<string, Record<string, unknown>> };

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

const WHO: Record<string, string> = {
  public: 'anyone, no token needed (`x-access: public`)',
  user: 'any signed-in user, with their token (`x-access: user`)',
  admin: 'administrators only, with an admin token (`x-access: admin`)',
};

/** Who may call an operation with this access rule, in words. */
export function whoMayCall(access: string | undefined): string {
  return (access && WHO[access]) || `\`x-access: ${access ?? 'missing'}\``;
}

/** A copy of `contract` whose operations' descriptions begin with "Who may call: ...". */
export function withAccessNotes<T extends Document>(contract: T): T {
  const copy = structuredClone(contract);
  for (const pathItem of Object.values(copy.paths)) {
    for (const [method, value] of Object.entries(pathItem)) {
      if (!METHODS.has(method)) continue;
      const operation = value as OperationObject;
      const note = `**Who may call:** ${whoMayCall(operation['x-access'])}.`;
      operation.description = operation.description ? `${note}\n\n${operation.description}` : note;
    }
  }
  return copy;
}
