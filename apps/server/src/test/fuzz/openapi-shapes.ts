// The shapes the OpenAPI fuzz reads from the document and sends.
/** The part of JSON Schema the OpenAPI document of this API uses. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path, `{name}` for parameters. */
  path: string;
  parameters: Parameter[];
  /** The JSON body schema; undefined when the operation takes no JSON body. */
  body: JsonSchema | undefined;
}

/** Values that fit the signed-in identity, so some requests get past "not found" into real work. */
export interface FuzzContext {
  userId: number | undefined;
  username: string | undefined;
  /** An offer and a trade of the signed-in user, when it has them. */
  offerHash?: string | undefined;
  tradeHash?: string | undefined;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Who sends the fuzzed requests. */
export type Identity = 'signed-out' | 'user' | 'admin';
