/**
 * The page editor keeps the page being edited as one plain JSON value (what PUT /api/pages/{slug}
 * takes) and changes it through these few immutable operations, each addressed by a path of keys
 * and indexes ("blocks", 2, "items", 0, "title"). One value, one set of operations: every block
 * type, nested or not, is edited the same way, and the form can never hold something the save
 * would not send.
 */
export type Path = readonly (string | number)[];
type Json = unknown;

const isRecord = (value: Json): value is Record<string, Json> => typeof value === "object" && value !== null && !Array.isArray(value);

export function getIn(value: Json, path: Path): Json {
  let current = value;
  for (const key of path) {
    if (Array.isArray(current) && typeof key === "number") current = current[key];
    else if (isRecord(current) && typeof key === "string") current = current[key];
    else return undefined;
  }
  return current;
}

/** `value` with the thing at `path` replaced by `next` (`undefined` removes an object's key). */
export function setIn(value: Json, path: Path, next: Json): Json {
  if (path.length === 0) return next;
  const [key, ...rest] = path;
  if (typeof key === "number") {
    const list = Array.isArray(value) ? [...(value as Json[])] : [];
    list[key] = setIn(list[key], rest, next);
    return list;
  }
  const record = isRecord(value) ? { ...value } : {};
  const child = setIn(record[key!], rest, next);
  if (child === undefined) delete record[key!];
  else record[key!] = child;
  return record;
}

/** `value` with the list at `path` changed by `change` (an empty list when there is none yet). */
export function updateList(value: Json, path: Path, change: (list: Json[]) => Json[]): Json {
  const list = getIn(value, path);
  return setIn(value, path, change(Array.isArray(list) ? (list as Json[]) : []));
}

/** A copy of `list` with the item at `from` moved to `to` (both within the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

export const removeItem = <T>(list: readonly T[], index: number): T[] => list.filter((_, at) => at !== index);
export const insertItem = <T>(list: readonly T[], index: number, item: T): T[] => [...list.slice(0, index), item, ...list.slice(index)];

/**
 * Indexes into a list (an accordion's open sections) after that list changed: `move` carries an
 * index along with its item, `remove` drops the removed one and shifts those after it.
 */
export function followIndexes(indexes: readonly number[], change: { move: [number, number] } | { remove: number }): number[] {
  if ("remove" in change) return indexes.filter((index) => index !== change.remove).map((index) => (index > change.remove ? index - 1 : index));
  const [from, to] = change.move;
  return indexes.map((index) => {
    if (index === from) return to;
    if (from < to && index > from && index <= to) return index - 1;
    if (from > to && index >= to && index < from) return index + 1;
    return index;
  });
}
