/**
 * Checks an alert rule's `what` against the behaviour table and fills in defaults, collecting
 * every problem with a pointer into the body, so one answer tells the caller all there is to fix.
 */
import type { FieldError } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { detectionTypeProblem } from '../sites/index.ts';
import { BEHAVIOUR_PARAMETERS, BEHAVIOURS, type Behaviour, type ParameterSpec } from './behaviours.ts';
import { checkSizeBounds, parseFlags, parseShipTypes } from './rule-filters.ts';

export type AssetSelection = 'followed' | 'all' | string[] | { group_id: string };
export type What = { behaviour: Behaviour; assets?: AssetSelection } & Record<
  string,
  number | string | (number | string)[] | AssetSelection
>;

const MAX_LISTED_ASSETS = 1000;

export function parseWhat(input: Record<string, unknown>, errors: FieldError[]): What | undefined {
  const behaviour = input.behaviour;
  if (typeof behaviour !== 'string' || !(BEHAVIOURS as readonly string[]).includes(behaviour)) {
    errors.push({ pointer: '/what/behaviour', detail: `must be one of ${BEHAVIOURS.join(', ')}` });
    return undefined;
  }
  const specs = BEHAVIOUR_PARAMETERS[behaviour as Behaviour];
  const what: What = { behaviour: behaviour as Behaviour };
  for (const key of Object.keys(input)) {
    if (key !== 'behaviour' && !Object.hasOwn(specs, key)) {
      const known = Object.keys(specs);
      errors.push({
        pointer: `/what/${key}`,
        detail: `is not a parameter of '${behaviour}'${known.length > 0 ? `; it takes ${known.join(', ')}` : ''}`,
      });
    }
  }
  for (const [name, spec] of Object.entries(specs)) {
    const value = parseParameter(name, spec, input[name], errors);
    if (value !== undefined) what[name] = value;
  }
  checkSizeBounds(what, errors);
  return what;
}

function parseParameter(
  name: string,
  spec: ParameterSpec,
  value: unknown,
  errors: FieldError[],
): number | (number | string)[] | AssetSelection | undefined {
  const pointer = `/what/${name}`;
  switch (spec.kind) {
    case 'number': {
      if (value === undefined) {
        if (spec.default === undefined && spec.optional !== true)
          errors.push({ pointer, detail: `is required: ${spec.description}` });
        return spec.default;
      }
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        errors.push({ pointer, detail: 'must be a number' });
      } else if (value < spec.min || value > spec.max) {
        errors.push({ pointer, detail: `must be from ${spec.min} to ${spec.max}` });
      } else if (spec.integer && !Number.isInteger(value)) {
        errors.push({ pointer, detail: 'must be a whole number' });
      } else {
        return value;
      }
      return undefined;
    }
    case 'assets':
      return parseAssets(pointer, value, errors);
    case 'ship_types':
      return parseShipTypes(pointer, value, errors);
    case 'flags':
      return parseFlags(pointer, value, errors);
    case 'types': {
      if (value === undefined) return undefined;
      if (!Array.isArray(value) || value.length === 0 || value.length > 50) {
        errors.push({ pointer, detail: 'must be a list of 1 to 50 detection types' });
        return undefined;
      }
      value.forEach((type, i) => {
        const problem = typeof type === 'string' ? detectionTypeProblem(type) : 'must be a string';
        if (problem) errors.push({ pointer: `${pointer}/${i}`, detail: problem });
      });
      return [...new Set(value as string[])];
    }
  }
}

function parseAssets(pointer: string, value: unknown, errors: FieldError[]): AssetSelection | undefined {
  if (value === undefined || value === 'followed') return 'followed';
  if (value === 'all') return 'all';
  if (Array.isArray(value)) {
    if (value.length === 0 || value.length > MAX_LISTED_ASSETS) {
      errors.push({ pointer, detail: `must list 1 to ${MAX_LISTED_ASSETS} asset ids` });
      return undefined;
    }
    value.forEach((id, i) => {
      if (typeof id !== 'string' || !isId('asset', id)) {
        errors.push({ pointer: `${pointer}/${i}`, detail: 'must be an asset id (`ast_…`)' });
      }
    });
    return [...new Set(value as string[])];
  }
  if (typeof value === 'object' && value !== null && Object.hasOwn(value, 'group_id')) {
    const { group_id, ...rest } = value as Record<string, unknown>;
    const extra = Object.keys(rest);
    if (extra.length > 0)
      errors.push({ pointer: `${pointer}/${extra[0]}`, detail: 'is not a field of `{group_id}`' });
    if (typeof group_id !== 'string' || !isId('assetGroup', group_id)) {
      errors.push({ pointer: `${pointer}/group_id`, detail: 'must be a group id (`grp_…`)' });
      return undefined;
    }
    return extra.length > 0 ? undefined : { group_id };
  }
  errors.push({ pointer, detail: 'must be `followed`, `all`, a list of asset ids or `{group_id}`' });
  return undefined;
}
