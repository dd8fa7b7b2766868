import fc from "fast-check";
import { encodeMultipart, filePart, newBoundary, textPart, type RawPart } from "./multipart.ts";
import type { JsonSchema, Operation, Parameter } from "./openapi-operations.ts";

/**
 * fast-check arbitraries of requests to the API, derived from its OpenAPI operations: valid ones
 * built from the schemas, and hostile ones — wrong types, huge and empty strings, unicode, NUL
 * bytes, duplicated and unknown fields, odd path ids, long URLs, wrong content types, broken JSON
 * and truncated multipart bodies.
 */

/** Who sends the request: nobody, the signed-in staff member (the test fills in the token), or a forged header. */
export type Sender = { kind: "anonymous" } | { kind: "staff" } | { kind: "forged"; authorization: string };

export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  sender: Sender;
  remoteAddress: string;
};

/** Pictures an upload may carry, made once by the test: real ones and ones that only pretend. */
export type FuzzPictures = { valid: Buffer[]; hostile: Buffer[] };

export type FuzzContext = {
  pictures: FuzzPictures;
  /** Ids that exist or existed (so valid requests reach rows), and ones that may not be touched. */
  ids: { max: number; untouchable: (path: string) => number[] };
};

const HUGE_LENGTHS = [1_000, 20_000, 200_000, 1_100_000];

/** Strings that have broken servers: empty, blank, NUL, lone surrogates, right-to-left marks, injections, numbers in disguise. */
const nastyStrings = fc.constantFrom(
  "",
  " ",
  "\t\n",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff\ud800",
  "\uffff\ufffe",
  "\u202eevil",
  "\u200b",
  "😀👨‍👩‍👧‍👦",
  "Ω≈ç√∫˜µ≤≥÷",
  "' OR '1'='1'; --",
  "<script>alert(1)</script>",
  "${7*7}{{7*7}}",
  "%s%n%x",
  "../../../../etc/passwd",
  "-1",
  "0",
  "1e309",
  "0x10",
  "NaN",
  "Infinity",
  "null",
  "true",
  "[]",
  "{}",
  "__proto__",
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: nastyStrings },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 80 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 300 }) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...HUGE_LENGTHS), fc.constantFrom("a", "é", "😀", "\u0000")).map(([n, c]) => c.repeat(n / c.length)) },
);

/** Any JSON value, as raw JSON text: includes numbers JSON.stringify cannot write (1e309, -0, 30 digits). */
const hostileJsonText: fc.Arbitrary<string> = fc.oneof(
  hostileString.map((value) => JSON.stringify(value)),
  fc.constantFrom("null", "true", "false", "0", "-0", "-1", "1e309", "-1e309", "1e-400", "123456789012345678901234567890", "[]", "{}", '{"__proto__":{"admin":true}}', "[null]"),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc.double().map((value) => JSON.stringify(value)),
);

/** A value valid for `schema`, as far as JSON Schema can say (the contract's refinements may still refuse it). */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(validValue));
  switch (schema.type) {
    case "string":
      return validString(schema);
    case "boolean":
      return fc.boolean();
    case "integer":
      return fc.integer();
    case "number":
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case "object":
      return fc.record(
        Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, validValue(property)])),
        { requiredKeys: schema.required ?? [] },
      );
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  const fits = (value: string) => value.length >= min && value.length <= max;
  if (schema.format === "email") return fc.emailAddress().filter(fits);
  if (schema.format === "date") {
    return fc.date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2035-12-31T00:00:00Z"), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  return fc.string({ unit: "grapheme", minLength: Math.max(min, 1), maxLength: Math.min(max, 120) });
}

/** `{id}` of a path: ids that exist, numbers around them, and everything a path id should not be. */
function pathValue(parameter: Parameter, context: FuzzContext, path: string): fc.Arbitrary<string> {
  const untouchable = new Set(context.ids.untouchable(path));
  const valid = parameter.schema.pattern || parameter.schema.enum ? validValue(parameter.schema).map(String) : fc.integer({ min: 1, max: context.ids.max }).map(String);
  return fc
    .oneof(
      { weight: 5, arbitrary: valid },
      {
        weight: 4,
        arbitrary: fc.constantFrom(
          "-1", "0", "00", "1e309", "1e3", "0x10", "1.5", "+1", " 1", "１", "٣", "NaN", "Infinity", "2147483648", "99999999999",
          "9".repeat(400), "..", "../", "..%2F..%2Fetc%2Fpasswd", "%2e%2e", "%00", "1%00", "%", "%zz", "%C0%AE", "%ED%A0%80", "a b", "1;DROP TABLE users",
        ),
      },
      { weight: 2, arbitrary: hostileString.filter((value) => value.length < 5_000).map(encodeComponent) },
    )
    .filter((raw) => !(/^\d+$/.test(raw) && untouchable.has(Number(raw))));
}

