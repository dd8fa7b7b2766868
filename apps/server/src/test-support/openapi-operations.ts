/** The part of JSON Schema the API's description uses (zod's output for the contract's schemas). */
export type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

export type Parameter = { name: string; in: "path" | "query"; required: boolean; schema: JsonSchema };

/** One call of the API as its OpenAPI document describes it. */
export type Operation = {
  method: string;
  /** The path template, `/api/view-events/{id}`. */
  path: string;
  parameters: Parameter[];
  /** Request body schemas by content type (`application/json`, `multipart/form-data`). */
  bodies: Record<string, JsonSchema>;
  /** Callable without a token (`security: []`). */
  public: boolean;
};

type OpenApiOperation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
};
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/** Every operation of an OpenAPI document, flattened. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      bodies: Object.fromEntries(Object.entries(operation.requestBody?.content ?? {}).map(([type, { schema }]) => [type, schema ?? {}])),
      public: Array.isArray(operation.security) && operation.security.length === 0,
    })),
  );
}
