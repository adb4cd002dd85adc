import { getMetadataStorage } from 'class-validator';

type Storage = ReturnType<typeof getMetadataStorage>;
type Metadatas = ReturnType<Storage['getTargetValidationMetadatas']>;
type Grouped = ReturnType<Storage['groupByPropertyName']>;

let installed = false;

/**
 * class-validator looks up a class's rules on every validate call, for every nested object, by scanning
 * every decorated class of the process (to find its parents) and then groups them by property again. The
 * answer depends only on the class and the options, and changes only when rules are added, so it is kept
 * here until then. Bulk paths validate thousands of DTOs a second (each Sellease message, each design of
 * an upsert), and the scan was most of their time. Installed once per process, on the global storage.
 */
export function cacheValidationMetadata(): void {
  if (installed) return;
  installed = true;
  const storage = getMetadataStorage();
  const lookUp = storage.getTargetValidationMetadatas.bind(storage);
  const group = storage.groupByPropertyName.bind(storage);
  const add = storage.addValidationMetadata.bind(storage);
  let found = new Map<object, Map<string, Metadatas>>();
  let grouped = new WeakMap<Metadatas, Grouped>();
  storage.addValidationMetadata = (metadata) => {
    found = new Map();
    grouped = new WeakMap();
    add(metadata);
  };
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = `${schema}\u0000${always}\u0000${strictGroups}\u0000${groups?.join('\u0001') ?? ''}`;
    const ofTarget = found.get(target) ?? new Map<string, Metadatas>();
    found.set(target, ofTarget);
    const cached = ofTarget.get(key);
    if (cached) return cached;
    const answer = lookUp(target, schema, always, strictGroups, groups);
    ofTarget.set(key, answer);
    return answer;
  };
  storage.groupByPropertyName = (metadatas) => {
    const cached = grouped.get(metadatas);
    if (cached) return cached;
    const answer = group(metadatas);
    grouped.set(metadatas, answer);
    return answer;
  };
}
