/**
 * Test helper: every route of the app as its OpenAPI document lists it (generated from each
 * route's Zod schemas, so a new route shows up here without anyone listing it), with a sample
 * body built from its schema so that tests can reach every field of every body.
 */
import type { FastifyInstance } from 'fastify';

import { newId } from '../ids.ts';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  format?: string;
};

export type ApiRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path, e.g. /api/v1/admin/courses/{id}/modules */
  path: string;
  /** the path with every parameter filled with a well-formed id */
  url: string;
  params: string[];
  /** JSON body schema, when the route takes one */
  body?: JsonSchema;
  /** content types the route's body may have (absent: no body documented) */
  contentTypes: string[];
  query: { name: string; schema: JsonSchema }[];
};

type Operation = {
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  parameters?: { in: string; name: string; schema: JsonSchema }[];
};

export function listRoutes(app: FastifyInstance): ApiRoute[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const routes: ApiRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const upper = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) continue;
      const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      const content = op.requestBody?.content ?? {};
      routes.push({
        method: upper as ApiRoute['method'],
        path,
        url: path.replace(/\{\w+\}/g, () => newId()),
        params,
        body: content['application/json']?.schema,
        contentTypes: Object.keys(content),
        query: (op.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema })),
      });
    }
  }
  return routes;
}

const types = (s: JsonSchema) => [s.type ?? []].flat();

/** The richest alternative of a union: an object or array over a scalar, never null. */
function pick(options: JsonSchema[]): JsonSchema {
  const rank = (s: JsonSchema) =>
    types(s).includes('object') || s.properties
      ? 3
      : types(s).includes('array')
        ? 2
        : types(s).includes('null')
          ? 0
          : 1;
  return [...options].sort((a, b) => rank(b) - rank(a))[0] ?? {};
}

/**
 * A body of the schema's shape with every optional field present (one item per array, one
 * entry per record), so that it holds a string wherever the schema allows one.
 */
export function sampleOf(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 12) return null;
  if (schema.allOf?.length) {
    return Object.assign({}, ...schema.allOf.map((s) => sampleOf(s, depth + 1) ?? {}));
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return sampleOf(pick(alternatives), depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const type = types(schema).find((t) => t !== 'null') ?? (schema.properties ? 'object' : '');
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) {
        out[key] = sampleOf(prop, depth + 1);
      }
      if (typeof schema.additionalProperties === 'object') {
        out.key = sampleOf(schema.additionalProperties, depth + 1);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        sampleOf(schema.items, depth + 1),
      );
    case 'string':
      return schema.format === 'email' ? 'someone@example.com' : 'text';
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
    case 'boolean':
      return true;
    default:
      return 'text';
  }
}

export type Segment = string | number;

/** Paths to the string leaves and to the containers (objects, arrays) of a sample. */
export function walk(value: unknown) {
  const strings: Segment[][] = [];
  const containers: Segment[][] = [];
  const visit = (v: unknown, path: Segment[]) => {
    if (typeof v === 'string') strings.push(path);
    else if (Array.isArray(v)) {
      containers.push(path);
      v.forEach((item, i) => visit(item, [...path, i]));
    } else if (v && typeof v === 'object') {
      containers.push(path);
      for (const [k, item] of Object.entries(v)) visit(item, [...path, k]);
    }
  };
  visit(value, []);
  return { strings, containers };
}

export function getAt(root: unknown, path: Segment[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<Segment, unknown>)[key], root);
}

export function setAt(root: unknown, path: Segment[], value: unknown): void {
  const parent = getAt(root, path.slice(0, -1)) as Record<Segment, unknown>;
  parent[path[path.length - 1]!] = value;
}
