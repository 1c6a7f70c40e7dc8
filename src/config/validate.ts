/**
 * Checks a loaded config against the schema: each mistake becomes an error naming the key, what
 * was expected and what was given, with a hint; a key the schema does not know is a warning with
 * the nearest known key ("did you mean"), and is left out.
 */
import type { z } from 'zod';
import { nearestKey, type SiteError } from '../errors.js';
import { escapeRegExp, lineAndColumn } from '../shared/index.js';
import { configSchema, HINTS, type ParsedConfig } from './schema.js';

export interface ParseResult {
  config?: ParsedConfig;
  errors: SiteError[];
  warnings: SiteError[];
}

type Issue = z.core.$ZodIssue;
type Key = PropertyKey;

/**
 * `source`: the config file's text, to point each error at the line of its key (found by
 * looking for each key of the path in turn, so `docs.dir` finds the `dir` after `docs`).
 */
export function parseConfig(input: unknown, configFile: string, source = ''): ParseResult {
  const result = parse(input, configFile);
  const place = (error: SiteError & { at?: Key[] }): SiteError => {
    const { at, ...rest } = error;
    return { ...rest, ...positionOf(source, at ?? []) };
  };
  return {
    config: result.config,
    errors: result.errors.map(place),
    warnings: result.warnings.map(place),
  };
}

function positionOf(source: string, at: Key[]): { line?: number; column?: number } {
  let from = 0;
  let found = -1;
  for (const key of at) {
    if (typeof key !== 'string') continue;
    const pattern = new RegExp(`(?<![\\w$])["']?${escapeRegExp(key)}["']?\\s*:`);
    const match = pattern.exec(source.slice(from));
    if (!match) break;
    found = from + match.index;
    from = found + match[0].length;
  }
  return found < 0 ? {} : lineAndColumn(source, found);
}

/**
 * The config with its defaults, or every error. Unknown keys are warned about and parsed again
 * without (zod's strict objects refuse them); other issues are errors.
 */
function parse(input: unknown, configFile: string): ParseResult {
  const first = configSchema.safeParse(input, { reportInput: true });
  if (first.success) return { config: first.data, errors: [], warnings: [] };
  const unknown = first.error.issues.filter(
    (issue): issue is z.core.$ZodIssueUnrecognizedKeys => issue.code === 'unrecognized_keys',
  );
  const warnings = unknown.flatMap((issue) =>
    issue.keys.map((key) => unknownKey(configFile, issue.path, key)),
  );
  const others = first.error.issues.filter((issue) => issue.code !== 'unrecognized_keys');
  if (others.length > 0) return { errors: others.map((i) => errorOf(configFile, i)), warnings };
  const second = configSchema.safeParse(withoutKeys(input, unknown), { reportInput: true });
  return second.success
    ? { config: second.data, errors: [], warnings }
    : { errors: second.error.issues.map((i) => errorOf(configFile, i)), warnings };
}

function errorOf(file: string, issue: Issue, base: Key[] = []): SiteError & { at: Key[] } {
  const at = [...base, ...issue.path];
  return { at, ...describeIssue(file, issue, at) };
}

function describeIssue(file: string, issue: Issue, at: Key[]): SiteError {
  const key = keyPath(at);
  const given = 'input' in issue ? issue.input : undefined;
  switch (issue.code) {
    case 'invalid_type':
      if (given === undefined)
        return { file, message: `"${key}" is missing`, hint: `set ${key} in the config` };
      return {
        file,
        message: `"${key}" must be ${wanted(issue)}, not ${describe(given)}`,
        hint: `write ${key} as ${wanted(issue)}`,
      };
    case 'invalid_value':
      return {
        file,
        message: `"${key}" must be ${expectation(issue)}, not ${describe(given)}`,
        hint: `choose one of the values above for ${key}`,
      };
    case 'invalid_union': {
      // The branch the value's type matched says what is wrong with it; else name every type taken.
      const branch =
        issue.errors.find((b) => b.every((i) => i.path.length > 0)) ??
        issue.errors.find((b) => b.every((i) => i.path.length > 0 || !isTypeMismatch(i)));
      if (branch) return errorOf(file, branch[0], at);
      const taken = issue.errors.map((b) => expectation(b[0]));
      return {
        file,
        message: `"${key}" must be ${taken.join(' or ')}, not ${describe(given)}`,
        hint: `write ${key} as ${taken.join(' or ')}`,
      };
    }
    case 'too_small':
      return {
        file,
        message:
          issue.origin === 'string'
            ? `"${key}" must not be empty`
            : `"${key}" must be ${issue.inclusive ? 'at least' : 'more than'} ${String(issue.minimum)}, not ${describe(given)}`,
        hint: `fix ${key} in the config`,
      };
    default:
      // The schema's own checks carry their wording, and HINTS a hint for each.
      return {
        file,
        message: `"${key}" ${issue.message.replace(/^Invalid input: /, '')}, not ${describe(given)}`,
        hint: HINTS[issue.message]?.(String(given)) ?? `fix ${key} in the config`,
      };
  }
}

