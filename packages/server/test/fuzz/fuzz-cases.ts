import fc from 'fast-check';
import { acceptedValue, bodyValue, HOSTILE_STRINGS, WRONG_TYPES } from './hostile-values';
import { fillPath, type Operation } from './openapi-operations';

/**
 * The hostile requests of one operation, before authentication is added: bad path parameters,
 * bad query strings, bad bodies (malformed JSON, wrong types, hostile fields, random shapes from
 * fast-check with a fixed seed), wrong content types, an oversized body, wrong methods.
 */

export interface FuzzCase {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Percent-encodings no decoder accepts, sent as they are. */
const BAD_ENCODINGS = ['%', '%zz', '%E0%A4%A', '%ff%fe', '%00', '%0d%0aX-Injected:%201'];

const FIELD_HOSTILE: unknown[] = [
  '\u0000',
  'ana\u0000@example.com',
  '\u0001\u001b\u007f',
  '\ud800',
  'x'.repeat(70_000),
  null,
  {},
  [],
  1e308,
];

const RAW_BODIES = [
  '{"a":',
  '{',
  'null',
  '[]',
  '"texto"',
  '1',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
];

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=frontera',
  'application/json; charset=latin1',
  'application/xml',
];

const SAMPLED_BODIES = 12;

/** encodeURIComponent that sends a lone surrogate as the invalid UTF-8 it would be, not a throw. */
function encodeAny(text: string): string {
  return Array.from(text, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      return '%ED%A0%80';
    }
  }).join('');
}
const JSON_TYPE = { 'content-type': 'application/json' };

export function casesFor(operation: Operation, seed: number): FuzzCase[] {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const acceptedPath = Object.fromEntries(
    pathParams.map((p) => [p.name, encodeURIComponent(String(acceptedValue(p.schema)))]),
  );
  const acceptedQuery = queryParams
    .filter((p) => p.required)
    .map((p) => [p.name, encodeURIComponent(String(acceptedValue(p.schema)))] as const);
  const query = (pairs: (readonly [string, string])[]) =>
    pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : '';
  const url = (path = acceptedPath, pairs = acceptedQuery) =>
    `${fillPath(operation.path, path)}${query(pairs)}`;
  const body = operation.body ? JSON.stringify(acceptedValue(operation.body)) : undefined;
  const base = { method: operation.method, headers: body ? JSON_TYPE : {}, payload: body };

  const cases: FuzzCase[] = [{ ...base, label: 'accepted values', url: url() }];

  for (const param of pathParams) {
    const values = [
      ...HOSTILE_STRINGS.filter(Boolean).map(encodeAny),
      ...BAD_ENCODINGS,
      'a'.repeat(600),
    ];
    for (const value of values) {
      cases.push({
        ...base,
        label: `path ${param.name}=${value.slice(0, 40)}`,
        url: url({ ...acceptedPath, [param.name]: value }),
      });
    }
  }

  for (const param of queryParams) {
    const others = acceptedQuery.filter(([name]) => name !== param.name);
    const values = [
      ...HOSTILE_STRINGS.map(encodeAny),
      ...WRONG_TYPES.map((value) => encodeURIComponent(JSON.stringify(value))),
      ...BAD_ENCODINGS,
    ];
    for (const value of values) {
      cases.push({
        ...base,
        label: `query ${param.name}=${value.slice(0, 40)}`,
        url: url(acceptedPath, [...others, [param.name, value]]),
      });
    }
    cases.push({ ...base, label: `query ${param.name} missing`, url: url(acceptedPath, others) });
    cases.push({
      ...base,
      label: `query ${param.name} twice`,
      url: url(acceptedPath, [...others, [param.name, 'a'], [param.name, 'b']]),
    });
  }
  for (const key of BAD_ENCODINGS) {
    cases.push({ ...base, label: `query key ${key}`, url: url(acceptedPath, [[key, '1']]) });
  }

  if (operation.body) cases.push(...bodyCases(operation, url(), seed));
  return cases;
}

function bodyCases(operation: Operation, target: string, seed: number): FuzzCase[] {
  const schema = operation.body!;
  const accepted = acceptedValue(schema);
  const at = (
    label: string,
    payload: string | Buffer,
    headers: Record<string, string> = JSON_TYPE,
  ) => ({
    label,
    method: operation.method,
    url: target,
    headers,
    payload,
  });
  const cases: FuzzCase[] = [];
  // One field at a time: the others stay accepted, so validation reaches every field.
  const item = schema.type === 'array' ? schema.items : schema;
  for (const field of Object.keys(item?.properties ?? {})) {
    for (const value of FIELD_HOSTILE) {
      const record = { ...(acceptedValue(item) as object), [field]: value };
      const payload = JSON.stringify(schema.type === 'array' ? [record] : record);
      cases.push(at(`body ${field}=${JSON.stringify(value)?.slice(0, 30)}`, payload));
    }
  }
  const sampled = fc.sample(bodyValue(schema), { seed, numRuns: SAMPLED_BODIES });
  for (const [i, value] of sampled.entries()) {
    cases.push(at(`random body #${i}`, JSON.stringify(value) ?? 'null'));
  }
  for (const raw of RAW_BODIES) cases.push(at(`raw body ${raw.slice(0, 30)}`, raw));
  cases.push(at('body not UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])));
  cases.push(at('empty JSON body', ''));
  cases.push(at('body without content type', JSON.stringify(accepted), {}));
  for (const type of CONTENT_TYPES) {
    cases.push(at(`content type ${type}`, JSON.stringify(accepted), { 'content-type': type }));
  }
  cases.push(at('body over 5 MB', `{"x":"${'a'.repeat(6 * 1024 * 1024)}"}`));
  return cases;
}

/** Methods no route of the path has: 404 in the contract, never a 5xx. */
export function wrongMethodCases(path: string, methods: Set<string>): FuzzCase[] {
  return ['PUT', 'DELETE', 'PATCH', 'OPTIONS']
    .filter((method) => !methods.has(method))
    .map((method) => ({
      label: `method ${method}`,
      method,
      url: fillPath(path, {}),
      headers: JSON_TYPE,
      payload: '{}',
    }));
}
