/** One of the parish's leaders. The portraits are illustrations, not photographs. */
export type Leader = {
  name: string;
  /** How the church addresses them: Pastor, Deacon, Deaconess… */
  title: string;
  /** The area of church life they lead. */
  role: string;
  photo: string;
};

export const LEADERS_INTRO =
  "Our leaders are servants first. Each of them has a family, a job and a story of God's faithfulness, and each has said yes to caring for a part of our church family. Please greet them on Sunday: they would love to meet you.";

export const LEADERS: readonly Leader[] = [
  { name: "Emmanuel Nwachukwu", title: "Pastor", role: "Parish Pastor", photo: "/images/church/leader-01.svg" },
  { name: "Abimbola Nwachukwu", title: "Pastor (Mrs.)", role: "Women Ministry & Counselling", photo: "/images/church/leader-02.svg" },
  { name: "Kwame Asante-Boateng", title: "Pastor", role: "Assistant Pastor, Sunday School", photo: "/images/church/leader-03.svg" },
  { name: "Joshua Ibekwe", title: "Pastor", role: "Youth Ministry", photo: "/images/church/leader-04.svg" },
  { name: "Olumide Ajayi", title: "Deacon", role: "Men Ministry", photo: "/images/church/leader-05.svg" },
  { name: "Chiamaka Eze", title: "Deaconess", role: "Children Ministry", photo: "/images/church/leader-06.svg" },
  { name: "Grace Thompson", title: "Deaconess", role: "Choir & Music", photo: "/images/church/leader-07.svg" },
  { name: "Michael Oyelaran", title: "Deacon", role: "Finance & Administration", photo: "/images/church/leader-08.svg" },
  { name: "Ngozi Mbah-Williams", title: "Deaconess", role: "Welfare & Hospitality", photo: "/images/church/leader-09.svg" },
  { name: "Ifeanyi Nnadi", title: "Deacon", role: "Evangelism & Follow-up", photo: "/images/church/leader-10.svg" },
];

/** "Pastor Emmanuel Nwachukwu": how the leader is named on the page and in the portrait's alt text. */
export function leaderFullName(leader: Leader): string {
  return `${leader.title} ${leader.name}`;
}