/** Whether an issue says the value is of another type altogether (not a wrong value of the right type). */
function isTypeMismatch(issue: Issue): boolean {
  if (issue.code === 'invalid_type' || issue.code === 'custom') return true;
  if (issue.code === 'invalid_value')
    return issue.values.every((v) => typeof v !== typeof (issue as { input?: unknown }).input);
  return false;
}

function expectation(issue: Issue): string {
  if (issue.code === 'invalid_type') return wanted(issue);
  if (issue.code === 'invalid_value')
    return issue.values.map((v) => JSON.stringify(v)).join(' or ');
  return issue.message;
}

/** The type a value must have: the schema's own words ("must be a plugin function"), or the type's name. */
function wanted(issue: z.core.$ZodIssueInvalidType): string {
  return issue.message.startsWith('must be ')
    ? issue.message.slice('must be '.length)
    : article(issue.expected);
}

function unknownKey(file: string, at: Key[], key: string): SiteError & { at: Key[] } {
  const known = knownKeys(at);
  const near = nearestKey(key, known);
  return {
    file,
    at: [...at, key],
    message: `unknown key "${keyPath([...at, key])}" (ignored)`,
    hint: near
      ? `did you mean "${keyPath([...at, near])}"?`
      : `remove it; the keys here are ${known.join(', ')}`,
  };
}

/** The keys the schema allows in the object at a path. */
function knownKeys(at: Key[]): string[] {
  let schema: z.core.$ZodType = configSchema;
  for (const key of [...at, undefined]) {
    // Unwrap optional, default and union wrappers down to the object (or record) inside.
    for (;;) {
      const def = schema._zod.def as unknown as {
        type: string;
        innerType?: z.core.$ZodType;
        options?: z.core.$ZodType[];
        shape?: Record<string, z.core.$ZodType>;
        valueType?: z.core.$ZodType;
        element?: z.core.$ZodType;
      };
      if (def.innerType) schema = def.innerType;
      else if (def.options)
        // The branch the path goes on in: a list for an index, else an object.
        schema =
          def.options.find(
            (o) => o._zod.def.type === (typeof key === 'number' ? 'array' : 'object'),
          ) ?? def.options[0];
      else break;
    }
    const def = schema._zod.def as unknown as {
      shape?: Record<string, z.core.$ZodType>;
      valueType?: z.core.$ZodType;
      element?: z.core.$ZodType;
    };
    if (key === undefined) return def.shape ? Object.keys(def.shape) : [];
    const next =
      typeof key === 'number' ? def.element : (def.shape?.[String(key)] ?? def.valueType);
    if (!next) return [];
    schema = next;
  }
  return [];
}

function withoutKeys(value: unknown, issues: z.core.$ZodIssueUnrecognizedKeys[]): unknown {
  const copy = plainCopy(value);
  for (const issue of issues) {
    let target = copy as Record<Key, unknown>;
    for (const key of issue.path) target = target?.[key] as Record<Key, unknown>;
    if (target && typeof target === 'object') for (const key of issue.keys) delete target[key];
  }
  return copy;
}

/** A deep copy of plain objects and arrays; functions and other values are kept as they are. */
function plainCopy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plainCopy);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plainCopy(v)]));
  return value;
}

function keyPath(at: Key[]): string {
  return at
    .map((key, i) =>
      typeof key === 'number'
        ? `[${key}]`
        : /^[A-Za-z_$][\w$]*$/.test(String(key))
          ? `${i === 0 ? '' : '.'}${String(key)}`
          : `[${JSON.stringify(String(key))}]`,
    )
    .join('');
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string')
    return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}…` : value);
  return `${typeof value} ${String(value)}`;
}