/** encodeURIComponent that takes any string: a lone surrogate goes out as the UTF-8 of U+FFFD, as a browser would send it. */
function encodeComponent(value: string): string {
  return [...Buffer.from(value)].map((byte) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`)).join("");
}

type QueryPair = [string, string];

/** The query string: declared parameters valid or not, duplicated, unknown, and now and then a very long one. */
function queryOf(parameters: Parameter[]): fc.Arbitrary<string> {
  const declared = parameters.filter((parameter) => parameter.in === "query");
  const pairs = declared.map((parameter) =>
    fc.option(
      fc.oneof(
        { weight: 4, arbitrary: validValue(parameter.schema).map((value): QueryPair[] => [[parameter.name, String(value)]]) },
        { weight: 2, arbitrary: hostileString.map((value): QueryPair[] => [[parameter.name, value.slice(0, 5_000)]]) },
        { weight: 1, arbitrary: fc.tuple(validValue(parameter.schema), hostileString).map(([a, b]): QueryPair[] => [[parameter.name, String(a)], [parameter.name, b.slice(0, 100)]]) },
        { weight: 1, arbitrary: fc.constant<QueryPair[]>([[`${parameter.name}[]`, "1"], [`${parameter.name}[a]`, "2"]]) },
      ),
      { freq: 4, nil: [] as QueryPair[] },
    ),
  );
  const unknown = fc.option(fc.array(fc.tuple(hostileString.filter((key) => key.length < 200), fc.string({ maxLength: 20 })), { maxLength: 3 }), { freq: 3, nil: [] });
  const long = fc.option(fc.constantFrom(10_000, 100_000).map((n): QueryPair[] => [["pad", "a".repeat(n)]]), { freq: 15, nil: [] as QueryPair[] });
  return fc.tuple(fc.tuple(...pairs), unknown, long).map(([declaredPairs, extra, padding]) => {
    const all = [...declaredPairs.flat(), ...extra, ...padding];
    return all.length === 0 ? "" : `?${all.map(([key, value]) => `${encodeComponent(key)}=${encodeComponent(value)}`).join("&")}`;
  });
}

type Body = { payload?: string | Buffer; contentType?: string };

/** Fields of a JSON object as raw text, so that keys can repeat and values can be any JSON text. */
type RawEntries = [string, string][];
const objectText = (entries: RawEntries) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(",")}}`;

const WRONG_CONTENT_TYPES = [
  "text/plain",
  "application/xml",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "application/json; charset=utf-16",
  "application/json; charset=latin1",
  "application/merge-patch+json",
  "image/jpeg",
  "application/octet-stream",
];

/** Mutations of a valid object's fields: one replaced, one dropped, unknown ones added, one repeated. */
function mutatedEntries(valid: fc.Arbitrary<RawEntries>): fc.Arbitrary<RawEntries> {
  const replaced = fc.tuple(valid, fc.nat(), hostileJsonText).map(([entries, at, value]): RawEntries =>
    entries.length === 0 ? [["x", value]] : entries.map(([key, old], index) => [key, index === at % entries.length ? value : old]),
  );
  const dropped = fc.tuple(valid, fc.nat()).map(([entries, at]) => entries.filter((_, index) => index !== at % Math.max(entries.length, 1)));
  const unknown = fc.tuple(valid, fc.array(fc.tuple(fc.oneof(fc.constantFrom("__proto__", "constructor", "role", "id", "image", "created_at"), fc.string()), hostileJsonText), { minLength: 1, maxLength: 4 })).map(([entries, extra]) => [...entries, ...extra]);
  const repeated = fc.tuple(valid, fc.nat(), hostileJsonText).map(([entries, at, value]): RawEntries => {
    const key = entries[at % Math.max(entries.length, 1)]?.[0] ?? "email";
    return [...entries, [key, value]];
  });
  return fc.oneof({ weight: 4, arbitrary: replaced }, dropped, unknown, repeated);
}

/** JSON bodies: valid, mutated, not an object, not JSON at all, absurdly deep, or sent under another content type. */
function jsonBody(schema: JsonSchema | undefined): fc.Arbitrary<Body> {
  const valid: fc.Arbitrary<RawEntries> = schema
    ? // A body a route may also go without (`null` in its schema) is sent as an empty object.
      validValue(schema).map((value) => Object.entries((value ?? {}) as Record<string, unknown>).map(([key, field]): [string, string] => [key, JSON.stringify(field)]))
    : fc.constant([]);
  const asJson = (text: fc.Arbitrary<string>) => text.map((payload): Body => ({ payload, contentType: "application/json" }));
  const broken = fc.oneof(
    fc.constantFrom("", "{", "}", "{'a':1}", '{"a":}', "[1,]", "\ufeff{}", "nul", '{"a":1}{"b":2}', "\u0000"),
    valid.map(objectText).chain((text) => fc.nat({ max: Math.max(text.length - 1, 0) }).map((cut) => text.slice(0, cut))),
  );
  const deep = fc.constantFrom(100, 5_000, 50_000).chain((depth) => fc.constantFrom("[".repeat(depth) + "]".repeat(depth), '{"a":'.repeat(depth) + "1" + "}".repeat(depth)));
  const wrongType = fc.tuple(valid.map(objectText), fc.constantFrom(...WRONG_CONTENT_TYPES)).map(([payload, contentType]): Body => ({ payload, contentType }));
  return fc.oneof(
    { weight: schema ? 6 : 2, arbitrary: asJson(valid.map(objectText)) },
    { weight: 8, arbitrary: asJson(mutatedEntries(valid).map(objectText)) },
    { weight: 1, arbitrary: asJson(hostileJsonText) },
    { weight: 2, arbitrary: asJson(broken) },
    { weight: 1, arbitrary: asJson(deep) },
    { weight: 2, arbitrary: wrongType },
    { weight: schema ? 1 : 6, arbitrary: fc.constant<Body>({}) },
  );
}

/** Multipart forms: the schema's fields with a real or a pretend picture, then broken in every way a form can be. */
function multipartBody(schema: JsonSchema, pictures: FuzzPictures): fc.Arbitrary<Body> {
  const properties = Object.entries(schema.properties ?? {});
  const imageField = properties.find(([, property]) => property.format === "binary")?.[0] ?? "image";
  const textFields = { ...schema, properties: Object.fromEntries(properties.filter(([name]) => name !== imageField)), required: (schema.required ?? []).filter((name) => name !== imageField) };
  const fieldParts = (validValue(textFields) as fc.Arbitrary<Record<string, unknown>>).map((fields) => Object.entries(fields).map(([name, value]) => textPart(name, String(value))));
  const picture = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...pictures.valid) }, { weight: 2, arbitrary: fc.constantFrom(...pictures.hostile) });
  const filename = fc.oneof(fc.constantFrom("photo.jpg", "banner.png", "x.webp"), fc.constantFrom("../../etc/passwd", "a\u0000.jpg", "", "\u202egpj.exe", "😀.gif", "a\".jpg"));
  const file = (field: fc.Arbitrary<string>) =>
    fc.tuple(field, filename, picture, fc.constantFrom("image/jpeg", "image/png", "text/html", "application/zip")).map(([name, fileName, bytes, contentType]) => filePart({ field: name, filename: fileName, contentType, bytes }));

  const valid = fc.tuple(fieldParts, fc.option(file(fc.constant(imageField)), { freq: 5 })).map(([parts, image]) => (image ? [...parts, image] : parts));
  const hostilePart = fc.oneof(
    fc.tuple(fc.constantFrom(...properties.map(([name]) => name), "__proto__", "constructor", "unknown"), hostileString).map(([name, value]) => textPart(name, value)),
    file(fc.constantFrom("other", imageField, "__proto__")),
    fc.constant<RawPart>({ headers: ["Content-Type: text/plain"], body: Buffer.from("no disposition") }),
    fc.constant<RawPart>({ headers: ['Content-Disposition: form-data; name="a"', `X-Long: ${"h".repeat(100_000)}`], body: Buffer.from("x") }),
  );
  const mutated = fc.oneof(
    fc.tuple(valid, fc.array(hostilePart, { minLength: 1, maxLength: 3 })).map(([parts, extra]) => [...parts, ...extra]),
    fc.tuple(valid, fc.integer({ min: 31, max: 60 })).map(([parts, count]) => [...parts, ...Array.from({ length: count }, (_, index) => textPart(`f${index}`, "v"))]),
    fc.tuple(valid, file(fc.constant(imageField))).map(([parts, second]) => [...parts, second, second]),
  );
  return fc
    .tuple(fc.oneof({ weight: 3, arbitrary: valid }, { weight: 3, arbitrary: mutated }), fc.constantFrom("whole", "whole", "whole", "cut", "unclosed", "wrong boundary", "no boundary"), fc.double({ min: 0, max: 1, noNaN: true }))
    .map(([parts, shape, cutAt]): Body => {
      const boundary = newBoundary();
      const whole = encodeMultipart(boundary, parts, shape !== "unclosed");
      const payload = shape === "cut" ? whole.subarray(0, Math.floor(whole.length * cutAt)) : whole;
      const declared = shape === "wrong boundary" ? newBoundary() : boundary;
      return { payload, contentType: shape === "no boundary" ? "multipart/form-data" : `multipart/form-data; boundary=${declared}` };
    });
}

