import { randomUUID } from 'node:crypto';

/** What the security suites read of the gateway's OpenAPI document: every operation and its access. */

interface SchemaObject {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  allOf?: SchemaObject[];
  minimum?: number;
}

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: SchemaObject;
}

interface OperationObject {
  tags?: string[];
  parameters?: ParameterObject[];
  requestBody?: { content?: Record<string, { schema?: SchemaObject }> };
  'x-public'?: boolean;
  'x-roles'?: string[];
  'x-permission'?: string;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, SchemaObject> };
}

export interface Operation {
  method: string;
  /** The path as documented, e.g. /api/orders/{orderId}. */
  path: string;
  /** "GET /api/orders/{orderId}", for messages. */
  label: string;
  tags: string[];
  pathParams: string[];
  queryParams: string[];
  contentTypes: string[];
  bodySchema?: SchemaObject;
  public: boolean;
  roles: string[];
  permission?: string;
}

export async function loadOpenApi(baseUrl: string): Promise<OpenApiDocument> {
  const response = await fetch(`${baseUrl}/api/docs/openapi.json`);
  if (response.status !== 200) throw new Error(`no OpenAPI document: ${response.status}`);
  return (await response.json()) as OpenApiDocument;
}

export function operations(document: OpenApiDocument): Operation[] {
  const result: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const json = content['application/json'] ?? Object.values(content)[0];
      result.push({
        method: method.toUpperCase(),
        path,
        label: `${method.toUpperCase()} ${path}`,
        tags: operation.tags ?? [],
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        contentTypes: Object.keys(content),
        bodySchema: json?.schema,
        public: operation['x-public'] === true,
        roles: operation['x-roles'] ?? [],
        permission: operation['x-permission'],
      });
    }
  }
  return result;
}

/** The path with each parameter replaced (URL-encoded) by what `value` gives for its name. */
export function fillPath(operation: Operation, value: (param: string) => string): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(value(name)));
}

/** The resource a path parameter names: the path segment before it ("orders" for /orders/{orderId}). */
export function resourceOf(operation: Operation, param: string): string {
  const segments = operation.path.split('/');
  const index = segments.indexOf(`{${param}}`);
  return index > 0 ? segments[index - 1] : '';
}

function resolve(document: OpenApiDocument, schema: SchemaObject | undefined): SchemaObject | undefined {
  if (!schema?.$ref) return schema;
  const name = schema.$ref.split('/').pop() ?? '';
  return document.components?.schemas?.[name];
}

/**
 * A plausible body for a schema: required properties (all of them when `full`) from their examples or
 * types. Good enough to get past type checks to the code behind, which is what the suites probe.
 */
export function sampleOf(
  document: OpenApiDocument,
  schema: SchemaObject | undefined,
  full = false,
  depth = 0,
  name = '',
): unknown {
  const resolved = resolve(document, schema);
  if (!resolved || depth > 6) return {};
  if (resolved.allOf) {
    return Object.assign(
      {},
      ...resolved.allOf.map((part) => sampleOf(document, part, full, depth + 1) as Record<string, unknown>),
    ) as unknown;
  }
  if (resolved.example !== undefined) return resolved.example;
  if (resolved.enum?.length) return resolved.enum[0];
  switch (resolved.type) {
    case 'string':
      // Identifiers are documented as plain strings; their names say what they are.
      if (resolved.format === 'uuid' || /Ids?$/.test(name)) return randomUUID();
      return resolved.format === 'date' ? '2026-01-31' : 'Sample';
    case 'number':
    case 'integer':
      return resolved.minimum ?? 1;
    case 'boolean':
      return false;
    case 'array':
      return [sampleOf(document, resolved.items, full, depth + 1, name)];
    default: {
      const body: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(resolved.properties ?? {})) {
        if (full || resolved.required?.includes(key))
          body[key] = sampleOf(document, property, full, depth + 1, key);
      }
      return body;
    }
  }
}

/** The top-level property names of an operation's body, for putting hostile values in each. */
export function bodyFields(document: OpenApiDocument, operation: Operation): string[] {
  return Object.keys(resolve(document, operation.bodySchema)?.properties ?? {});
}
