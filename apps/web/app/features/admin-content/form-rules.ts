/**
 * The rules every content form shares (SPEC §5), apart from React so they can be tested alone:
 * which required fields are blank, whether a picture is missing, and whether anything was changed.
 */

export type FormValues = Record<string, string>;

/** The required fields left blank (spaces count as blank), in the form's order. */
export function blankFields<Values extends FormValues>(values: Values, required: ReadonlyArray<keyof Values>): Array<keyof Values> {
  return required.filter((name) => !values[name]?.trim());
}

/**
 * When a picture must be there: "new", only for a new item (sliders, events); "always", for new
 * and edited items alike, where the item's stored picture counts (pastor's desk posts);
 * "optional", never (sermons and their series).
 */
export type PictureRule = "new" | "always" | "optional";

export function pictureMissing(
  rule: PictureRule,
  { chosen, editing, storedImage }: { chosen: boolean; editing: boolean; storedImage: string | null | undefined },
): boolean {
  if (chosen || rule === "optional") return false;
  if (!editing) return true;
  return rule === "always" && !storedImage;
}

/** Whether the form differs from what it started with (a new form's blanks, or the item being edited). */
export function hasChanges<Values extends FormValues>(values: Values, baseline: Values, pictureChosen: boolean): boolean {
  return pictureChosen || Object.keys(baseline).some((name) => values[name] !== baseline[name]);
}