function bodyOf(operation: Operation, pictures: FuzzPictures): fc.Arbitrary<Body> {
  const form = operation.bodies["multipart/form-data"];
  const json = operation.bodies["application/json"];
  if (form) return json ? fc.oneof(multipartBody(form, pictures), jsonBody(json)) : fc.oneof({ weight: 4, arbitrary: multipartBody(form, pictures) }, jsonBody(undefined));
  return jsonBody(json);
}

const printable = fc.string({ unit: "binary-ascii", maxLength: 300 }).map((value) => value.replace(/[^\x20-\x7e]/g, ""));

const sender: fc.Arbitrary<Sender> = fc.oneof(
  { weight: 5, arbitrary: fc.constant<Sender>({ kind: "anonymous" }) },
  { weight: 6, arbitrary: fc.constant<Sender>({ kind: "staff" }) },
  {
    weight: 2,
    arbitrary: fc
      .oneof(
        fc.constantFrom("Bearer", "Bearer ", "bearer x", "Basic Zm9vOmJhcg==", "Bearer null", "Bearer undefined", `Bearer ${"A".repeat(10_000)}`),
        printable.map((token) => `Bearer ${token}`),
      )
      .map((authorization): Sender => ({ kind: "forged", authorization })),
  },
);

/** Addresses the requests come from: a few that return often (so per-address limits and lockouts are met) and any. */
const remoteAddress = fc.oneof(fc.constantFrom("203.0.113.7", "203.0.113.8", "2001:db8::7"), fc.ipV4(), fc.ipV6());

