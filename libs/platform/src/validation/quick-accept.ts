import { TransformationType } from 'class-transformer';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import { getMetadataStorage, type ValidationArguments, ValidationTypes } from 'class-validator';

/** A DTO class (made without arguments). */
type DtoClass = new () => object;
type Storage = ReturnType<typeof getMetadataStorage>;
type Metadata = ReturnType<Storage['getTargetValidationMetadatas']>[number];

/** One property's rules, split the way class-validator applies them. */
interface PropertyPlan {
  name: string;
  conditions: Metadata[];
  checks: Metadata[];
  /** The class its nested value (or each element) is checked against. */
  nested: DtoClass | null;
}

interface ClassPlan {
  name: string;
  properties: PropertyPlan[];
  known: Set<string>;
}

/** A class this path cannot answer for exactly: it is always left to class-transformer and class-validator. */
const UNSUPPORTED = null;

const plans = new WeakMap<object, ClassPlan | null>();

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What class-transformer would do with the class, if that is only to copy a plain object's values into
 * an instance: no defaults, no methods or accessors, no transforms, exposes or excludes, and nested
 * values typed by a plain `@Type(() => Class)` that is itself validated. Otherwise null.
 */
function planOf(type: DtoClass): ClassPlan | null {
  const storage = getMetadataStorage();
  // The same lookup, with the same options, as validate() makes (validateDto passes no groups).
  const metadatas = storage.getTargetValidationMetadatas(type, '', false, false, undefined);
  const cached = plans.get(metadatas);
  if (cached !== undefined) return cached;
  const plan = compile(type, metadatas);
  plans.set(metadatas, plan);
  return plan;
}

function compile(type: DtoClass, metadatas: Metadata[]): ClassPlan | null {
  if (metadatas.length === 0) return UNSUPPORTED;
  for (
    let proto: unknown = type.prototype;
    proto && proto !== Object.prototype;
    proto = Object.getPrototypeOf(proto)
  ) {
    if (Object.getOwnPropertyNames(proto).some((name) => name !== 'constructor')) return UNSUPPORTED;
  }
  if (
    defaultMetadataStorage.getExposedMetadatas(type).length > 0 ||
    defaultMetadataStorage.getExcludedMetadatas(type).length > 0
  )
    return UNSUPPORTED;
  const byName = new Map<string, Metadata[]>();
  for (const metadata of metadatas) {
    const list = byName.get(metadata.propertyName);
    if (list) list.push(metadata);
    else byName.set(metadata.propertyName, [metadata]);
  }
  // A default would fill a missing value (and an undecorated field would be refused as unknown).
  const blank: Record<string, unknown> = { ...new type() };
  for (const [name, value] of Object.entries(blank))
    if (value !== undefined || !byName.has(name)) return UNSUPPORTED;
  const properties: PropertyPlan[] = [];
  for (const [name, list] of byName) {
    if (
      defaultMetadataStorage.findTransformMetadatas(type, name, TransformationType.PLAIN_TO_CLASS).length > 0
    )
      return UNSUPPORTED;
    const plan: PropertyPlan = { name, conditions: [], checks: [], nested: null };
    for (const metadata of list) {
      switch (metadata.type) {
        case ValidationTypes.CONDITIONAL_VALIDATION:
          plan.conditions.push(metadata);
          break;
        case ValidationTypes.CUSTOM_VALIDATION:
        case ValidationTypes.IS_DEFINED:
          plan.checks.push(metadata);
          break;
        case ValidationTypes.WHITELIST:
          break;
        case ValidationTypes.NESTED_VALIDATION: {
          const typed = defaultMetadataStorage.findTypeMetadata(type, name);
          if (!typed || Object.keys(typed.options ?? {}).length > 0) return UNSUPPORTED;
          const nested = typed.typeFunction() as DtoClass;
          if ([String, Number, Boolean, Date, Object, Array, Map, Set].includes(nested as never))
            return UNSUPPORTED;
          plan.nested = nested;
          break;
        }
        default:
          return UNSUPPORTED;
      }
    }
    // A typed value that is not validated as nested would be converted (a number from a string ...).
    if (!plan.nested && defaultMetadataStorage.findTypeMetadata(type, name)) return UNSUPPORTED;
    properties.push(plan);
  }
  return { name: type.name, properties, known: new Set(byName.keys()) };
}

/** Thrown inside a check that cannot be answered here (an async rule): the full path answers instead. */
class Undecided extends Error {}

function passes(metadata: Metadata, value: unknown, args: ValidationArguments): boolean {
  for (const constraint of getMetadataStorage().getTargetValidatorConstraints(metadata.constraintCls)) {
    if (constraint.async) throw new Undecided();
    const each = metadata.each && Array.isArray(value);
    const results = each
      ? value.map((item) => constraint.instance.validate(item, args))
      : [constraint.instance.validate(value, args)];
    for (const result of results) {
      if (typeof result !== 'boolean') throw new Undecided();
      if (!result) return false;
    }
  }
  return true;
}

function accepts(plan: ClassPlan, object: Record<string, unknown>): boolean {
  // Unknown properties are refused (forbidNonWhitelisted).
  for (const key of Object.keys(object)) if (!plan.known.has(key)) return false;
  for (const property of plan.properties) {
    const value = object[property.name];
    // Nulls are given defaults or refused by the full path; not worth copying its logic.
    if (value === null) return false;
    const applies = property.conditions.every(
      (metadata) =>
        (metadata.constraints[0] as (of: object, value: unknown) => boolean)(object, value) === true,
    );
    if (!applies) continue;
    const args: ValidationArguments = {
      targetName: plan.name,
      property: property.name,
      object,
      value,
      constraints: [],
    };
    for (const metadata of property.checks) {
      args.constraints = metadata.constraints;
      if (!passes(metadata, value, args)) return false;
    }
    if (property.nested && value !== undefined && !acceptsNested(property.nested, value)) return false;
  }
  return true;
}

function acceptsNested(type: DtoClass, value: unknown): boolean {
  const plan = planOf(type);
  if (!plan) return false;
  if (Array.isArray(value)) return value.every((item) => isPlainObject(item) && accepts(plan, item));
  return isPlainObject(value) && accepts(plan, value);
}

/**
 * True when a plain object (parsed JSON) certainly passes the class's rules as validateDto checks them,
 * and becomes, through class-transformer, an instance holding the very same values: then the object
 * can stand for the DTO, with no copy and no error objects made. False means "not sure", never
 * "invalid": the caller then takes the full path, which names the fields. Bulk paths receive thousands
 * of valid messages a second, and the copy and the validator's bookkeeping were most of their CPU.
 */
export function quickAccepts(type: DtoClass, input: Record<string, unknown>): boolean {
  const plan = planOf(type);
  if (!plan) return false;
  try {
    return accepts(plan, input);
  } catch (error) {
    if (error instanceof Undecided) return false;
    throw error;
  }
}
