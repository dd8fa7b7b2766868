/** Placeholder while the screen is being built on this branch. */
export default function Screen() {
  return <h1 className="text-3xl font-bold text-indigo-950">Upload Event</h1>;
}