/** A request to one documented operation. */
export function requestTo(operation: Operation, context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === "path");
  const path = fc.tuple(...pathParameters.map((parameter) => pathValue(parameter, context, operation.path))).map((values) =>
    pathParameters.reduce((url, parameter, index) => url.replace(`{${parameter.name}}`, values[index]!), operation.path),
  );
  return fc
    .record({ path, query: queryOf(operation.parameters), body: bodyOf(operation, context.pictures), sender, remoteAddress })
    .map(({ path: url, query, body, sender: from, remoteAddress: address }): FuzzRequest => ({
      method: operation.method,
      url: url + query,
      headers: body.contentType ? { "content-type": body.contentType } : ({} as Record<string, string>),
      payload: body.payload,
      sender: from,
      remoteAddress: address,
    }));
}

/** Requests to no documented operation: other methods on real paths, made-up paths under the API. */
export function strayRequest(operations: Operation[]): fc.Arbitrary<FuzzRequest> {
  const segment = fc.oneof(fc.webSegment(), fc.constantFrom("..", "%2e%2e", "%00", "%", "uploads", "openapi.json", "docs"), hostileString.filter((value) => value.length < 300).map(encodeComponent));
  const madeUp = fc.array(segment, { minLength: 1, maxLength: 4 }).map((segments) => `/api/${segments.join("/")}`);
  const real = fc.constantFrom(...operations.map((operation) => operation.path.replace(/\{[^}]+\}/g, "1")));
  return fc.record({
    method: fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"),
    url: fc.oneof(real, madeUp),
    headers: fc.constant<Record<string, string>>({}),
    payload: fc.constant(undefined),
    sender,
    remoteAddress,
  });
}

/** The request, printed by fast-check's failure report as `describeRequest` writes it (not as a megabyte of payload). */
export function reportable(request: FuzzRequest): FuzzRequest {
  return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
}

/** What a failure report shows of a request: enough to replay it by hand, cut where it is huge. */
export function describeRequest(request: FuzzRequest): string {
  const cut = (text: string) => (text.length > 600 ? `${text.slice(0, 600)}… (${text.length} characters)` : text);
  const payload = request.payload === undefined ? "" : `\n${cut(typeof request.payload === "string" ? JSON.stringify(request.payload) : JSON.stringify(request.payload.toString("latin1")))}`;
  return `${request.method} ${cut(request.url)} from ${request.remoteAddress} as ${request.sender.kind}${request.sender.kind === "forged" ? ` (${cut(request.sender.authorization)})` : ""} ${JSON.stringify(request.headers)}${payload}`;
}
