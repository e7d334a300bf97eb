import ts from 'typescript';

export type OperationTyping = {
  /** `GET /api/v1/languages`. */
  name: string;
  /** A 2xx response has an `application/json` body whose type says something. */
  success: boolean;
  /** A 4xx or 5xx response has an `application/json` body whose type says something. */
  errors: boolean;
};

const methods = ['get', 'put', 'post', 'delete', 'patch'];

/** Types that tell a client nothing about a body. */
function saysNothing(type: ts.TypeNode | undefined, source: ts.SourceFile): boolean {
  if (!type) return true;
  const text = type.getText(source).replace(/\s+/g, ' ');
  return (
    text === 'unknown' ||
    text === 'never' ||
    text === 'Record<string, never>' ||
    text === 'Record<string, unknown>' ||
    /^\{ \[\w+: string\]: unknown; \}$/.test(text)
  );
}

function members(type: ts.TypeNode | undefined): Map<string, ts.TypeNode | undefined> {
  const result = new Map<string, ts.TypeNode | undefined>();
  if (!type || !ts.isTypeLiteralNode(type)) return result;
  for (const member of type.members)
    if (ts.isPropertySignature(member) && member.name)
      result.set(member.name.getText().replace(/^"|"$/g, ''), member.type);
  return result;
}

function hasTypedJson(
  responses: Map<string, ts.TypeNode | undefined>,
  statuses: RegExp,
  source: ts.SourceFile,
) {
  return [...responses].some(
    ([status, response]) =>
      statuses.test(status) &&
      !saysNothing(members(members(response).get('content')).get('application/json'), source),
  );
}

/**
 * Reads the `paths` interface openapi-typescript generates: for each operation, whether the client knows its
 * success body and its error body. Measured on the generated types, so what counts is what a client gets.
 */
export function typedResponses(generated: string): OperationTyping[] {
  const source = ts.createSourceFile('api.d.ts', generated, ts.ScriptTarget.Latest, true);
  const paths = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'paths',
  );
  if (!paths) throw new Error('The generated types have no `paths` interface');
  const operations: OperationTyping[] = [];
  for (const path of paths.members) {
    if (!ts.isPropertySignature(path) || !path.name) continue;
    const url = path.name.getText(source).replace(/^"|"$/g, '');
    for (const [method, operation] of members(path.type)) {
      if (!methods.includes(method) || !operation || !ts.isTypeLiteralNode(operation)) continue;
      const responses = members(members(operation).get('responses'));
      operations.push({
        name: `${method.toUpperCase()} ${url}`,
        success: hasTypedJson(responses, /^2\d\d$/, source),
        errors: hasTypedJson(responses, /^[45]\d\d$/, source),
      });
    }
  }
  return operations;
}
