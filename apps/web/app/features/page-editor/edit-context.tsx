import { createContext, useContext } from "react";
import type { Path } from "./edit-path";

/**
 * What every field of the page form reaches: the value being edited, the one way to change it,
 * the problems the last check found (by path), and where focus goes after a move.
 */
export type EditContext = {
  doc: unknown;
  set: (path: Path, value: unknown) => void;
  /** Several changes as one (a move that also carries an accordion's open sections along). */
  update: (change: (doc: unknown) => unknown) => void;
  errorAt: (path: Path) => string | undefined;
  /** Ask the item frame at `path` to take focus once drawn (after a move or an add). */
  focusLater: (path: Path) => void;
  focusWanted: string | null;
  focusDone: () => void;
};

export const pathKey = (path: Path): string => path.join(".");

const Context = createContext<EditContext | null>(null);
export const EditProvider = Context.Provider;

export function useEdit(): EditContext {
  const context = useContext(Context);
  if (!context) throw new Error("useEdit outside the page form");
  return context;
}
