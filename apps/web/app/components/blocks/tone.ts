import { createContext, useContext } from "react";

/**
 * Whether the blocks stand on a dark background (a dark or gradient panel, a gradient pair of
 * columns): their headings, paragraphs and links turn light so they stay readable (contrast).
 */
export const OnDarkContext = createContext(false);
export const useOnDark = () => useContext(OnDarkContext);
