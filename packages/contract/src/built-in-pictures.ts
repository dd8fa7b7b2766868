/**
 * The artwork that ships with Lampstand, with its drawn size (so pages reserve room for it). A
 * module of its own, without zod, so the public pages' renderers can read the sizes without
 * pulling the validation library into the browser.
 */
export const BUILT_IN_PICTURES = {
  "/images/church/mission.svg": [640, 480],
  "/images/church/general-overseer.svg": [480, 560],
  "/images/church/origin-1980.svg": [160, 160],
  "/images/church/origin-1981.svg": [160, 160],
  "/images/church/origin-1991.svg": [160, 160],
  "/images/church/origin-2019.svg": [160, 160],
  "/images/church/leader-01.svg": [200, 200],
  "/images/church/leader-02.svg": [200, 200],
  "/images/church/leader-03.svg": [200, 200],
  "/images/church/leader-04.svg": [200, 200],
  "/images/church/leader-05.svg": [200, 200],
  "/images/church/leader-06.svg": [200, 200],
  "/images/church/leader-07.svg": [200, 200],
  "/images/church/leader-08.svg": [200, 200],
  "/images/church/leader-09.svg": [200, 200],
  "/images/church/leader-10.svg": [200, 200],
  "/images/home/our-values.svg": [640, 400],
  "/images/home/our-beliefs.svg": [640, 400],
  "/images/home/our-priorities.svg": [640, 400],
  "/images/home/welcome.svg": [800, 600],
  "/images/ministries/men.svg": [480, 360],
  "/images/ministries/women.svg": [480, 360],
  "/images/ministries/youth.svg": [480, 360],
  "/images/ministries/children.svg": [480, 360],
  "/images/ministries/choir.svg": [480, 360],
  "/images/resources/baptismal.svg": [480, 360],
  "/images/resources/operation-andrew-card.svg": [400, 520],
  "/images/resources/sunday-school.svg": [480, 360],
  "/images/resources/home-fellowship.svg": [480, 360],
  "/images/resources/open-heavens.svg": [360, 420],
} as const satisfies Record<string, readonly [number, number]>;
export type BuiltInPicture = keyof typeof BUILT_IN_PICTURES;

export function isBuiltInPicture(src: string): src is BuiltInPicture {
  return Object.hasOwn(BUILT_IN_PICTURES, src);
}
