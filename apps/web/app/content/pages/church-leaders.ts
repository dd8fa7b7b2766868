import type { PageSeed } from "./page-seed";

/** Church Leaders (SPEC §2.4): ten leaders, each with photo, title and role. */
export const CHURCH_LEADERS = {
  slug: "church-leaders",
  title: "Church Leaders",
  description: "Meet the pastors and ministers who serve our congregation.",
  content: {
    heading: "Church Leaders",
    subtitle: "The pastors, deacons and deaconesses who serve our church family.",
    blocks: [
      {
        type: "text",
        paragraphs: [
          "Our leaders are servants first. Each of them has a family, a job and a story of God's faithfulness, and each has said yes to caring for a part of our church family. Please greet them on Sunday: they would love to meet you."
        ],
        look: "lead",
        align: "center"
      },
      {
        type: "people",
        look: "grid",
        items: [
          {
            name: "Emmanuel Nwachukwu",
            title: "Pastor",
            role: "Parish Pastor",
            photo: {
              src: "/images/church/leader-01.svg",
              alt: "Illustrated portrait of Pastor Emmanuel Nwachukwu"
            }
          },
          {
            name: "Abimbola Nwachukwu",
            title: "Pastor (Mrs.)",
            role: "Women Ministry & Counselling",
            photo: {
              src: "/images/church/leader-02.svg",
              alt: "Illustrated portrait of Pastor (Mrs.) Abimbola Nwachukwu"
            }
          },
          {
            name: "Kwame Asante-Boateng",
            title: "Pastor",
            role: "Assistant Pastor, Sunday School",
            photo: {
              src: "/images/church/leader-03.svg",
              alt: "Illustrated portrait of Pastor Kwame Asante-Boateng"
            }
          },
          {
            name: "Joshua Ibekwe",
            title: "Pastor",
            role: "Youth Ministry",
            photo: {
              src: "/images/church/leader-04.svg",
              alt: "Illustrated portrait of Pastor Joshua Ibekwe"
            }
          },
          {
            name: "Olumide Ajayi",
            title: "Deacon",
            role: "Men Ministry",
            photo: {
              src: "/images/church/leader-05.svg",
              alt: "Illustrated portrait of Deacon Olumide Ajayi"
            }
          },
          {
            name: "Chiamaka Eze",
            title: "Deaconess",
            role: "Children Ministry",
            photo: {
              src: "/images/church/leader-06.svg",
              alt: "Illustrated portrait of Deaconess Chiamaka Eze"
            }
          },
          {
            name: "Grace Thompson",
            title: "Deaconess",
            role: "Choir & Music",
            photo: {
              src: "/images/church/leader-07.svg",
              alt: "Illustrated portrait of Deaconess Grace Thompson"
            }
          },
          {
            name: "Michael Oyelaran",
            title: "Deacon",
            role: "Finance & Administration",
            photo: {
              src: "/images/church/leader-08.svg",
              alt: "Illustrated portrait of Deacon Michael Oyelaran"
            }
          },
          {
            name: "Ngozi Mbah-Williams",
            title: "Deaconess",
            role: "Welfare & Hospitality",
            photo: {
              src: "/images/church/leader-09.svg",
              alt: "Illustrated portrait of Deaconess Ngozi Mbah-Williams"
            }
          },
          {
            name: "Ifeanyi Nnadi",
            title: "Deacon",
            role: "Evangelism & Follow-up",
            photo: {
              src: "/images/church/leader-10.svg",
              alt: "Illustrated portrait of Deacon Ifeanyi Nnadi"
            }
          }
        ]
      }
    ]
  }
} satisfies PageSeed;
